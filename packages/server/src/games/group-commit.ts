// Group commit: the games' appends that come in while the event loop is busy are written in one
// transaction, so that one synced commit (SQLite's fsync of its WAL at synchronous=FULL,
// PostgreSQL's WAL flush) makes many intents durable instead of one. Each append still resolves
// only once its commit has returned: an event is broadcast after it is on disk, as before.
// How a batch is written, and each game's own seq guard in it: append-batch.ts. On SQLite the
// batch is written by the database's own thread (db/sqlite-thread.ts), so that neither the
// statements nor the commit's fsync hold up this event loop.
import type { Append, AppendWriter, Verdict } from './append-batch';
import { type Progress, SeqMismatch } from './store';

interface Pending extends Append {
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** At most this many games' appends share one transaction (a bound on its length). */
const MAX_BATCH = 200;

export class GroupCommit {
  private pending: Pending[] = [];
  private scheduled = false;
  /** A batch is being written (serial batching: the next waits for it). */
  private writing = false;

  /**
   * `maxBatch` 1 writes each append in a transaction of its own, side by side: right for
   * PostgreSQL, whose pool runs them on several connections and whose WAL flush already covers
   * every commit written before it, whereas a shared transaction would make their statements wait
   * one after another on one connection. SQLite has one connection, so there batching is what
   * saves the syncs, and one batch is written at a time: the appends that come in while it is
   * written (its fsync included) make the next batch, instead of small batches, each with a sync
   * of its own, queueing for the one connection.
   */
  constructor(
    private readonly write: AppendWriter,
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
    if (this.maxBatch === 1) {
      while (this.pending.length > 0) void this.settle(this.pending.splice(0, 1));
      return;
    }
    if (this.writing || this.pending.length === 0) return;
    this.writing = true;
    void this.settle(this.pending.splice(0, this.maxBatch)).finally(() => {
      this.writing = false;
      this.flush();
    });
  }

  private async settle(batch: readonly Pending[]): Promise<void> {
    let verdicts: readonly Verdict[];
    try {
      verdicts = await this.write(batch.map(({ id, progress }) => ({ id, progress })));
    } catch (error) {
      // The writer itself failed (the SQLite thread died): none of the batch is acknowledged.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const verdict = verdicts[i];
      if (verdict === 'written') item.resolve();
      else if (verdict === 'stale') {
        item.reject(new SeqMismatch(`game ${item.id} is not at ${item.progress.fromSeq}`));
      } else item.reject(new Error(verdict?.error ?? 'the append has no verdict'));
    });
  }
}
