// The games of a load run: `concurrent` slots, each setting up a game (two guests, one creates a
// one-point backgammon match, the other joins), playing it to its end, and starting the next,
// until the run stops. At most `ramp` games are being set up at once, so that reaching the
// target number of games in progress does not itself flood the server.
import { freshNonce, noViews, Player, type Timing } from './player';
import type { Wire } from './wire';

export interface GamesOptions {
  /** Where players connect; a game's two players use consecutive entries (other processes). */
  readonly entries: readonly string[];
  readonly concurrent: number;
  /** Games to begin in all. */
  readonly games: number;
  readonly ramp: number;
  readonly thinkMs: number;
  /** The thread that holds the players' sockets (wire.ts). */
  readonly wire: Wire;
}

export interface TimedIntent extends Timing {
  /** When it was sent (performance.now()). */
  readonly at: number;
}

/** A set-up request that takes longer fails the run (it must stop by itself). */
const REQUEST_TIMEOUT_MS = 30_000;

async function guest(base: string, name: string): Promise<string> {
  const reply = await fetch(`${base}/api/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (reply.status !== 200) throw new Error(`guest: ${reply.status} ${await reply.text()}`);
  return (reply.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function createGame(base: string, cookie: string): Promise<string> {
  const reply = await fetch(`${base}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ game: 'backgammon', matchLength: 1, clientSeed: freshNonce() }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (reply.status !== 201) throw new Error(`create: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { table: string }).table;
}

export class Games {
  readonly timings: TimedIntent[] = [];
  /** The views every player received, and their bytes. */
  readonly views = noViews();
  /** When each game finished (performance.now()). */
  readonly finishedAt: number[] = [];
  inProgress = 0;
  /** Games that have been in progress at some time (the ramp is over when all slots have one). */
  started = 0;
  private begun = 0;
  private settingUp = 0;
  private readonly waiting: Array<() => void> = [];
  private stopping = false;
  private readonly live = new Set<Player>();

  constructor(private readonly options: GamesOptions) {}

  /** The first failure (a refused set-up, a server gone): it stops the run. */
  error: unknown;

  /** Plays until `stop` (or a failure); settles when every slot has ended. */
  async run(): Promise<void> {
    const slots = Math.min(this.options.concurrent, this.options.games);
    const slot = () =>
      this.slot().catch((error: unknown) => {
        this.error ??= error;
        this.stop();
      });
    await Promise.all(Array.from({ length: slots }, slot));
  }

  stop(): void {
    this.stopping = true;
    for (const player of this.live) player.close();
    for (const wake of this.waiting.splice(0)) wake();
  }

  private async slot(): Promise<void> {
    while (!this.stopping && this.begun < this.options.games) {
      this.begun += 1;
      await this.playOne(this.begun);
    }
  }

  /** Waits for one of the `ramp` places to set a game up. */
  private async setUpTurn(): Promise<void> {
    while (this.settingUp >= this.options.ramp && !this.stopping) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.settingUp += 1;
  }

  private setUpDone(): void {
    this.settingUp -= 1;
    this.waiting.shift()?.();
  }

  private async seat(n: number): Promise<[Player, Player]> {
    const { entries, thinkMs, wire } = this.options;
    const first = entries[n % entries.length] as string;
    const second = entries[(n + 1) % entries.length] as string;
    const white = await guest(first, `White${n}`);
    const black = await guest(second, `Black${n}`);
    const table = await createGame(first, white);
    const timed = (t: Timing) => this.timings.push({ ...t, at: performance.now() - t.ms });
    const options = { thinkMs, timed, views: this.views };
    const a = await Player.connect(wire, first, white, table, 'white', options);
    const b = await Player.connect(wire, second, black, table, 'black', options);
    return [a, b];
  }

  private async playOne(n: number): Promise<void> {
    await this.setUpTurn();
    let players: [Player, Player];
    try {
      if (this.stopping) return;
      players = await this.seat(n);
    } finally {
      this.setUpDone();
    }
    const [a, b] = players;
    for (const player of players) this.live.add(player);
    // Begun just before the run stopped: not played (stop closed the players it knew).
    if (this.stopping) for (const player of players) player.close();
    a.start(false);
    b.start(true);
    this.inProgress += 1;
    this.started += 1;
    await Promise.all([a.done, b.done]);
    this.inProgress -= 1;
    if (!this.stopping) this.finishedAt.push(performance.now());
    for (const player of players) {
      this.live.delete(player);
      player.close();
    }
  }
}
