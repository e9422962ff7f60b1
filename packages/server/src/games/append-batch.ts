// The write of a group commit's batch (group-commit.ts), wherever it runs: on the main thread for
// PostgreSQL, in the SQLite thread (db/sqlite-worker.ts) for SQLite. Each game keeps its own seq
// guard inside the shared transaction: an append whose game is not at its fromSeq writes nothing
// (the guard is its first statement) and is refused alone. Any other failure rolls the whole
// transaction back, and each append of it is then tried alone, so that one bad append never
// costs another game its intent.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appendEvents, appendInTransaction, type Progress, SeqMismatch } from './store';

/** One game's append: its accepted events and new state (store.ts). */
export interface Append {
  readonly id: string;
  readonly progress: Progress;
}

/**
 * What became of an append: written (committed), refused by its seq guard (nothing written), or
 * failed with the database's message (nothing written). Plain data: it crosses threads.
 */
export type Verdict = 'written' | 'stale' | { readonly error: string };

/** Writes a batch of appends; one verdict per append, in order. */
export type AppendWriter = (batch: readonly Append[]) => Promise<Verdict[]>;

export async function writeBatch(
  db: Kysely<Database>,
  batch: readonly Append[],
): Promise<Verdict[]> {
  if (batch.length === 1) return Promise.all(batch.map((item) => writeAlone(db, item)));
  let written: boolean[];
  try {
    written = await db.transaction().execute(async (trx) => {
      const done: boolean[] = [];
      for (const { id, progress } of batch) done.push(await appendInTransaction(trx, id, progress));
      return done;
    });
  } catch {
    // Nothing of the batch was committed: each append gets its own verdict.
    return Promise.all(batch.map((item) => writeAlone(db, item)));
  }
  return written.map((ok) => (ok ? 'written' : 'stale'));
}

async function writeAlone(db: Kysely<Database>, { id, progress }: Append): Promise<Verdict> {
  try {
    await appendEvents(db, id, progress);
    return 'written';
  } catch (error) {
    if (error instanceof SeqMismatch) return 'stale';
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
