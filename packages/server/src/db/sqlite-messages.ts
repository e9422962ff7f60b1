// What the server's main thread and the SQLite thread (sqlite-worker.ts) say to each other.
import type { Append, Verdict } from '../games/append-batch';
import type { SqliteSynchronous } from './sqlite-file';

export interface SqliteThreadData {
  readonly file: string;
  readonly synchronous: SqliteSynchronous;
}

export type SqliteRequest =
  /** One statement of Kysely's, run as Kysely's own SQLite driver runs it. */
  | { readonly kind: 'query'; readonly sql: string; readonly parameters: readonly unknown[] }
  /** A group commit's batch (games/append-batch.ts), written in the thread's own transaction. */
  | { readonly kind: 'append'; readonly batch: readonly Append[] }
  /** The end: the connection closed (which checkpoints the WAL); nothing may follow. */
  | { readonly kind: 'close' };

/** A query's result: Kysely's QueryResult, as plain data. */
export interface SqliteRows {
  readonly rows: unknown[];
  readonly numAffectedRows?: bigint;
  readonly insertId?: bigint;
}

export type SqliteResponse =
  | { readonly id: number; readonly ok: true; readonly value: SqliteRows | Verdict[] | null }
  | { readonly id: number; readonly ok: false; readonly message: string; readonly code?: string };
