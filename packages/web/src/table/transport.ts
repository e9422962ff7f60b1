// A transport carries a table between a front end and wherever the table lives: in the page
// (local.ts: hot-seat and games against the computer) or on the server (a socket transport, in
// the online-play issue). The page only reads snapshots and sends intents; it never applies a
// rule itself, so both transports give the same page the same behaviour.
import type { Intent, Seat, TableView } from '@ludus/session';

export interface TableSnapshot {
  /** What everybody sees (the board, the record, the result): a spectator's view. */
  readonly shown: TableView;
  /** The views of the seats people play at this device (both in hot-seat). */
  readonly seats: Readonly<Partial<Record<Seat, TableView>>>;
  /** A computer seat is choosing its next intent. */
  readonly thinking: boolean;
  /** Why the computer stopped (it stays stopped until `retry`), or null. */
  readonly failure: string | null;
}

/** An intent's fate: accepted, or refused with the table's error code and message. */
export type Sent =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: string; readonly message: string };

export interface TableTransport {
  snapshot(): TableSnapshot;
  /** `listener` runs after every change of the snapshot; the returned function unsubscribes. */
  subscribe(listener: () => void): () => void;
  send(seat: Seat, intent: Intent): Promise<Sent>;
  /** Lets a stopped computer try again. */
  retry(): void;
  close(): void;
}
