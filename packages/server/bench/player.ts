// One simulated player: a socket that plays its seat of one table with a random legal intent
// whenever its view says it may act, and times each intent from sending it to its answer (the
// events that carry it, or the error that refuses it). It reads every view as the web client
// does: an elided one expanded against the last (@ludus/protocol view-delta.ts), or, when it does
// not fit, not taken and the table asked for afresh with `resync`. Its socket is on the wire
// thread (wire.ts), which sends each intent when the thinking is over and times it there.
import { randomBytes } from 'node:crypto';
import { expand } from '@ludus/protocol';
import type { Frame, Wire, WireSocket } from './wire';

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
  /** The intent sent (or to be sent when the thinking is over), not yet answered. */
  private pending: { id: number; seq: number } | undefined;
  private nextId = 1;
  private acted = -1;
  private socket: WireSocket | undefined;
  /** Resolves when the table's game is over (or the socket closed). */
  readonly done: Promise<void>;
  private finish: () => void = () => undefined;

  /** The last view's seq and state, expanded: what the next elided view refers to. */
  private held: { seq: number; state: unknown } | undefined;

  private constructor(
    private readonly table: string,
    private readonly seat: 'white' | 'black',
    private readonly thinkMs: number,
    private readonly timed: (timing: Timing) => void,
    private readonly views: ViewStats,
  ) {
    this.done = new Promise((resolve) => {
      this.finish = resolve;
    });
  }

  static async connect(
    wire: Wire,
    base: string,
    cookie: string,
    table: string,
    seat: 'white' | 'black',
    options: { thinkMs: number; timed: (timing: Timing) => void; views: ViewStats },
  ): Promise<Player> {
    const { thinkMs, timed, views } = options;
    const player = new Player(table, seat, thinkMs, timed, views);
    const url = `${base.replace(/^http/, 'ws')}/ws`;
    const socket = await wire.open(url, { origin: base, cookie }, (frame) => player.frame(frame));
    wire.onClose(socket, () => player.finish());
    player.socket = socket;
    socket.send(JSON.stringify({ type: 'hello', v: 1 }));
    return player;
  }

  private send(message: unknown, timed?: { readonly id: number; readonly at: number }): void {
    this.socket?.send(JSON.stringify(message), timed);
  }

  private frame(frame: Frame): void {
    const message = JSON.parse(frame.text) as Record<string, unknown>;
    if (message.type === 'view') this.views.bytes += frame.text.length;
    this.heard(message, frame);
  }

  /** Takes the seat (the second player), then watches; the first player only watches. */
  start(join: boolean): void {
    const message = { table: this.table, id: this.nextId++ };
    this.send(
      join ? { type: 'join', ...message, clientSeed: freshNonce() } : { type: 'watch', ...message },
    );
  }

  close(): void {
    this.socket?.close();
  }

  private heard(message: Record<string, unknown>, frame: Frame): void {
    if (message.table !== undefined && message.table !== this.table) return;
    const { pending } = this;
    if (message.type === 'events' && pending) {
      const events = message.events as Array<{ seq: number }>;
      if (events.some((e) => e.seq === pending.seq + 1)) this.answered(true, frame);
    } else if (message.type === 'error' && pending && message.id === pending.id) {
      this.answered(false, frame);
    } else if (message.type === 'seats' && message.status === 'finished') {
      this.finish();
    }
    if (message.type === 'view') {
      const view = this.expanded(message);
      if (view) this.consider(view, frame.at);
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
      this.send({ type: 'resync', table: this.table, since });
      return undefined;
    }
    this.held = { seq: view.seq, state };
    return { ...view, state } as View;
  }

  /**
   * The answer to the pending intent came in `frame`: timed from the intent's leaving to the
   * frame's arrival, both stamped by the wire thread. An answer to an intent still waiting to be
   * sent (the other seat's events made it stale first) is not timed; its refusal will be.
   */
  private answered(accepted: boolean, frame: Frame): void {
    const { pending } = this;
    if (!pending || frame.sent?.id !== pending.id) return;
    this.timed({ ms: frame.at - frame.sent.at, accepted });
    this.pending = undefined;
  }

  /** Plays a random legal intent, sent when the thinking (counted from `heardAt`) is over. */
  private consider(view: View, heardAt: number): void {
    if (view.seq <= this.acted || !view.toAct.includes(this.seat) || view.legal.length === 0) {
      return;
    }
    this.acted = view.seq;
    const intent = pick(view.legal);
    // A refusal that never came (the other seat's intent made this one stale) is not timed.
    this.pending = { id: this.nextId++, seq: view.seq };
    const message = { type: 'intent', id: this.pending.id, table: this.table, seq: view.seq };
    const thinking = this.thinkMs > 0 ? this.thinkMs * (0.5 + Math.random()) : 0;
    this.send(
      { ...message, intent, nonce: freshNonce() },
      { id: this.pending.id, at: heardAt + thinking },
    );
  }
}
