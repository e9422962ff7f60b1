// Kysely over the SQLite thread (sqlite-thread.ts): Kysely's own SQLite dialect (compiler,
// adapter, introspector), with a driver whose one connection sends each statement to the thread.
// The server's queries and migrations run unchanged; only the waiting moves off the event loop.
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { type SqliteThread, SqliteThreadError } from './sqlite-thread';

class ThreadConnection implements DatabaseConnection {
  /** The thread this connection's transaction began on (undefined: none open). */
  inTransactionOf: number | undefined;

  constructor(private readonly thread: SqliteThread) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // A transaction whose thread died is lost: its later statements must not run outside it.
    if (this.inTransactionOf !== undefined && this.inTransactionOf !== this.thread.generation) {
      throw new SqliteThreadError('the database thread stopped during this transaction');
    }
    return (await this.thread.query(compiled.sql, compiled.parameters)) as QueryResult<R>;
  }

  // biome-ignore lint/correctness/useYield: the server streams no query; refused plainly.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported over the SQLite thread');
  }
}

class ThreadDriver implements Driver {
  private readonly connection: ThreadConnection;

  constructor(private readonly thread: SqliteThread) {
    this.connection = new ThreadConnection(thread);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.thread.lock();
    return this.connection;
  }

  async beginTransaction(): Promise<void> {
    await this.connection.executeQuery(CompiledQuery.raw('begin'));
    this.connection.inTransactionOf = this.thread.generation;
  }

  async commitTransaction(): Promise<void> {
    // Left open when the commit fails: Kysely rolls back next (rollbackTransaction).
    await this.connection.executeQuery(CompiledQuery.raw('commit'));
    this.connection.inTransactionOf = undefined;
  }

  async rollbackTransaction(): Promise<void> {
    const lost = this.connection.inTransactionOf !== this.thread.generation;
    this.connection.inTransactionOf = undefined;
    // The thread that held the transaction is gone, and SQLite rolls it back on the next open.
    if (lost) return;
    await this.connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.thread.unlock();
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

export class SqliteThreadDialect implements Dialect {
  constructor(private readonly thread: SqliteThread) {}

  createDriver(): Driver {
    return new ThreadDriver(this.thread);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}
