// What the load generator's main thread and its wire thread (wire-thread.ts) tell each other.
// Every time in them is the wire thread's own `performance.now()`: a round trip is the
// difference of two of them, taken on one clock by the thread that sent and received the frames.

/** Main thread → wire thread. */
export type ToWire =
  | {
      readonly kind: 'open';
      readonly socket: number;
      readonly url: string;
      readonly headers: Readonly<Record<string, string>>;
    }
  | {
      readonly kind: 'send';
      readonly socket: number;
      readonly text: string;
      /**
       * A timed intent: its id, and when to send it (a time on the wire thread's clock: the
       * view's arrival plus the player's thinking), so that a late main thread sends it no later.
       */
      readonly timed?: { readonly id: number; readonly at: number };
    }
  | { readonly kind: 'close'; readonly socket: number }
  | { readonly kind: 'loop'; readonly action: 'start' | 'read' };

/** The last timed intent a socket sent: its id and when it left. */
export interface Sent {
  readonly id: number;
  readonly at: number;
}

/** Wire thread → main thread. */
export type FromWire =
  | { readonly kind: 'opened'; readonly socket: number }
  | { readonly kind: 'failed'; readonly socket: number; readonly message: string }
  | {
      readonly kind: 'message';
      readonly socket: number;
      readonly text: string;
      /** When the frame arrived, and the socket's last timed intent before it. */
      readonly at: number;
      readonly sent?: Sent;
    }
  | { readonly kind: 'closed'; readonly socket: number }
  | { readonly kind: 'loop'; readonly p50: number; readonly p99: number; readonly max: number };
