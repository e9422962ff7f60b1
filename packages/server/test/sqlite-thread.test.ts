// SQLite's connection in a thread of its own (db/sqlite-thread.ts): a database error there
// refuses the intent with `internal` and leaves the game as it was; a thread that dies fails
// what it had not answered (an append half-written is never committed, a transaction begun on
// it goes no further) and the next request starts a fresh thread on the same file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TableEvent, TableView } from '@ludus/session';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { SqliteThreadDialect } from '../src/db/sqlite-dialect';
import { SqliteThread } from '../src/db/sqlite-thread';
import type { Append } from '../src/games/append-batch';
import { eventsOf, findGame, insertGame } from '../src/games/store';
import { TestClient } from './support/client';
import { createGame, guest } from './support/http';
import { freshNonce } from './support/play';
import { insertTestUser, testGameRow } from './support/rows';
import { testServer } from './support/server';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ludus-sqlite-thread-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('a database error in the SQLite thread', () => {
  it('refuses the intent with internal; the game stays as it was and plays on', async () => {
    const server = await testServer();
    cleanups.push(() => server.stop());
    const [white, black] = [await guest(server.url, 'Aru'), await guest(server.url, 'Baqyt')];
    const table = await createGame(server.url, white, { game: 'backgammon', matchLength: 1 });
    const a = await TestClient.connect(server.url, { cookie: white });
    const b = await TestClient.connect(server.url, { cookie: black });
    cleanups.push(() => {
      a.close();
      b.close();
    });
    await b.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    const view = (await a.request({ type: 'watch', table })).view as TableView;
    const intent = view.legal[0];
    expect(intent).toBeDefined();

    // Another connection to the same file: every event row is refused from now on.
    const other = new SQLite(join(server.dataDir, 'ludus.sqlite'));
    cleanups.push(() => {
      other.close();
    });
    other.exec(`CREATE TRIGGER no_events BEFORE INSERT ON game_events
      BEGIN SELECT RAISE(ABORT, 'the disk says no'); END`);
    const refused = await a.request({
      type: 'intent',
      table,
      seq: view.seq,
      intent,
      nonce: freshNonce(),
    });
    expect(refused).toMatchObject({ type: 'error', code: 'internal' });
    const after = await a.request({ type: 'resync', table, since: 0 });
    expect(after.events).toEqual([]);
    expect(Number(other.prepare('SELECT seq FROM games WHERE id = ?').pluck().get(table))).toBe(0);

    other.exec('DROP TRIGGER no_events');
    a.send({ type: 'intent', table, seq: view.seq, intent, nonce: freshNonce() });
    const events = await a.next((m) => m.type === 'events' && m.table === table);
    expect((events.events as TableEvent[]).map((e) => e.seq)).toEqual([1]);
  });
});

/** Kysely over a fresh SQLite thread, migrated, with one game at seq 0. */
async function threadWithGame() {
  const logged: string[] = [];
  const thread = new SqliteThread(
    { file: join(tempDir(), 'ludus.sqlite'), synchronous: 'normal' },
    (line) => logged.push(line),
  );
  const db = new Kysely<Database>({ dialect: new SqliteThreadDialect(thread) });
  cleanups.push(() => db.destroy());
  const migrated = await new Migrator({ db, provider: migrations }).migrateToLatest();
  expect(migrated.error).toBeUndefined();
  const at = '2026-12-03T12:00:00.000Z';
  await insertTestUser(db, at);
  await insertGame(db, testGameRow('g', at));
  return { thread, db, logged };
}

const append = (fromSeq: number): Append => ({
  id: 'g',
  progress: {
    fromSeq,
    events: [
      { seq: fromSeq + 1, seat: 'white', intent: { kind: 'roll' }, dice: [3, 1] },
    ] as unknown as TableEvent[],
    status: 'playing',
    result: null,
    at: '2026-12-03T12:00:01.000Z',
    clock: null,
    nonce: 'n',
  },
});

/** A statement that keeps the thread busy for a while (a count to a million). */
const SLOW = `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000)
  SELECT count(*) AS n FROM c`;

describe('the SQLite thread dying', () => {
  it('fails what it had not answered, commits nothing of it, and the next request starts anew', async () => {
    const { thread, db, logged } = await threadWithGame();
    const slow = thread.query(SLOW, []);
    // Queued behind the slow statement in the dying thread: never run.
    const appended = thread.append([append(0)]);
    await thread.kill();
    await expect(slow).rejects.toThrow(/the database thread stopped/);
    await expect(appended).rejects.toThrow(/the database thread stopped/);
    expect(logged.join('\n')).toMatch(/the database thread stopped/);

    // A fresh thread on the same file: nothing of the append is there, and it goes in now.
    expect(Number((await findGame(db, 'g'))?.seq)).toBe(0);
    expect(await eventsOf(db, 'g')).toEqual([]);
    expect(await thread.append([append(0)])).toEqual(['written']);
    expect((await eventsOf(db, 'g')).map((e) => e.seq)).toEqual([1]);
  });

  it('ends a transaction begun on it: its later statements are refused, nothing is committed', async () => {
    const { thread, db } = await threadWithGame();
    const at = '2026-12-03T12:00:02.000Z';
    const transaction = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: 'v',
          name: 'V',
          name_key: 'v',
          registered: 0,
          password_hash: null,
          created_at: at,
        })
        .execute();
      await thread.kill();
      // On a fresh thread this would commit alone: refused instead.
      await trx
        .insertInto('users')
        .values({
          id: 'w',
          name: 'W',
          name_key: 'w',
          registered: 0,
          password_hash: null,
          created_at: at,
        })
        .execute();
    });
    await expect(transaction).rejects.toThrow(/stopped during this transaction/);
    const names = await db.selectFrom('users').select('id').orderBy('id').execute();
    expect(names.map((row) => row.id)).toEqual(['u']);
  });
});
