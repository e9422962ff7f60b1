// Opening the database: embedded SQLite in the data directory by default, PostgreSQL when a URL
// is given; migrations run before anything else touches it.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import type { Database } from './schema';

export type StorageConfig =
  | {
      readonly kind: 'sqlite';
      readonly dataDir: string;
      /** SQLite's `synchronous` in WAL mode (full when absent): see openSqlite. */
      readonly synchronous?: SqliteSynchronous;
    }
  | { readonly kind: 'postgres'; readonly url: string };

export type SqliteSynchronous = 'full' | 'normal';

export interface Storage {
  readonly db: Kysely<Database>;
  /** Where the data lives, for people: the SQLite file, or the PostgreSQL URL without password. */
  readonly where: string;
  close(): Promise<void>;
}

/** Distinct SQL texts kept prepared: the server's queries are a few dozen; a bound all the same. */
const PREPARED_LIMIT = 500;

/**
 * The database as Kysely's SQLite driver sees it, with each statement prepared once: the driver
 * prepares every query it runs, which costs more than a short query itself. A statement still
 * being iterated (a streamed query) is not handed out again.
 */
function preparedOnce(database: SQLite.Database) {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const known = prepared.get(sql);
      if (known && !known.busy) return known;
      const statement = database.prepare(sql);
      if (!known) {
        if (prepared.size >= PREPARED_LIMIT) prepared.clear();
        prepared.set(sql, statement);
      }
      return statement;
    },
  };
}

function openSqlite(
  dataDir: string,
  synchronous: SqliteSynchronous,
): { db: Kysely<Database>; where: string } {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'ludus.sqlite');
  const database = new SQLite(file);
  // WAL lets readers run beside the one writer. synchronous=FULL syncs the WAL at every commit,
  // so that an event a client was sent survives a crash of the machine (power loss), not only of
  // the process; NORMAL leaves the sync to checkpoints: a commit is in the operating system's
  // hands when it returns, which a crash of the process (SIGKILL) does not undo, but a power loss
  // may take the last commits back (the database stays consistent). Group commit
  // (games/group-commit.ts) shares one sync among the intents that arrive together.
  database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const dialect = new SqliteDialect({ database: preparedOnce(database) });
  return { db: new Kysely<Database>({ dialect }), where: file };
}

function openPostgres(url: string): { db: Kysely<Database>; where: string } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that drops (PostgreSQL restarted, a network cut) must not end the
  // process: without a listener the pool's 'error' event would. The next query reconnects.
  pool.on('error', (error) =>
    console.error(`[ludus] postgres: an idle connection failed: ${error.message}`),
  );
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    where: `${shown}`,
  };
}

/** Opens the database and brings its schema up to date; throws when either fails. */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  const { db, where } =
    config.kind === 'sqlite'
      ? openSqlite(config.dataDir, config.synchronous ?? 'full')
      : openPostgres(config.url);
  const migrated = await new Migrator({ db, provider: migrations }).migrateToLatest();
  if (migrated.error) {
    await db.destroy();
    throw new Error(`database migration failed: ${String(migrated.error)}`);
  }
  return { db, where, close: () => db.destroy() };
}
