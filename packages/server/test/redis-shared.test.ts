// The shared interfaces over a real Redis (the run's throw-away redis-server): two hubs stand for
// two server processes; a child process killed with SIGKILL stands for one that dies.
import { afterEach, describe, expect, it } from 'vitest';
import type { LobbyEntry } from '../src/shared/lobby';
import { redisBus } from '../src/shared/redis/bus';
import { connectRedis, type RedisHub, type RedisOptions } from '../src/shared/redis/hub';
import { redisLobby } from '../src/shared/redis/lobby';
import { redisOwnership } from '../src/shared/redis/ownership';
import { redisPresence } from '../src/shared/redis/presence';
import { registerProcess } from '../src/shared/redis/processes';
import { startHolder } from './support/holder';
import { until } from './support/poll';
import { freshRedis } from './support/redis-url';

const logged: string[] = [];
const log = (message: string) => logged.push(message);
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function hub(options: RedisOptions): Promise<RedisHub> {
  const made = await connectRedis(options, log);
  await registerProcess(made);
  cleanups.push(() => made.close());
  return made;
}

const entry = (table: string, createdAt: string): LobbyEntry => ({
  table,
  game: 'shatra',
  matchLength: 0,
  seats: { white: 'Aigerim', black: null },
  status: 'open',
  createdAt,
});

describe('the bus over Redis pub/sub', () => {
  it('carries a message to the other process once, and to its own subscribers at once', async () => {
    const options = freshRedis();
    const [a, b] = [await hub(options), await hub(options)];
    const [busA, busB] = [
      redisBus<{ n: number }>(a, 't', log),
      redisBus<{ n: number }>(b, 't', log),
    ];
    const heardA: number[] = [];
    const heardB: number[] = [];
    const stopA = busA.subscribe('table:x', (m) => heardA.push(m.n));
    busB.subscribe('table:x', (m) => heardB.push(m.n));
    busB.subscribe('table:other', () => heardB.push(-1));
    await Promise.all([busA.subscribed(), busB.subscribed()]);
    busB.publish('table:x', { n: 1 });
    // In its own process, at once: before anything went through Redis.
    expect(heardB).toEqual([1]);
    busB.publish('table:x', { n: 2 });
    await until(
      async () => heardA,
      (h) => h.length === 2,
    );
    stopA();
    await busA.subscribed();
    busB.publish('table:x', { n: 3 });
    busA.publish('table:x', { n: 4 });
    await until(
      async () => heardB,
      (h) => h.length === 4,
    );
    // Neither heard its own messages twice; A heard nothing once unsubscribed.
    expect(heardB).toEqual([1, 2, 3, 4]);
    expect(heardA).toEqual([1, 2]);
  });
});

describe('presence and the lobby over Redis', () => {
  it('sum and list every live process, and drop a killed one after its expiry', async () => {
    const options = freshRedis({ ttlMs: 1_000 });
    const [a, b] = [await hub(options), await hub(options)];
    const [presenceA, presenceB] = [redisPresence(a, log), redisPresence(b, log)];
    const [lobbyA, lobbyB] = [redisLobby(a, log), redisLobby(b, log)];
    const lobbyChanges: number[] = [];
    const presenceChanges: Array<string | undefined> = [];
    const seatChanges: Array<string | undefined> = [];
    lobbyB.onChange(() => lobbyChanges.push(Date.now()));
    presenceB.onChange((table) => presenceChanges.push(table));
    presenceB.onSeatChange((table) => seatChanges.push(table));
    await b.subscribed();

    presenceA.enter('t1', 'socket 1');
    presenceA.enter('t1', 'socket 2');
    presenceA.enter('t1', 'socket 2');
    presenceB.enter('t1', 'socket 3');
    // A seat's player's socket counts for the seat, anywhere, and not as a spectator.
    presenceA.seatEnter('t1', 'white', 'socket 4');
    lobbyA.put(entry('t1', '2026-01-01T00:00:00.000Z'));
    lobbyB.put(entry('t2', '2026-01-02T00:00:00.000Z'));
    await until(
      () => presenceB.spectators('t1'),
      (n) => n === 3,
    );
    const listed = await until(
      () => lobbyA.list(),
      (l) => l.length === 2,
    );
    expect(listed.map((e) => e.table)).toEqual(['t2', 't1']);
    await until(
      async () => lobbyChanges.length,
      (n) => n >= 2,
    );
    await until(
      async () => presenceChanges,
      (c) => c.includes('t1'),
    );
    expect(await presenceB.seated('t1')).toEqual({ white: true, black: false });
    await until(
      async () => seatChanges,
      (c) => c.includes('t1'),
    );
    presenceA.seatLeave('t1', 'white', 'socket 4');
    await until(
      () => presenceB.seated('t1'),
      (seated) => !seated.white,
    );

    presenceA.leave('t1', 'socket 1');
    lobbyA.remove('t1');
    await until(
      () => presenceB.spectators('t1'),
      (n) => n === 2,
    );
    await until(
      () => lobbyB.list(),
      (l) => l.length === 1,
    );

    // A process killed outright: its spectator and its table stay for less than the TTL more.
    const holder = await startHolder(options, 't3');
    expect(await presenceA.spectators('t3')).toBe(1);
    expect(await presenceA.seated('t3')).toEqual({ white: false, black: true });
    expect((await lobbyA.list()).map((e) => e.table)).toContain('t3');
    await holder.kill();
    const killedAt = Date.now();
    presenceChanges.length = 0;
    await until(
      () => presenceA.spectators('t3'),
      (n) => n === 0,
      5_000,
    );
    await until(
      () => lobbyA.list(),
      (l) => !l.some((e) => e.table === 't3'),
      5_000,
    );
    expect(await presenceA.seated('t3')).toEqual({ white: false, black: false });
    expect(Date.now() - killedAt).toBeLessThan(3_000);
    // The heartbeats that found it dead said so: lobby screens refresh.
    await until(
      async () => presenceChanges,
      (c) => c.includes(undefined),
      5_000,
    );
    // The game's owner hears it too, and reads its seats anew.
    expect(seatChanges).toContain(undefined);
    // The live processes' entries stay, refreshed by their heartbeats well past the TTL.
    expect(await presenceA.spectators('t1')).toBe(2);
    expect((await lobbyA.list()).map((e) => e.table)).toEqual(['t2']);
  });
});

describe('game leases in Redis', () => {
  it('are exclusive, renewed while their process lives, released safely', async () => {
    const options = freshRedis({ ttlMs: 600 });
    const [a, b] = [await hub(options), await hub(options)];
    const [ownA, ownB] = [redisOwnership(a, log), redisOwnership(b, log)];
    expect(await ownA.claim('g1')).toBe(true);
    expect(await ownA.claim('g1')).toBe(true);
    expect(await ownB.claim('g1')).toBe(false);
    // Three TTLs later A still holds it: its heartbeat renews the lease.
    await new Promise((resolve) => setTimeout(resolve, 1_800));
    expect(await ownB.claim('g1')).toBe(false);
    // B's release of a lease it does not hold deletes nothing.
    await ownB.release('g1');
    expect(await ownB.claim('g1')).toBe(false);
    await ownA.release('g1');
    expect(await ownB.claim('g1')).toBe(true);
    expect(await ownA.claim('g1')).toBe(false);
    expect([...ownB.owned()]).toEqual(['g1']);
  });

  it('expire when their process dies, and another takes the game', async () => {
    const options = freshRedis({ ttlMs: 800 });
    const b = await hub(options);
    const ownB = redisOwnership(b, log);
    const holder = await startHolder(options, 'g2');
    expect(await ownB.claim('g2')).toBe(false);
    await holder.kill();
    const killedAt = Date.now();
    await until(
      () => ownB.claim('g2'),
      (owned) => owned,
      5_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(2_000);
  });

  it('a lease taken over after it expired is reported lost to the old owner', async () => {
    const options = freshRedis({ ttlMs: 600 });
    const [a, b] = [await hub(options), await hub(options)];
    const ownA = redisOwnership(a, log);
    const lost: string[] = [];
    ownA.onLost((table) => lost.push(table));
    expect(await ownA.claim('g3')).toBe(true);
    // As if A's renewals had not reached Redis: the key expires and B takes the game.
    await b.commands.del(`${options.prefix}owner:g3`);
    expect(await redisOwnership(b, log).claim('g3')).toBe(true);
    await until(
      async () => lost,
      (l) => l.length === 1,
      3_000,
    );
    expect(lost).toEqual(['g3']);
    expect(ownA.owned().has('g3')).toBe(false);
  });
});
