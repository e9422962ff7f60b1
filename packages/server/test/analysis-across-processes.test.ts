// The analysis of finished games with several server processes on one PostgreSQL and one Redis:
// every process queues the games still waiting for an analysis when it starts, and each game is
// analysed by exactly one of them (a claim in Redis, counted by each process's /metrics); a claim
// left by a process killed with SIGKILL mid-analysis expires, and another process takes the game.
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChildServer, spawnServer } from './support/child';
import { TestClient } from './support/client';
import { call, createGame, guest } from './support/http';
import { freshPostgresDatabase } from './support/pg';
import { finished, lastSeq, startBot } from './support/play';
import { sleep, until } from './support/poll';
import { freshRedis } from './support/redis-url';
import { type TestServer, testServer } from './support/server';

/** Shatra plies the bots play before White resigns. */
const PLIES = 10;
/** Games waiting for their analysis. */
const GAMES = 6;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** `games` Shatra games played to their end (White resigns) with the analysis off. */
async function finishedGames(url: string, games: number): Promise<string[]> {
  const server = await testServer({ storage: { kind: 'postgres', url } });
  try {
    const tables: string[] = [];
    for (let i = 0; i < games; i++) {
      const white = await guest(server.url, `White${i}`);
      const table = await createGame(server.url, white, { game: 'shatra' });
      const a = await TestClient.connect(server.url, { cookie: white });
      const b = await TestClient.connect(server.url, { cookie: await guest(server.url, `B${i}`) });
      await a.request({ type: 'watch', table });
      await b.request({ type: 'join', table, clientSeed: 'joiner-seed' });
      let sent = 0;
      const options = { leave: () => sent >= PLIES, afterSend: () => ++sent > 0 };
      const bots = [startBot(a, table, 'white', options), startBot(b, table, 'black', options)];
      await a.next(() => lastSeq(a, table) === PLIES, 20_000);
      for (const bot of bots) expect(bot.errors).toEqual([]);
      a.send({ type: 'intent', table, seq: PLIES, intent: { kind: 'resign' } });
      await finished(a, table);
      a.close();
      b.close();
      tables.push(table);
    }
    return tables;
  } finally {
    await server.stop();
  }
}

/** A server process on the database and Redis, with the analysis on at `shatraDepth`. */
async function spawned(url: string, redis: ReturnType<typeof freshRedis>, shatraDepth: number) {
  const child = await spawnServer({
    DATABASE_URL: url,
    REDIS_URL: redis.url,
    LUDUS_REDIS_PREFIX: redis.prefix ?? '',
    LUDUS_LEASE_MS: String(redis.ttlMs),
    LUDUS_ANALYSIS: 'on',
    LUDUS_ANALYSIS_SHATRA_DEPTH: String(shatraDepth),
  });
  cleanups.push(() => child.kill());
  return child;
}

/** The analyses a process made, by outcome, from its /metrics. */
async function analysesOf(server: ChildServer | TestServer) {
  const text = (await call(server.url, 'GET', '/metrics')).text;
  const count = (outcome: string) => {
    const series = `ludus_analyses_total{outcome="${outcome}"} `;
    const line = text.split('\n').find((l) => l.startsWith(series));
    if (!line) throw new Error(`no ${series} in:\n${text}`);
    return Number(line.slice(series.length));
  };
  return { done: count('done'), failed: count('failed') };
}

function markers(server: TestServer, tables: readonly string[]) {
  return server.services.db
    .selectFrom('game_analyses')
    .select(['game_id', 'status', 'depth'])
    .where('game_id', 'in', tables)
    .execute();
}

describe('the analysis of finished games across processes', () => {
  it('two processes that both queue the pending games analyse each exactly once', async () => {
    const url = await freshPostgresDatabase();
    const redis = freshRedis({ ttlMs: 1_500 });
    const tables = await finishedGames(url, GAMES);
    // Both start together: each queues all the pending games at start.
    const [a, b] = await Promise.all([spawned(url, redis, 4), spawned(url, redis, 4)]);
    // A reader of the database, with the analysis off.
    const reader = await testServer({ storage: { kind: 'postgres', url } });
    cleanups.push(() => reader.stop());
    const rows = await until(
      () => markers(reader, tables),
      (found) => found.length === GAMES,
      150_000,
    );
    expect(rows.every((row) => row.status === 'done' && row.depth === 4)).toBe(true);
    // Settled: nothing more is analysed by either (a second analysis would have been counted).
    await sleep(1_000);
    const [byA, byB] = [await analysesOf(a), await analysesOf(b)];
    expect(byA.failed + byB.failed).toBe(0);
    expect(byA.done + byB.done).toBe(GAMES);
    // Every claim released once its game was stored.
    const admin = new Redis(redis.url);
    cleanups.push(() => void admin.disconnect());
    expect(await admin.keys(`${redis.prefix}analysis:*`)).toEqual([]);
  }, 180_000);

  it('a claim left by a process killed mid-analysis expires, and another process analyses the game', async () => {
    const url = await freshPostgresDatabase();
    const redis = freshRedis({ ttlMs: 1_500 });
    const [table] = await finishedGames(url, 1);
    if (!table) throw new Error('no game');
    const admin = new Redis(redis.url);
    cleanups.push(() => void admin.disconnect());
    const key = `${redis.prefix}analysis:${table}`;
    // The deepest analysis: it is still running when the process is killed.
    const doomed = await spawned(url, redis, 8);
    const holder = await until(
      () => admin.get(key),
      (value) => value !== null,
      60_000,
    );
    // A second process starts meanwhile: the game is claimed, so it leaves it.
    const other = await testServer({
      storage: { kind: 'postgres', url },
      redis,
      analysis: { shatraDepth: 2 },
    });
    cleanups.push(() => other.stop());
    await sleep(500);
    expect(await admin.get(key)).toBe(holder);
    expect(await markers(other, [table])).toEqual([]);
    expect(await analysesOf(other)).toEqual({ done: 0, failed: 0 });

    await doomed.kill();
    // Its claim expires (1.5 s), and the survivor, idle, finds the game pending and analyses it.
    const rows = await until(
      () => markers(other, [table]),
      (found) => found.length === 1,
      30_000,
    );
    expect(rows).toEqual([{ game_id: table, status: 'done', depth: 2 }]);
    expect(await analysesOf(other)).toEqual({ done: 1, failed: 0 });
    expect(await admin.get(key)).toBeNull();
  }, 120_000);
});
