// Clocks and abandonment with several server processes on one PostgreSQL and one Redis, the
// game owned by process A and its players connected to B and C: a move forwarded from B is
// charged less the lag B measured on the player's socket; a player at C counts as present at A
// (so no claim wins against it), and once gone, the claim sent to B is judged by A after the
// grace; B's and C's watchers see the owner's clock on join, watch and resync, and a process that
// loads the game later shows it too.
import type { TableEvent, TableView } from '@ludus/session';
import { afterEach, describe, expect, it } from 'vitest';
import type { RedisOptions } from '../src/shared/redis/hub';
import type { TimeSource } from '../src/time';
import { TestClient } from './support/client';
import { call, createGame, guest } from './support/http';
import { ManualTime } from './support/manual-time';
import { freshPostgresDatabase } from './support/pg';
import { eventsSeen, finished, pastTheAbortWindow } from './support/play';
import { freshRedis } from './support/redis-url';
import { type TestServer, testServer } from './support/server';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Shared {
  readonly url: string;
  readonly redis: RedisOptions;
  readonly abandonGraceMs?: number;
  readonly time?: TimeSource;
}

async function started({ url, ...options }: Shared): Promise<TestServer> {
  const server = await testServer({ storage: { kind: 'postgres', url }, ...options });
  cleanups.push(() => server.stop());
  return server;
}

async function processes(count: number, options: Omit<Shared, 'url' | 'redis'> = {}) {
  const shared = { url: await freshPostgresDatabase(), redis: freshRedis(), ...options };
  const servers: TestServer[] = [];
  for (let i = 0; i < count; i += 1) servers.push(await started(shared));
  return { servers, shared };
}

async function connect(
  url: string,
  cookie?: string,
  options: { pongDelayMs?: number } = {},
): Promise<TestClient> {
  const client = await TestClient.connect(url, { ...(cookie ? { cookie } : {}), ...options });
  cleanups.push(() => client.close());
  return client;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const viewAt = (client: TestClient, table: string, seq: number) =>
  client.next((m) => m.type === 'view' && m.table === table && (m.view as TableView).seq === seq);

/** The first legal move of `view`'s seat, sent. */
function move(client: TestClient, table: string, view: TableView): void {
  const intent = view.legal.find((i) => i.kind === 'move');
  client.send({ type: 'intent', table, seq: view.seq, intent });
}

describe('clocks and abandonment across processes', () => {
  it("a move forwarded from a follower is charged less the lag measured on the player's socket", async () => {
    const {
      servers: [a, b, c],
    } = await processes(3);
    if (!a || !b || !c) throw new Error('three processes');
    const white = await guest(b.url, 'Aigerim');
    const black = await guest(c.url, 'Bolat');
    // A main time of 60 s, no increment: lag quota 0.4 s a move, 1.2 s to start with.
    const clock = { kind: 'fischer', baseMs: 60_000, incrementMs: 0 };
    const table = await createGame(a.url, white, { game: 'shatra', clock });
    // White is far away: its pongs come 2 s after B's pings, a lag of 1 s each way.
    const onB = await connect(b.url, white, { pongDelayMs: 2_000 });
    const onC = await connect(c.url, black);
    await onC.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    await sleep(2_300);
    move(onB, table, (await onB.request({ type: 'watch', table })).view as TableView);
    const blackView = (await viewAt(onC, table, 1)).view as TableView;
    move(onC, table, blackView);
    // White's clock runs from black's move; white thinks 1.5 s, then moves through B.
    const whiteView = (await viewAt(onB, table, 2)).view as TableView;
    await sleep(1_500);
    move(onB, table, whiteView);
    const after = (await viewAt(onB, table, 3)).view as TableView;
    const left = after.clock?.remainingMs.white ?? 0;
    // Charged without the lag: 1.5 s and more, under 58.5 s left. Forgiven at least the 1 s of
    // lag B measured, and never beyond the 1.2 s quota: at most 59.7 s left.
    expect(left).toBeGreaterThan(58_900);
    expect(left).toBeLessThanOrEqual(59_700);
  });

  it("a player on another process is present at the owner's; gone, the claim sent to a follower wins after the grace", async () => {
    const {
      servers: [a, b, c],
      shared,
    } = await processes(3, { abandonGraceMs: 500 });
    if (!a || !b || !c) throw new Error('three processes');
    const white = await guest(b.url, 'Aigerim');
    const black = await guest(c.url, 'Bolat');
    const table = await createGame(a.url, white, { game: 'backgammon', matchLength: 1 });
    const onB = await connect(b.url, white);
    const onC = await connect(c.url, black);
    await onC.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    await pastTheAbortWindow(onB, onC, table);
    // Past the grace, with black at C: A counts black present, and refuses the claim.
    await sleep(700);
    const present = await onB.request({ type: 'claim', table });
    expect(present).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(String(present.message)).toMatch(/at the table/);

    onB.inbox.splice(0);
    onC.close();
    const away = await onB.next((m) => m.type === 'presence' && (m.away as unknown[]).length === 1);
    expect(away.away).toEqual([{ seat: 'black', claimInMs: expect.any(Number) }]);
    const early = await onB.request({ type: 'claim', table });
    expect(early).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(String(early.message)).toMatch(/wait/);
    // A spectator arriving at C (a follower) is told black is away, as A says.
    const spectator = await connect(c.url);
    spectator.send({ type: 'watch', table });
    const told = await spectator.next((m) => m.type === 'presence' && m.table === table);
    expect(told.away).toEqual([{ seat: 'black', claimInMs: expect.any(Number) }]);
    // So is one at a process started now, which heard no broadcast: it asked A when it loaded.
    const d = await started(shared);
    const atD = await connect(d.url);
    atD.send({ type: 'watch', table });
    const asked = await atD.next((m) => m.type === 'presence' && m.table === table);
    expect(asked.away).toEqual([{ seat: 'black', claimInMs: expect.any(Number) }]);

    await sleep(800);
    onB.send({ type: 'claim', table });
    await finished(onB, table);
    await finished(spectator, table);
    const last = eventsSeen(onB, table).at(-1);
    expect(last).toMatchObject({ seat: 'black', intent: { kind: 'forfeit', reason: 'abandoned' } });
    expect((await call(c.url, 'GET', `/api/games/${table}`)).body).toMatchObject({
      status: 'finished',
      result: { winner: 'white', reason: 'abandoned' },
    });
  });

  it("followers show the owner's clock on join, watch and resync, and so does a process that loads the game later", async () => {
    const time = new ManualTime();
    const { servers, shared } = await processes(3, { time });
    const [a, b, c] = servers;
    if (!a || !b || !c) throw new Error('three processes');
    const white = await guest(b.url, 'Aigerim');
    const black = await guest(c.url, 'Bolat');
    const clock = { kind: 'fischer', baseMs: 60_000, incrementMs: 1_000 };
    const table = await createGame(a.url, white, { game: 'shatra', clock });
    const onB = await connect(b.url, white);
    const onC = await connect(c.url, black);
    // The join's view comes from C's copy of the table: with the clock, none running yet.
    const joined = (await onC.request({ type: 'join', table, clientSeed: 'joiner-seed' }))
      .view as TableView;
    expect(joined.clock).toMatchObject({ running: null, remainingMs: { white: 60_000 } });
    const whiteView = (await onB.request({ type: 'watch', table })).view as TableView;
    expect(whiteView.clock).toMatchObject({ running: null, spec: clock });
    time.advance(3_000);
    move(onB, table, whiteView);
    await viewAt(onC, table, 1);
    // Black thinks for 5 s of game time.
    time.advance(5_000);
    const onA = await connect(a.url);
    const owners = ((await onA.request({ type: 'watch', table })).view as TableView).clock;
    // White's first move started the clocks (no increment: its time was not running).
    expect(owners).toMatchObject({
      running: 'black',
      remainingMs: { white: 60_000, black: 55_000 },
    });
    const atC = await connect(c.url);
    const watched = ((await atC.request({ type: 'watch', table })).view as TableView).clock;
    expect(watched).toEqual(owners);
    onB.inbox.splice(0);
    await onB.request({ type: 'resync', table, since: 0 });
    const resynced = (await onB.next((m) => m.type === 'view' && m.table === table)).view;
    expect((resynced as TableView).clock).toEqual(owners);
    // A fourth process, started now, loads the game as a follower and shows the same.
    const d = await started(shared);
    const atD = await connect(d.url);
    const loaded = ((await atD.request({ type: 'watch', table })).view as TableView).clock;
    expect(loaded).toEqual(owners);
    const log = (await atD.request({ type: 'resync', table, since: 0 })).events as TableEvent[];
    expect(log).toHaveLength(1);
  });
});
