// The main thread's side of the SQLite thread (sqlite-worker.ts): requests and their answers
// matched by id, one holder of the connection at a time (a Kysely transaction on this thread
// holds it across its statements, and a group commit's batch waits for it), and a thread that
// dies noticed: what it had not answered fails, and the next request starts a fresh thread on the
// same file. That is the design's answer to a lost connection, as with PostgreSQL's pool: nothing
// unacknowledged was broadcast (an append resolves only after its commit), SQLite rolls back on
// the next open what the dead thread had not committed, and the games whose writes failed are
// rebuilt from the database (registry.ts drops their actors).
import { Worker } from 'node:worker_threads';
import type { Append, Verdict } from '../games/append-batch';
import type {
  SqliteRequest,
  SqliteResponse,
  SqliteRows,
  SqliteThreadData,
} from './sqlite-messages';

const ENTRY = new URL('./sqlite-worker-entry.mjs', import.meta.url);

/** An error the database reported, with SQLite's code (SQLITE_CONSTRAINT_…) when it gave one. */
export class SqliteThreadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

interface Waiting {
  readonly resolve: (value: never) => void;
  readonly reject: (error: Error) => void;
}

/** One holder at a time: as Kysely's own SQLite driver guards its one connection. */
class Mutex {
  private held: Promise<void> | undefined;
  private release: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  unlock(): void {
    const release = this.release;
    this.held = undefined;
    this.release = undefined;
    release?.();
  }
}

export class SqliteThread {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private readonly mutex = new Mutex();
  private closed = false;
  /** Closing: the thread's end is expected, not logged. */
  private closing = false;
  /**
   * Counts the threads that died: a transaction begun before a death must not go on in the next
   * thread, where each of its statements would commit alone (sqlite-dialect.ts checks it).
   */
  generation = 0;

  constructor(
    private readonly data: SqliteThreadData,
    private readonly log: (message: string) => void = (message) =>
      console.error(`[ludus] ${message}`),
  ) {}

  /** Holds the connection until `unlock` (a Kysely connection acquired). */
  lock(): Promise<void> {
    return this.mutex.lock();
  }

  unlock(): void {
    this.mutex.unlock();
  }

  /** One statement, on the connection the caller holds. */
  query(sql: string, parameters: readonly unknown[]): Promise<SqliteRows> {
    return this.request({ kind: 'query', sql, parameters });
  }

  /** A group commit's batch, written when the connection is free; resolves after its commit. */
  async append(batch: readonly Append[]): Promise<Verdict[]> {
    await this.lock();
    try {
      return await this.request<Verdict[]>({ kind: 'append', batch });
    } finally {
      this.unlock();
    }
  }

  /** Ends the thread, which closes the database (SQLite checkpoints its WAL on the last close). */
  async close(): Promise<void> {
    const { worker } = this;
    this.closing = true;
    if (worker) {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      await this.request({ kind: 'close' }).catch((error: Error) => this.log(error.message));
      // It ends by itself once closed (sqlite-worker.ts); one that does not is ended.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    }
    this.closed = true;
    await worker?.terminate();
  }

  /** Stops the thread at once, as a crash would (tests: what a dying thread costs). */
  async kill(): Promise<void> {
    await this.worker?.terminate();
  }

  private request<T>(request: SqliteRequest): Promise<T> {
    if (this.closed) return Promise.reject(new SqliteThreadError('the database is closed'));
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: never) => void, reject });
      // A request in flight keeps the process alive (a start awaiting its migrations).
      if (this.waiting.size === 1) worker.ref();
      worker.postMessage({ id, request });
    });
  }

  private answered(worker: Worker, message: SqliteResponse): void {
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    if (this.waiting.size === 0) worker.unref();
    if (message.ok) waiting.resolve(message.value as never);
    else waiting.reject(new SqliteThreadError(message.message, message.code));
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // No execArgv: the entry registers tsx itself (sqlite-worker-entry.mjs).
    const worker = new Worker(ENTRY, { execArgv: [], workerData: this.data });
    this.worker = worker;
    worker.on('message', (message: SqliteResponse) => this.answered(worker, message));
    const died = (why: string) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.generation += 1;
      if (!this.closing)
        this.log(`the database thread stopped: ${why}; the next request starts another`);
      const lost = [...this.waiting.values()];
      this.waiting.clear();
      for (const { reject } of lost)
        reject(new SqliteThreadError(`the database thread stopped: ${why}`));
    };
    worker.on('error', (error) => died(error.message));
    worker.on('exit', (code) => died(`exit code ${code}`));
    // Waiting for requests must not keep a closing process alive (request() refs it meanwhile).
    worker.unref();
    return worker;
  }
}
