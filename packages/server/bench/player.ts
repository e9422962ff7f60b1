// One simulated player: a socket that plays its seat of one table with a random legal intent
// whenever its view says it may act, and times each intent from sending it to its answer (the
// events that carry it, or the error that refuses it). It reads every view as the web client
// does: an elided one expanded against the last (@ludus/protocol view-delta.ts), or, when it does
// not fit, not taken and the table asked for afresh with `resync`.
import { randomBytes } from 'node:crypto';
import { expand } from '@ludus/protocol';
import WebSocket from 'ws';

export interface Timing {
  readonly ms: number;
  readonly accepted: boolean;
}

interface View {
  readonly seq: number;
  readonly toAct: readonly string[];
  readonly legal: readonly unknown[];
}

/**
 * Intents that end a game early (a double dropped ends a one-point match): a random player who
 * offered them whenever legal would play a few moves a game, not whole games.
 */
const ENDING = new Set([
  'resign',
  'offer-draw',
  'accept-draw',
  'accept-resignation',
  'end-session',
  'double',
  'pass',
]);

/** 128 random bits, URL-safe: a client seed or a roll's nonce, as the web client makes them. */
export const freshNonce = () => randomBytes(16).toString('base64url');

/** A random legal intent, one that plays the game on when there is one. */
function pick(legal: readonly unknown[]): unknown {
  const onward = legal.filter((i) => !ENDING.has((i as { kind: string }).kind));
  const from = onward.length > 0 ? onward : legal;
  return from[Math.floor(Math.random() * from.length)];
}

/** What the players of a run received: views whole and elided, and the bytes of all views. */
export interface ViewStats {
  whole: number;
  elided: number;
  /** Elided views that did not expand (another base, a marker not resolved): a resync each. */
  unexpanded: number;
  bytes: number;
}

export const noViews = (): ViewStats => ({ whole: 0, elided: 0, unexpanded: 0, bytes: 0 });

export class Player {
  private pending: { id: number; seq: number; at: number } | undefined;
  private nextId = 1;
  private acted = -1;
  private thinking: NodeJS.Timeout | undefined;
  /** Resolves when the table's game is over (or the socket closed). */
  readonly done: Promise<void>;
  private finish: () => void = () => undefined;

  /** The last view's seq and state, expanded: what the next elided view refers to. */
  private held: { seq: number; state: unknown } | undefined;

  private constructor(
    private readonly socket: WebSocket,
    private readonly table: string,
    private readonly seat: 'white' | 'black',
    private readonly thinkMs: number,
    private readonly timed: (timing: Timing) => void,
    private readonly views: ViewStats,
  ) {
    this.done = new Promise((resolve) => {
      this.finish = resolve;
    });
    socket.on('message', (data) => {
      const text = data.toString();
      const message = JSON.parse(text) as Record<string, unknown>;
      if (message.type === 'view') this.views.bytes += text.length;
      this.heard(message);
    });
    socket.on('close', () => this.finish());
  }

  static async connect(
    base: string,
    cookie: string,
    table: string,
    seat: 'white' | 'black',
    options: { thinkMs: number; timed: (timing: Timing) => void; views: ViewStats },
  ): Promise<Player> {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, {
      headers: { origin: base, cookie },
      // A handshake that never ends fails the run instead of holding it up.
      handshakeTimeout: 30_000,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const { thinkMs, timed, views } = options;
    const player = new Player(socket, table, seat, thinkMs, timed, views);
    socket.send(JSON.stringify({ type: 'hello', v: 1 }));
    return player;
  }

  /** Takes the seat (the second player), then watches; the first player only watches. */
  start(join: boolean): void {
    const message = { table: this.table, id: this.nextId++ };
    const sent = join
      ? { type: 'join', ...message, clientSeed: freshNonce() }
      : { type: 'watch', ...message };
    this.socket.send(JSON.stringify(sent));
  }

  close(): void {
    clearTimeout(this.thinking);
    this.socket.close();
  }

  private heard(message: Record<string, unknown>): void {
    if (message.table !== undefined && message.table !== this.table) return;
    const { pending } = this;
    if (message.type === 'events' && pending) {
      const events = message.events as Array<{ seq: number }>;
      if (events.some((e) => e.seq === pending.seq + 1)) this.answered(true);
    } else if (message.type === 'error' && pending && message.id === pending.id) {
      this.answered(false);
    } else if (message.type === 'seats' && message.status === 'finished') {
      this.finish();
    }
    if (message.type === 'view') {
      const view = this.expanded(message);
      if (view) this.consider(view);
    }
  }

  /**
   * A view with its elided history restored (PROTOCOL.md, "History elision"), as a client keeps
   * it; undefined when it does not fit the last view, and the table is asked for afresh.
   */
  private expanded(message: Record<string, unknown>): View | undefined {
    const view = message.view as View & { state: unknown };
    if (message.base === undefined) {
      this.views.whole += 1;
      this.held = { seq: view.seq, state: view.state };
      return view;
    }
    this.views.elided += 1;
    const { held } = this;
    const state = held?.seq === message.base ? expand(held.state, view.state) : null;
    if (state === null) {
      this.views.unexpanded += 1;
      const since = held?.seq ?? 0;
      this.socket.send(JSON.stringify({ type: 'resync', table: this.table, since }));
      return undefined;
    }
    this.held = { seq: view.seq, state };
    return { ...view, state } as View;
  }

  private answered(accepted: boolean): void {
    if (!this.pending) return;
    this.timed({ ms: performance.now() - this.pending.at, accepted });
    this.pending = undefined;
  }

  private consider(view: View): void {
    if (view.seq <= this.acted || !view.toAct.includes(this.seat) || view.legal.length === 0) {
      return;
    }
    this.acted = view.seq;
    const intent = pick(view.legal);
    const send = () => {
      // A refusal that never came (the other seat's intent made this one stale) is not timed.
      this.pending = { id: this.nextId++, seq: view.seq, at: performance.now() };
      const message = { type: 'intent', id: this.pending.id, table: this.table, seq: view.seq };
      this.socket.send(JSON.stringify({ ...message, intent, nonce: freshNonce() }));
    };
    if (this.thinkMs > 0) this.thinking = setTimeout(send, this.thinkMs * (0.5 + Math.random()));
    else send();
  }
}
