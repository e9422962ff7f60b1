// Group commit: the games' appends that come in while the event loop is busy are written in one
// transaction, so that one synced commit (SQLite's fsync of its WAL at synchronous=FULL,
// PostgreSQL's WAL flush) makes many intents durable instead of one. Each append still resolves
// only once its commit has returned: an event is broadcast after it is on disk, as before.
//
// Every game keeps its own seq guard inside the shared transaction: an append whose game is not
// at its fromSeq writes nothing (the guard is its first statement) and fails alone. Any other
// failure rolls the whole transaction back, and each append of it is then tried alone, so that
// one bad append never costs another game its intent.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appendEvents, appendInTransaction, type Progress, SeqMismatch } from './store';

interface Pending {
  readonly id: string;
  readonly progress: Progress;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** At most this many games' appends share one transaction (a bound on its length). */
const MAX_BATCH = 200;

export class GroupCommit {
  private pending: Pending[] = [];
  private scheduled = false;

  /**
   * `maxBatch` 1 writes each append in a transaction of its own, side by side: right for
   * PostgreSQL, whose pool runs them on several connections and whose WAL flush already covers
   * every commit written before it, whereas a shared transaction would make their statements wait
   * one after another on one connection. SQLite has one connection and a synchronous driver, so
   * there batching is what saves the syncs.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = MAX_BATCH,
  ) {}

  /** Appends one game's events (store.ts appendEvents), sharing a commit with others queued. */
  append(id: string, progress: Progress): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ id, progress, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // After the I/O callbacks of this turn: every intent read from the sockets meanwhile joins.
      setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    this.scheduled = false;
    while (this.pending.length > 0) void this.write(this.pending.splice(0, this.maxBatch));
  }

  private async write(batch: readonly Pending[]): Promise<void> {
    const [only] = batch;
    if (batch.length === 1 && only) return this.writeAlone(only);
    let written: boolean[];
    try {
      written = await this.db.transaction().execute(async (trx) => {
        const done: boolean[] = [];
        for (const { id, progress } of batch)
          done.push(await appendInTransaction(trx, id, progress));
        return done;
      });
    } catch {
      // Nothing of the batch was committed: each append gets its own verdict.
      await Promise.all(batch.map((item) => this.writeAlone(item)));
      return;
    }
    batch.forEach((item, i) => {
      if (written[i]) item.resolve();
      else item.reject(new SeqMismatch(`game ${item.id} is not at ${item.progress.fromSeq}`));
    });
  }

  private async writeAlone(item: Pending): Promise<void> {
    try {
      await appendEvents(this.db, item.id, item.progress);
      item.resolve();
    } catch (error) {
      item.reject(error);
    }
  }
}
