// Two server processes (two servers in this test process, each with its own Redis connections
// and process id) on one PostgreSQL database and one Redis: a game created and played on A is
// listed by B's lobby and watched, move by move, by a spectator connected to B; a join sent to B
// is made by A; a lost lease moves the game; the HTTP rate limits count across both.
import type { TableEvent, TableView } from '@ludus/session';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { call, createGame, guest } from './support/http';
import { freshPostgresDatabase } from './support/pg';
import { eventsSeen, finished, startBot } from './support/play';
import { freshRedis } from './support/redis-url';
import { type TestServer, testServer } from './support/server';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(options: Parameters<typeof testServer>[0]): Promise<TestServer> {
  const server = await testServer(options);
  cleanups.push(() => server.stop());
  return server;
}

async function connect(url: string, cookie?: string): Promise<TestClient> {
  const client = await TestClient.connect(url, cookie ? { cookie } : {});
  cleanups.push(() => client.close());
  return client;
}

describe('two processes sharing PostgreSQL and Redis', () => {
  it("B lists A's table and B's spectator sees every event A publishes", async () => {
    const url = await freshPostgresDatabase();
    const redis = freshRedis();
    const a = await started({ storage: { kind: 'postgres', url }, redis });
    const b = await started({ storage: { kind: 'postgres', url }, redis });
    const [white, black] = [await guest(a.url, 'Aigerim'), await guest(a.url, 'Bolat')];

    const lobby = await connect(b.url);
    const first = await lobby.request({ type: 'lobby-subscribe' });
    expect(first.tables).toEqual([]);
    const table = await createGame(a.url, white, { game: 'backgammon', matchLength: 1 });
    // B's lobby socket hears of A's new table, and B's HTTP lobby lists it.
    const listed = await lobby.next(
      (m) => m.type === 'lobby' && (m.tables as Array<{ table: string }>).length > 0,
    );
    expect(listed.tables).toEqual([
      expect.objectContaining({ table, seats: { white: 'Aigerim', black: null } }),
    ]);
    expect((await call(b.url, 'GET', '/api/games')).body.games).toEqual([
      expect.objectContaining({ table, game: 'backgammon', matchLength: 1 }),
    ]);

    const spectator = await connect(b.url);
    const watched = await spectator.request({ type: 'watch', table });
    expect(watched).toMatchObject({ type: 'view', view: { viewer: 'spectator', seq: 0 } });
    // Counted across processes: A's summary of its own game counts B's spectator.
    const counted = async () => (await call(a.url, 'GET', `/api/games/${table}`)).body.spectators;
    for (let i = 0; (await counted()) !== 1 && i < 100; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await counted()).toBe(1);

    const playerA = await connect(a.url, white);
    const playerB = await connect(a.url, black);
    await playerB.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    await spectator.next((m) => m.type === 'seats' && m.table === table && m.status === 'playing');
    const bots = [startBot(playerA, table, 'white'), startBot(playerB, table, 'black')];
    await finished(spectator, table);
    for (const bot of bots) expect(bot.errors).toEqual([]);

    // Every event, once, in order, the same as the players'; the last view is the final one.
    const seen = eventsSeen(spectator, table);
    expect(seen.map((e) => e.seq)).toEqual(seen.map((_, i) => i + 1));
    await finished(playerA, table);
    expect(seen).toEqual(eventsSeen(playerA, table));
    const views = spectator.seen.filter((m) => m.type === 'view' && m.table === table);
    expect((views.at(-1)?.view as TableView | undefined)?.seq).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(10);
    // B's copy of the game kept up: its resync is the whole log.
    const log = (await spectator.request({ type: 'resync', table, since: 0 })).events;
    expect(log as TableEvent[]).toEqual(seen);
    // A finished game leaves the lobby on both.
    expect((await call(b.url, 'GET', '/api/games')).body.games).toEqual([]);
  });

  it('a join sent to the process that does not own the game is made by its owner', async () => {
    const url = await freshPostgresDatabase();
    const redis = freshRedis();
    const a = await started({ storage: { kind: 'postgres', url }, redis });
    const b = await started({ storage: { kind: 'postgres', url }, redis });
    const white = await guest(a.url, 'Aigerim');
    const table = await createGame(a.url, white, { game: 'shatra' });
    const black = await guest(b.url, 'Bolat');
    const onB = await connect(b.url, black);
    // B forwards the join to A; the answer, from B's copy of the table, shows the seat taken.
    const joined = await onB.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    expect(joined).toMatchObject({ type: 'view', view: { viewer: 'black' } });
    const seats = onB.seen.filter((m) => m.type === 'seats' && m.table === table).at(-1);
    expect(seats).toMatchObject({ seats: { white: 'Aigerim', black: 'Bolat' }, status: 'playing' });
    const summary = (await call(a.url, 'GET', `/api/games/${table}`)).body;
    expect(summary.seats).toEqual({ white: 'Aigerim', black: 'Bolat' });
    // The same join sent again is answered by the owner with the seat held, and B sends the
    // table again; the other seat is refused by the owner, and the refusal comes back.
    expect(await onB.request({ type: 'join', table })).toMatchObject({
      type: 'view',
      view: { viewer: 'black' },
    });
    expect(await onB.request({ type: 'join', table, seat: 'white' })).toMatchObject({
      code: 'forbidden',
    });
  });

  it('a process whose lease was lost forwards the game to its new owner', async () => {
    const url = await freshPostgresDatabase();
    const redis = freshRedis({ ttlMs: 600 });
    const a = await started({ storage: { kind: 'postgres', url }, redis });
    const b = await started({ storage: { kind: 'postgres', url }, redis });
    const white = await guest(a.url, 'Aigerim');
    const table = await createGame(a.url, white, { game: 'backgammon', matchLength: 1 });
    // As if A's renewals had not reached Redis for longer than the TTL: its lease is gone.
    const admin = new Redis(redis.url);
    cleanups.push(() => void admin.disconnect());
    const key = `${redis.prefix}owner:${table}`;
    const holderA = await admin.get(key);
    expect(await admin.del(key)).toBe(1);
    // B, asked for the game, finds the lease free, claims it and runs the game.
    const black = await guest(b.url, 'Bolat');
    const onB = await connect(b.url, black);
    const joined = await onB.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    expect(joined).toMatchObject({ type: 'view', view: { viewer: 'black' } });
    const holderB = await admin.get(key);
    expect(holderB).not.toBe(holderA);
    // A's heartbeat finds its lease lost (within a beat, a third of the TTL): from then on A
    // forwards the game's intents to B, which decides them.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const onA = await connect(a.url, white);
    await onA.request({ type: 'watch', table });
    onA.send({ type: 'intent', table, seq: 0, intent: { kind: 'roll' }, nonce: 'first-roll' });
    const events = await onA.next((m) => m.type === 'events' && m.table === table);
    expect((events.events as TableEvent[])[0]).toMatchObject({ seq: 1, seat: 'white' });
    expect(await admin.get(key)).toBe(holderB);
    // One event in the log, written once, by B.
    const log = (await onB.request({ type: 'resync', table, since: 0 })).events as TableEvent[];
    expect(log.map((e) => e.seq)).toEqual([1]);
  });

  it('the chat flood rule counts a player’s lines on both processes together', async () => {
    const url = await freshPostgresDatabase();
    const redis = freshRedis();
    const a = await started({ storage: { kind: 'postgres', url }, redis });
    const b = await started({ storage: { kind: 'postgres', url }, redis });
    const table = await createGame(a.url, await guest(a.url, 'Aigerim'), { game: 'shatra' });
    // One spectator, a socket on each process.
    const dana = await guest(a.url, 'Dana');
    const [onA, onB] = [await connect(a.url, dana), await connect(b.url, dana)];
    for (const socket of [onA, onB]) await socket.request({ type: 'watch', table });
    /** The line relayed back (taken from both sockets' inboxes), or the refusal's code. */
    const say = async (socket: TestClient, other: TestClient, text: string) => {
      const relayed = (m: { type: string; text?: unknown }) => m.type === 'chat' && m.text === text;
      const answer = await Promise.race([
        socket.next(relayed),
        socket.request({ type: 'chat', table, channel: 'spectators', text }),
      ]);
      if (answer.type === 'error') return String(answer.code);
      await other.next(relayed);
      return 'sent';
    };
    const verdicts = [
      await say(onA, onB, 'one'),
      // The same line on the other process: a repeat.
      await say(onB, onA, 'one'),
      await say(onB, onA, 'two'),
      await say(onA, onB, 'three'),
      await say(onB, onA, 'four'),
      // A fifth within 10 s, wherever it is sent.
      await say(onA, onB, 'five'),
    ];
    expect(verdicts).toEqual(['sent', 'rate-limited', 'sent', 'sent', 'sent', 'rate-limited']);
    const stored = await a.services.db
      .selectFrom('chat_messages')
      .select('text')
      .where('game_id', '=', table)
      .execute();
    expect(stored.map((row) => row.text).sort()).toEqual(['four', 'one', 'three', 'two']);
  });

  it('HTTP rate limits count across the processes', async () => {
    const redis = freshRedis();
    const limits = { accountPerMinute: 3, httpPerMinute: 1_000, socketMessages: 1_000 };
    const a = await started({ redis, limits });
    const b = await started({ redis, limits });
    const statuses: number[] = [];
    for (const base of [a.url, b.url, a.url, b.url, a.url]) {
      statuses.push((await call(base, 'POST', '/api/guest', { body: { name: 'Dana' } })).status);
    }
    // Three in the minute in all, wherever they went; each process alone saw at most three.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Counted in Redis, by the limiter's Redis store, under the site's prefix.
    const admin = new Redis(redis.url);
    cleanups.push(() => void admin.disconnect());
    expect((await admin.keys(`${redis.prefix}rate:*`)).length).toBeGreaterThan(0);
  });
});
