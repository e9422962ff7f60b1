// The server as a real process, killed with SIGKILL in the middle of a game that two bots play
// as fast as they can, then started again on the same database: every event a client was sent
// is in the rebuilt game, dice and all, and the game plays on from the last accepted intent to
// its end, and its record's dice verify. On SQLite and on PostgreSQL; and on SQLite with several
// games' bots at once, killed while their group commits are in the SQLite thread.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyMat } from '@ludus/fair-dice';
import type { TableEvent } from '@ludus/session';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChildServer, spawnServer } from './support/child';
import { TestClient } from './support/client';
import { call, createGame, guest } from './support/http';
import { freshPostgresDatabase } from './support/pg';
import { eventsSeen, finished, lastSeq, startBot } from './support/play';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(env: Record<string, string>): Promise<ChildServer> {
  const server = await spawnServer(env);
  cleanups.push(() => server.kill());
  return server;
}

/** Resolves when `client` has seen at least `seq` events of the table. */
async function seenUpTo(client: TestClient, table: string, seq: number) {
  await client.next(
    (m) => m.type === 'events' && m.table === table && lastSeq(client, table) >= seq,
    30_000,
  );
}

async function killMidGame(env: Record<string, string>) {
  const first = await started(env);
  const [white, black] = [await guest(first.url, 'Aigerim'), await guest(first.url, 'Bolat')];
  const table = await createGame(first.url, white, { game: 'backgammon', matchLength: 1 });
  const a = await TestClient.connect(first.url, { cookie: white });
  const b = await TestClient.connect(first.url, { cookie: black });
  await b.request({ type: 'join', table, clientSeed: 'joiner-seed' });
  startBot(a, table, 'white');
  startBot(b, table, 'black');
  // Killed while the bots keep intents in flight: some accepted, some not yet.
  await seenUpTo(a, table, 20);
  await first.kill();
  const before = seenByEither(a, b, table);
  expect(before.length).toBeGreaterThanOrEqual(20);

  const second = await started(env);
  expect(second.output()).toMatch(/games restored: 1\b/);
  // The same cookies: sessions live in the database too.
  const a2 = await TestClient.connect(second.url, { cookie: white });
  const b2 = await TestClient.connect(second.url, { cookie: black });
  const log = (await a2.request({ type: 'resync', table, since: 0 })).events as TableEvent[];
  // Nothing a client was sent is lost; the log may hold more (written, not yet sent).
  expect(log.slice(0, before.length)).toEqual(before);
  const bots = [startBot(a2, table, 'white'), startBot(b2, table, 'black')];
  await finished(a2, table);
  const summary = (await call(second.url, 'GET', `/api/games/${table}`)).body;
  expect(summary.status).toBe('finished');
  const whole = (await a2.request({ type: 'resync', table, since: 0 })).events as TableEvent[];
  expect(whole.map((e) => e.seq)).toEqual(whole.map((_, i) => i + 1));
  expect(whole.slice(0, log.length)).toEqual(log);
  // Every roll, before the kill and after, is the verifiable dice's: the nonces were restored.
  const record = await call(second.url, 'GET', `/api/games/${table}/record`);
  const verified = verifyMat(record.text);
  expect(verified.ok && verified.value.mismatch).toBeNull();
  const rolls = whole.reduce((n, e) => n + e.dice.length / 2, 0);
  expect(verified.ok && verified.value.checked.length).toBe(rolls);
  for (const bot of bots) expect(bot.errors).toEqual([]);
  for (const client of [a, b, a2, b2]) client.close();
}

/** Every event either client of a game was sent, once each, in seq order. */
function seenByEither(a: TestClient, b: TestClient, table: string): TableEvent[] {
  return [...eventsSeen(a, table), ...eventsSeen(b, table)]
    .sort((x, y) => x.seq - y.seq)
    .filter((e, i, all) => i === 0 || all[i - 1]?.seq !== e.seq);
}

/**
 * Several games at once, so that the kill comes while group commits of several games are in the
 * SQLite thread (or on their way to it): every event sent to a client was committed first.
 */
async function killMidBurst(env: Record<string, string>, count: number) {
  const first = await started(env);
  const games = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const [white, black] = [await guest(first.url, `W${i}`), await guest(first.url, `B${i}`)];
      const table = await createGame(first.url, white, { game: 'backgammon', matchLength: 1 });
      const a = await TestClient.connect(first.url, { cookie: white });
      const b = await TestClient.connect(first.url, { cookie: black });
      await b.request({ type: 'join', table, clientSeed: `joiner-${i}` });
      return { white, table, a, b };
    }),
  );
  for (const { table, a, b } of games) {
    startBot(a, table, 'white');
    startBot(b, table, 'black');
  }
  await Promise.all(games.map(({ a, table }) => seenUpTo(a, table, 12)));
  await first.kill();

  const second = await started(env);
  expect(second.output()).toMatch(new RegExp(`games restored: ${count}\\b`));
  for (const { white, table, a, b } of games) {
    const before = seenByEither(a, b, table);
    expect(before.length).toBeGreaterThanOrEqual(12);
    const a2 = await TestClient.connect(second.url, { cookie: white });
    const log = (await a2.request({ type: 'resync', table, since: 0 })).events as TableEvent[];
    expect(log.slice(0, before.length)).toEqual(before);
    for (const client of [a, b, a2]) client.close();
  }
}

describe('SIGKILL mid-game, then a restart: no accepted intent is lost', () => {
  it('on SQLite, four games at once (their group commits in the SQLite thread)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ludus-kill-burst-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await killMidBurst({ LUDUS_DATA_DIR: dataDir }, 4);
  });

  it('on SQLite', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ludus-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await killMidGame({ LUDUS_DATA_DIR: dataDir });
  });

  it('on PostgreSQL', async () => {
    await killMidGame({ DATABASE_URL: await freshPostgresDatabase() });
  });
});
