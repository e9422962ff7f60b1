// One client's socket: who it is (a session, or a visitor), which tables it watches (and its
// seat at each), and the one queue its messages are handled in, in the order they came.
import { randomUUID } from 'node:crypto';
import type { ErrorCode, ServerMessage } from '@ludus/protocol';
import type { Seat, TableEvent } from '@ludus/session';
import type { WebSocket } from 'ws';
import type { Session } from '../auth/accounts';
import { SerialQueue } from '../games/queue';

/** Close codes: 1008 (policy) for floods and protocol breaches; 4001 when the session ends. */
export const CLOSE_POLICY = 1008;
export const CLOSE_SIGNED_OUT = 4001;

/**
 * A server message as the server writes it: the protocol's, but with the session's (read-only)
 * events, which the wire's schema describes as plain arrays.
 */
export type Outgoing =
  | Exclude<ServerMessage, { type: 'events' }>
  | {
      readonly type: 'events';
      readonly id?: number;
      readonly table: string;
      readonly events: readonly TableEvent[];
    };

export interface Watch {
  readonly unsubscribe: () => void;
  /**
   * This client's seat at the table, kept current from the table's `seats` broadcasts: the
   * socket counts for its seat's presence while it watches (shared/presence.ts).
   */
  seat: Seat | undefined;
  /**
   * The last view of the table sent on this socket: its seq and state, which the next view after
   * an event elides its history against (views.ts).
   */
  lastView?: { readonly seq: number; readonly state: unknown };
}

/** The TCP socket under the WebSocket: its writes held back and let go together. */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

export class Connection {
  readonly id = randomUUID();
  readonly queue = new SerialQueue();
  readonly watching = new Map<string, Watch>();
  helloDone = false;
  session: Session | undefined;
  /** The last round trip of a ping (ws level, route.ts), for the clock's lag allowance. */
  rttMs = 0;
  stopLobby: (() => void) | undefined;
  private corked = false;

  constructor(
    readonly socket: WebSocket,
    private readonly stream?: Corkable,
  ) {}

  get user() {
    return this.session?.user;
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  /**
   * Sends `message`. The frames a socket is sent in one turn of the event loop (an event, the
   * view after it, the intent's answer) leave in one write: each frame alone was a system call
   * of its own, a tenth of the server's time under load. They go at the end of the turn
   * (setImmediate), in the order they were sent.
   */
  send(message: Outgoing): void {
    if (!this.open) return;
    if (this.stream && !this.corked) {
      this.corked = true;
      this.stream.cork();
      setImmediate(() => {
        this.corked = false;
        this.stream?.uncork();
      });
    }
    // Plain JSON: the views' long histories go elided (ws/views.ts), so what is left is short and
    // new each time; V8's own JSON.stringify writes that fastest (docs/benchmarks.md).
    this.socket.send(JSON.stringify(message));
  }

  error(code: ErrorCode, message: string, id?: number): void {
    this.send({ type: 'error', ...(id === undefined ? {} : { id }), code, message });
  }

  close(code: number, reason: string): void {
    if (this.open) this.socket.close(code, reason);
  }
}
