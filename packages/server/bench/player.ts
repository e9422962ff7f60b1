// One simulated player: a socket that plays its seat of one table with a random legal intent
// whenever its view says it may act, and times each intent from sending it to its answer (the
// events that carry it, or the error that refuses it).
import { randomBytes } from 'node:crypto';
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

const STATE = ',"state":';

/**
 * A server message, read as a player needs it. A view's state (the whole game's history, the
 * biggest part of every view) is cut off unread: the load generator stands for thousands of
 * clients on other machines, and parsing what no simulated player looks at would only take CPU
 * from the server it shares this machine with. (The server writes a view's keys in the order
 * spec, seq, viewer, toAct, legal, state; anything else is parsed whole.)
 */
function parse(text: string): Record<string, unknown> {
  const cut = text.startsWith('{"type":"view"') ? text.indexOf(STATE) : -1;
  if (cut > 0) {
    try {
      return JSON.parse(`${text.slice(0, cut)}}}`);
    } catch {
      // not the shape expected: read it whole
    }
  }
  return JSON.parse(text);
}

export class Player {
  private pending: { id: number; seq: number; at: number } | undefined;
  private nextId = 1;
  private acted = -1;
  private thinking: NodeJS.Timeout | undefined;
  /** Resolves when the table's game is over (or the socket closed). */
  readonly done: Promise<void>;
  private finish: () => void = () => undefined;

  private constructor(
    private readonly socket: WebSocket,
    private readonly table: string,
    private readonly seat: 'white' | 'black',
    private readonly thinkMs: number,
    private readonly timed: (timing: Timing) => void,
  ) {
    this.done = new Promise((resolve) => {
      this.finish = resolve;
    });
    socket.on('message', (data) => this.heard(parse(data.toString())));
    socket.on('close', () => this.finish());
  }

  static async connect(
    base: string,
    cookie: string,
    table: string,
    seat: 'white' | 'black',
    options: { thinkMs: number; timed: (timing: Timing) => void },
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
    const player = new Player(socket, table, seat, options.thinkMs, options.timed);
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
    if (message.type === 'view') this.consider(message.view as View);
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
