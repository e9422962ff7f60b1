// The games waiting for their analysis are a queue (db/migrations.ts 0006): a game's end queues
// it in the transaction of its last events, its analysis takes it off, and the migration queues
// the finished games that had none, oldest first — so that finding the pending games reads the
// games waiting, not every game the site ever finished.
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingAnalyses, saveAnalysis } from '../src/analysis/store';
import { migrations } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { appendEvents, insertGame } from '../src/games/store';
import { freshPostgresDatabase } from './support/pg';
import { insertTestUser, testGameRow } from './support/rows';

const dbs: Array<Kysely<Database>> = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.destroy();
});

/** A database with no migration run yet: SQLite in memory, or a fresh PostgreSQL database. */
const DATABASES: ReadonlyArray<[string, () => Promise<Kysely<Database>>]> = [
  [
    'SQLite',
    async () => new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) }),
  ],
  [
    'PostgreSQL',
    async () => {
      const pool = new pg.Pool({ connectionString: await freshPostgresDatabase() });
      return new Kysely({ dialect: new PostgresDialect({ pool }) });
    },
  ],
];

async function migrate(db: Kysely<Database>, to?: string) {
  const migrator = new Migrator({ db, provider: migrations });
  const done = to === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(to);
  expect(done.error).toBeUndefined();
}

const game = (id: string, status: string, updatedAt: string) =>
  testGameRow(id, '2026-12-01T00:00:00.000Z', { status, updated_at: updatedAt });

const failedAnalysis = (gameId: string) => ({
  gameId,
  kind: 'backgammon',
  depth: 0,
  engine: 'test',
  at: '2026-12-07T00:00:00.000Z',
  seats: { failed: 'the log does not replay' },
});

describe.each(DATABASES)('the analysis queue on %s', (_label, open) => {
  it('queues the finished games left unanalysed, then each end, and drops each analysed game', async () => {
    const db = await open();
    dbs.push(db);
    await migrate(db, '0005-analyses');
    await insertTestUser(db, '2026-12-01T00:00:00.000Z');
    await insertGame(db, game('late', 'finished', '2026-12-03T00:00:00.000Z'));
    await insertGame(db, game('early', 'finished', '2026-12-02T00:00:00.000Z'));
    await insertGame(db, game('analysed', 'finished', '2026-12-01T00:00:00.000Z'));
    await insertGame(db, game('playing', 'playing', '2026-12-01T00:00:00.000Z'));
    await db
      .insertInto('game_analyses')
      .values({
        game_id: 'analysed',
        status: 'done',
        depth: 2,
        engine: 'test',
        message: null,
        analysed_at: '2026-12-02T00:00:00.000Z',
      })
      .execute();

    // The migration queues the finished games without an analysis, oldest first.
    await migrate(db);
    expect(await pendingAnalyses(db, 10)).toEqual(['early', 'late']);
    expect(await pendingAnalyses(db, 1)).toEqual(['early']);

    // A game's end queues it with its last events; an append that does not end it does not.
    const ending = { fromSeq: 0, events: [], result: null, clock: null, nonce: null };
    await appendEvents(db, 'playing', {
      ...ending,
      status: 'playing',
      at: '2026-12-04T00:00:00.000Z',
    });
    expect(await pendingAnalyses(db, 10)).toEqual(['early', 'late']);
    await appendEvents(db, 'playing', {
      ...ending,
      status: 'finished',
      at: '2026-12-05T00:00:00.000Z',
    });
    expect(await pendingAnalyses(db, 10)).toEqual(['early', 'late', 'playing']);

    // Its analysis (or its failed marker) takes a game off; a second analysis changes nothing.
    expect(await saveAnalysis(db, failedAnalysis('early'))).toBe(true);
    expect(await pendingAnalyses(db, 10)).toEqual(['late', 'playing']);
    expect(await saveAnalysis(db, failedAnalysis('early'))).toBe(false);
    expect(await saveAnalysis(db, failedAnalysis('playing'))).toBe(true);
    expect(await pendingAnalyses(db, 10)).toEqual(['late']);
  });
});
