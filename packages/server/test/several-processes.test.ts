// Several server processes on one PostgreSQL and one Redis, each game owned by one of them: two
// players connected to different processes play a whole game while a spectator watches from a
// third (three child processes); the owner, a real process, is killed with SIGKILL mid-game and
// another takes the game over (a spectator of the dead process reconnects to another); a process cut off from Redis refuses intents instead of forking
// the game, and plays on once Redis is back.
import type { TableEvent, TableView } from '@ludus/session';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { RedisOptions } from '../src/shared/redis/hub';
import { type ChildServer, spawnServer } from './support/child';
import { TestClient } from './support/client';
import { call, createGame, guest } from './support/http';
import { freshPostgresDatabase } from './support/pg';
import { type Bot, eventsSeen, finished, lastSeq, startBot } from './support/play';
import { sleep, until } from './support/poll';
import { cuttableProxy } from './support/proxy';
import { freshRedis } from './support/redis-url';
import { type TestServer, testServer } from './support/server';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(url: string, redis: RedisOptions): Promise<TestServer> {
  const server = await testServer({ storage: { kind: 'postgres', url }, redis });
  cleanups.push(() => server.stop());
  return server;
}

/** A server process of its own (node main.ts) on the database and Redis; SIGKILLed after. */
async function spawned(url: string, redis: RedisOptions): Promise<ChildServer> {
  const child = await spawnServer({
    DATABASE_URL: url,
    REDIS_URL: redis.url,
    LUDUS_REDIS_PREFIX: redis.prefix ?? '',
    LUDUS_LEASE_MS: String(redis.ttlMs),
  });
  cleanups.push(() => child.kill());
  return child;
}

async function connect(url: string, cookie?: string): Promise<TestClient> {
  const client = await TestClient.connect(url, cookie ? { cookie } : {});
  cleanups.push(() => client.close());
  return client;
}

function admin(redis: RedisOptions): Redis {
  const client = new Redis(redis.url);
  cleanups.push(() => void client.disconnect());
  return client;
}

/**
 * The whole log, read from the process at `url` (by a client of its own, so that the watchers'
 * messages stay theirs): numbered 1..n with no gap and no repeat, and every event each watcher
 * was sent is in it, the same, in the same place.
 */
async function checkLog(url: string, table: string, watchers: readonly TestClient[]) {
  const client = await connect(url);
  const log = (await client.request({ type: 'resync', table, since: 0 })).events as TableEvent[];
  expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
  for (const watcher of watchers) {
    for (const event of eventsSeen(watcher, table)) expect(log[event.seq - 1]).toEqual(event);
  }
  return log;
}

function noErrors(bots: readonly Bot[]) {
  for (const bot of bots) expect(bot.errors).toEqual([]);
}

describe('several processes, one game', () => {
  it('players on two processes play a whole game; a spectator on a third sees every move', async () => {
    const url = await freshPostgresDatabase();
    const redis = freshRedis({ ttlMs: 2_000 });
    // Three server processes of their own (node main.ts), started together.
    const [a, b, c] = await Promise.all([
      spawned(url, redis),
      spawned(url, redis),
      spawned(url, redis),
    ]);
    const white = await guest(b.url, 'Aigerim');
    const black = await guest(c.url, 'Bolat');
    // Created through A: A owns the game; neither player is connected to it.
    const table = await createGame(a.url, white, { game: 'backgammon', matchLength: 1 });
    const spectator = await connect(a.url);
    await spectator.request({ type: 'watch', table });
    const onB = await connect(b.url, white);
    const onC = await connect(c.url, black);
    expect(await onC.request({ type: 'join', table, clientSeed: 'joiner-seed' })).toMatchObject({
      view: { viewer: 'black' },
    });
    // Both players watch before either acts: a watcher that comes later gets the table as a
    // view, not the events before it (loading the game at B takes a few round trips).
    await onB.request({ type: 'watch', table });
    const bots = [startBot(onB, table, 'white'), startBot(onC, table, 'black')];
    await finished(spectator, table);
    await finished(onB, table);
    await finished(onC, table);
    noErrors(bots);
    const log = await checkLog(a.url, table, [spectator, onB, onC]);
    expect(log.length).toBeGreaterThan(10);
    // The spectator saw every event, once, in order; so did both players.
    for (const client of [spectator, onB, onC]) expect(eventsSeen(client, table)).toEqual(log);
    const views = spectator.seen.filter((m) => m.type === 'view' && m.table === table);
    expect((views.at(-1)?.view as TableView | undefined)?.seq).toBe(log.length);
    expect((await call(c.url, 'GET', `/api/games/${table}`)).body.status).toBe('finished');
  });

  it('the owner killed with SIGKILL mid-game: another process takes the game over', async () => {
    const url = await freshPostgresDatabase();
    const redis = freshRedis({ ttlMs: 1_500 });
    const owner = await spawned(url, redis);
    const [a, b, c] = [
      await started(url, redis),
      await started(url, redis),
      await started(url, redis),
    ];
    const white = await guest(owner.url, 'Aigerim');
    const black = await guest(owner.url, 'Bolat');
    const table = await createGame(owner.url, white, { game: 'backgammon', matchLength: 1 });
    const leases = admin(redis);
    const key = `${redis.prefix}owner:${table}`;
    const ownerId = await leases.get(key);
    expect(ownerId).toBeTruthy();
    const spectator = await connect(c.url);
    await spectator.request({ type: 'watch', table });
    // A spectator connected to the owner itself: it loses its socket with the process.
    const onOwner = await connect(owner.url);
    await onOwner.request({ type: 'watch', table });
    const onA = await connect(a.url, white);
    const onB = await connect(b.url, black);
    await onB.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    const bots = [startBot(onA, table, 'white'), startBot(onB, table, 'black')];
    // Killed while intents are in flight, forwarded from A and B.
    await onA.next((m) => m.type === 'events' && lastSeq(onA, table) >= 20, 30_000);
    await owner.kill();
    const before = lastSeq(spectator, table);
    // It reconnects to another process, saying what it saw, as the web client does.
    await onOwner.closed;
    const seenThere = lastSeq(onOwner, table);
    const back = await TestClient.connect(c.url, { hello: false });
    cleanups.push(() => back.close());
    back.send({ type: 'hello', v: 1, lastSeen: [{ table, seq: seenThere }] });
    await finished(back, table);
    await finished(spectator, table);
    await finished(onA, table);
    await finished(onB, table);
    noErrors(bots);
    // Another process holds the game now, and played it on past the kill to its end.
    const newOwner = await leases.get(key);
    expect(newOwner).not.toBe(ownerId);
    const log = await checkLog(a.url, table, [spectator, onA, onB]);
    expect(log.length).toBeGreaterThan(before);
    expect(eventsSeen(spectator, table).length).toBeGreaterThan(before);
    // The reconnected spectator: what it saw from the owner, then the rest, once each.
    expect([...eventsSeen(onOwner, table), ...eventsSeen(back, table)]).toEqual(log);
    expect((await call(a.url, 'GET', `/api/games/${table}`)).body.status).toBe('finished');
  });

  it('a process cut off from Redis refuses intents, then plays on when Redis is back', async () => {
    const url = await freshPostgresDatabase();
    const redis = freshRedis({ ttlMs: 1_500 });
    const proxy = await cuttableProxy(redis.url);
    cleanups.push(() => proxy.close());
    // A reaches Redis through the proxy; B directly.
    const a = await started(url, { ...redis, url: proxy.url });
    const b = await started(url, redis);
    const white = await guest(a.url, 'Aigerim');
    const black = await guest(b.url, 'Bolat');
    const table = await createGame(a.url, white, { game: 'backgammon', matchLength: 1 });
    const leases = admin(redis);
    const key = `${redis.prefix}owner:${table}`;
    const holderA = await leases.get(key);
    const onA = await connect(a.url, white);
    const onB = await connect(b.url, black);
    await onB.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    const stopAt = (seq: number) => seq < 8;
    const openers = [
      startBot(onA, table, 'white', { afterSend: stopAt }),
      startBot(onB, table, 'black', { afterSend: stopAt }),
    ];
    await onA.next((m) => m.type === 'events' && lastSeq(onA, table) >= 8, 30_000);
    await sleep(300);
    noErrors(openers);
    const atCut = lastSeq(onA, table);

    proxy.cut();
    // An intent that would change nothing (its seq is wrong), asked until A's lease is no longer
    // surely its own: then A refuses it, saying why, rather than judging it on a table that
    // another process may be changing.
    const probe = () =>
      onA.request({
        type: 'intent',
        table,
        seq: 9_999,
        intent: { kind: 'roll' },
        nonce: 'late-roll',
      });
    const refused = await until(probe, (m) => m.code === 'unavailable', 10_000);
    expect(String(refused.message)).toMatch(/Redis/);
    // Its health check says so, at once: the rate limiter's count, which Redis cannot take, does
    // not hold the request until Redis returns (B, which reaches Redis, is well).
    const health = (server: TestServer) => call(server.url, 'GET', '/api/health');
    const askedAt = Date.now();
    expect(await health(a)).toMatchObject({
      status: 503,
      body: { status: 'unavailable', redis: 'unreachable' },
    });
    expect(Date.now() - askedAt).toBeLessThan(3_000);
    expect(await health(b)).toMatchObject({ status: 200, body: { status: 'ok', redis: 'ok' } });
    // The routes that need Redis (the lobby, a new game's lease, a game's spectators) refuse at
    // once, saying why, instead of waiting for it; nothing is created.
    const refusedAtOnce = async (method: string, path: string, options = {}) => {
      const requestedAt = Date.now();
      expect(await call(a.url, method, path, options)).toMatchObject({
        status: 503,
        body: { error: 'unavailable' },
      });
      expect(Date.now() - requestedAt).toBeLessThan(3_000);
    };
    const body = { game: 'backgammon', matchLength: 1, clientSeed: 'cut-off-seed' };
    await refusedAtOnce('POST', '/api/games', { body, cookie: white });
    await refusedAtOnce('GET', '/api/games');
    await refusedAtOnce('GET', `/api/games/${table}`);
    expect((await call(b.url, 'GET', '/api/games')).status).toBe(200);
    // Meanwhile B takes the game over once A's lease has expired in Redis.
    await until(
      () => leases.get(key),
      (holder) => holder !== holderA && holder !== null,
    );
    // Still cut off: A goes on refusing; it wrote nothing after it lost Redis.
    expect(await probe()).toMatchObject({ code: 'unavailable' });
    const log = (await onB.request({ type: 'resync', table, since: 0 })).events as TableEvent[];
    expect(log.length).toBe(atCut);

    proxy.restore();
    // Back: A finds its lease lost, and forwards to B, which answers (`stale`: the seq is wrong).
    await until(probe, (m) => m.code === 'stale', 20_000);
    expect((await health(a)).status).toBe(200);
    expect((await call(a.url, 'GET', `/api/games/${table}`)).status).toBe(200);
    const bots = [startBot(onA, table, 'white'), startBot(onB, table, 'black')];
    await finished(onA, table);
    await finished(onB, table);
    noErrors(bots);
    const whole = await checkLog(b.url, table, [onA, onB]);
    expect(whole.length).toBeGreaterThan(atCut);
    expect(eventsSeen(onA, table)).toEqual(whole);
  });
});
