// Opening the database: embedded SQLite in the data directory by default, PostgreSQL when a URL
// is given; migrations run before anything else touches it.
import { join, resolve } from 'node:path';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type AppendWriter, writeBatch } from '../games/append-batch';
import { migrations } from './migrations';
import type { Database } from './schema';
import { SqliteThreadDialect } from './sqlite-dialect';
import type { SqliteSynchronous } from './sqlite-file';
import { SqliteThread } from './sqlite-thread';

export type StorageConfig =
  | {
      readonly kind: 'sqlite';
      readonly dataDir: string;
      /** SQLite's `synchronous` in WAL mode (full when absent): see sqlite-file.ts. */
      readonly synchronous?: SqliteSynchronous;
    }
  | { readonly kind: 'postgres'; readonly url: string };

export type { SqliteSynchronous };

export interface Storage {
  readonly db: Kysely<Database>;
  /** Where the data lives, for people: the SQLite file, or the PostgreSQL URL without password. */
  readonly where: string;
  /**
   * Writes a group commit's batch of game appends (games/group-commit.ts): on SQLite in the
   * database's thread, on PostgreSQL through the pool.
   */
  readonly appends: AppendWriter;
  close(): Promise<void>;
}

function openSqlite(
  dataDir: string,
  synchronous: SqliteSynchronous,
): { db: Kysely<Database>; where: string; appends: AppendWriter } {
  const file = join(resolve(dataDir), 'ludus.sqlite');
  // The database's one connection lives in a thread of its own (sqlite-thread.ts): the driver is
  // synchronous, and its statements and commits (with FULL, an fsync each) would otherwise run on
  // the event loop that serves every socket.
  const thread = new SqliteThread({ file, synchronous });
  return {
    db: new Kysely<Database>({ dialect: new SqliteThreadDialect(thread) }),
    where: file,
    appends: (batch) => thread.append(batch),
  };
}

function openPostgres(url: string): {
  db: Kysely<Database>;
  where: string;
  appends: AppendWriter;
} {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that drops (PostgreSQL restarted, a network cut) must not end the
  // process: without a listener the pool's 'error' event would. The next query reconnects.
  pool.on('error', (error) =>
    console.error(`[ludus] postgres: an idle connection failed: ${error.message}`),
  );
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, where: `${shown}`, appends: (batch) => writeBatch(db, batch) };
}

/** Opens the database and brings its schema up to date; throws when either fails. */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  const { db, where, appends } =
    config.kind === 'sqlite'
      ? openSqlite(config.dataDir, config.synchronous ?? 'full')
      : openPostgres(config.url);
  const migrated = await new Migrator({ db, provider: migrations }).migrateToLatest();
  if (migrated.error) {
    await db.destroy();
    throw new Error(`database migration failed: ${String(migrated.error)}`);
  }
  return { db, where, appends, close: () => db.destroy() };
}
