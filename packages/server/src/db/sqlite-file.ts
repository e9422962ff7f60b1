// The SQLite file as its one connection opens it (in the SQLite thread, sqlite-worker.ts): the
// pragmas, and Kysely's view of it with each statement prepared once.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';

export type SqliteSynchronous = 'full' | 'normal';

/** Distinct SQL texts kept prepared: the server's queries are a few dozen; a bound all the same. */
const PREPARED_LIMIT = 500;

export function openSqliteFile(file: string, synchronous: SqliteSynchronous): SQLite.Database {
  mkdirSync(dirname(file), { recursive: true });
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
  return database;
}

/**
 * The database as Kysely's SQLite driver sees it, with each statement prepared once: the driver
 * prepares every query it runs, which costs more than a short query itself. A statement still
 * being iterated (a streamed query) is not handed out again.
 */
export function preparedOnce(database: SQLite.Database) {
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
