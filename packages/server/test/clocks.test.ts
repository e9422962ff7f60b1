// Clocks, aborts and abandonment over real sockets, with short times: a flag ends the game for
// both players with reason `time` and survives a restart; an abort ends a table with no result
// while not both have acted, and is refused after; a player away for the grace period loses when
// the opponent claims, and counts an abandoned game; one who comes back in time loses nothing.
// With a manual time (the server's injected time source) the defaults are tested exactly: the 40 s
// grace (a claim at 39.9 s refused, at 40 s won) and a flag at delay + bank + grace to the ms.
import type { TableEvent, TableView } from '@ludus/session';
import { afterEach, describe, expect, it } from 'vitest';
import { abandonedCount } from '../src/games/abandoned';
import { TestClient } from './support/client';
import { call, createGame, guest } from './support/http';
import { ManualTime } from './support/manual-time';
import { eventsSeen, finished, pastTheAbortWindow } from './support/play';
import { type TestServer, testServer } from './support/server';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(options: Parameters<typeof testServer>[0] = {}): Promise<TestServer> {
  const server = await testServer(options);
  cleanups.push(() => server.stop());
  return server;
}

async function connect(url: string, cookie: string): Promise<TestClient> {
  const client = await TestClient.connect(url, { cookie });
  cleanups.push(() => client.close());
  return client;
}

/** Two seated players at a new table; `a` white, `b` black. */
async function seated(server: TestServer, body: Record<string, unknown>) {
  const [white, black] = [await guest(server.url, 'Aigerim'), await guest(server.url, 'Bolat')];
  const table = await createGame(server.url, white, body);
  const a = await connect(server.url, white);
  const b = await connect(server.url, black);
  await a.request({ type: 'watch', table });
  const joined = await b.request({ type: 'join', table, clientSeed: 'joiner-seed' });
  expect(joined.type).not.toBe('error');
  return { table, a, b, white, black };
}

const summaryOf = async (url: string, table: string) =>
  (await call(url, 'GET', `/api/games/${table}`)).body;

describe('a clock', () => {
  it('flags the stalling seat: both players hear it, reason time, and a restart keeps it', async () => {
    const server = await started();
    const clock = { kind: 'delay', delayMs: 1_000, bankMs: 500 };
    const { table, a, b } = await seated(server, { game: 'backgammon', matchLength: 3, clock });
    expect(await summaryOf(server.url, table)).toMatchObject({ clock });
    await pastTheAbortWindow(a, b, table);
    // Nobody acts now: the seat whose clock runs flags after its delay, bank and grace.
    await finished(a, table, 10_000);
    await finished(b, table, 10_000);
    const last = eventsSeen(b, table).at(-1) as TableEvent;
    expect(last.intent).toEqual({ kind: 'forfeit', reason: 'time' });
    const loser = last.seat;
    const winner = loser === 'white' ? 'black' : 'white';
    const summary = await summaryOf(server.url, table);
    expect(summary).toMatchObject({ status: 'finished', result: { reason: 'time', winner } });
    // The views before the flag showed the loser's clock running, with both clocks.
    const views = a.seen.filter((m) => m.type === 'view' && m.table === table);
    const beforeFlag = views.at(-2)?.view as TableView;
    expect(beforeFlag.clock).toMatchObject({ running: loser, spec: clock });
    expect(beforeFlag.clock?.remainingMs.white).toBeGreaterThan(0);
    const afterFlag = views.at(-1)?.view as TableView;
    expect(afterFlag.clock?.remainingMs[loser]).toBe(0);

    // A restart on the same database: the game is over, its log ends with the flag.
    const { dataDir } = server;
    await server.close();
    const again = await started({ dataDir });
    expect(await summaryOf(again.url, table)).toMatchObject({
      status: 'finished',
      result: summary.result,
    });
    const watcher = await TestClient.connect(again.url);
    cleanups.push(() => watcher.close());
    const log = (await watcher.request({ type: 'resync', table, since: 0 })).events as TableEvent[];
    expect(log.at(-1)).toEqual(last);
  });

  it('counts down while a seat thinks, and goes on counting after a restart', async () => {
    const server = await started();
    const clock = { kind: 'fischer', baseMs: 60_000, incrementMs: 1_000 };
    const { table, a } = await seated(server, { game: 'shatra', clock });
    const first = (await a.request({ type: 'watch', table })).view as TableView;
    // No clock runs before the first move (the abort window).
    expect(first.clock).toMatchObject({ running: null, remainingMs: { white: 60_000 } });
    const move = first.legal.find((i) => i.kind === 'move');
    a.send({ type: 'intent', table, seq: 0, intent: move });
    const after = await a.next((m) => m.type === 'view' && (m.view as TableView).seq === 1);
    const reading = (after.view as TableView).clock;
    expect(reading?.running).toBe('black');
    // White's move took a moment at most, and earned the increment.
    expect(reading?.remainingMs.white).toBeGreaterThan(60_000 - 5_000);
    expect(reading?.remainingMs.white).toBeLessThanOrEqual(61_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = (await a.request({ type: 'watch', table })).view as TableView;
    expect(later.clock?.remainingMs.black).toBeLessThan(60_000 - 250);
    const { dataDir } = server;
    await server.close();
    const again = await started({ dataDir });
    const watcher = await TestClient.connect(again.url);
    cleanups.push(() => watcher.close());
    const restored = (await watcher.request({ type: 'watch', table })).view as TableView;
    // Taken up where the last event left it: white's time as stored; black's runs on from what
    // it had at that event (the time the server was down costs nobody).
    expect(restored.clock?.running).toBe('black');
    expect(restored.clock?.remainingMs.white).toBe(reading?.remainingMs.white);
    expect(restored.clock?.remainingMs.black).toBeGreaterThan(59_000);
  });

  it('is refused when it does not suit the game', async () => {
    const server = await started();
    const cookie = await guest(server.url, 'Aigerim');
    const wrong = await call(server.url, 'POST', '/api/games', {
      cookie,
      body: { game: 'shatra', clock: { kind: 'delay', delayMs: 1_000, bankMs: 9_000 } },
    });
    expect(wrong.status).toBe(400);
    const tooShort = await call(server.url, 'POST', '/api/games', {
      cookie,
      body: {
        game: 'backgammon',
        clientSeed: 'creator-seed',
        clock: { kind: 'delay', delayMs: 1_000, bankMs: 5 },
      },
    });
    expect(tooShort.status).toBe(400);
  });
});

describe('abort', () => {
  it('ends a table no move has begun with no result, for both players', async () => {
    const server = await started();
    const { table, a, b } = await seated(server, { game: 'shatra' });
    const view = (await b.request({ type: 'watch', table })).view as TableView;
    expect(view.abortable).toBe(true);
    b.send({ type: 'intent', table, seq: 0, intent: { kind: 'abort' } });
    await finished(a, table);
    await finished(b, table);
    const summary = await summaryOf(server.url, table);
    expect(summary).toMatchObject({ result: { reason: 'aborted', by: 'black' } });
    const shown = (await a.request({ type: 'watch', table })).view as TableView;
    expect(shown).toMatchObject({ toAct: [], legal: [], ending: { kind: 'aborted', by: 'black' } });
  });

  it('is refused once both players have acted', async () => {
    const server = await started();
    const { table, a, b } = await seated(server, { game: 'backgammon', matchLength: 1 });
    await pastTheAbortWindow(a, b, table);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const view = (await a.request({ type: 'watch', table })).view as TableView;
    expect(view.abortable).toBeUndefined();
    const refused = await a.request({
      type: 'intent',
      table,
      seq: view.seq,
      intent: { kind: 'abort' },
    });
    expect(refused).toMatchObject({ type: 'error', code: 'illegal' });
    expect(await summaryOf(server.url, table)).toMatchObject({ status: 'playing' });
  });
});

describe('leaving', () => {
  it('lets the opponent claim only after the grace period; coming back loses nothing', async () => {
    const server = await started({ abandonGraceMs: 400 });
    const { table, a, b, black } = await seated(server, { game: 'backgammon', matchLength: 1 });
    await pastTheAbortWindow(a, b, table);
    b.close();
    const away = await a.next((m) => m.type === 'presence' && (m.away as unknown[]).length === 1);
    expect(away.away).toEqual([{ seat: 'black', claimInMs: expect.any(Number) }]);
    const early = await a.request({ type: 'claim', table });
    expect(early).toMatchObject({ type: 'error', code: 'forbidden' });
    // Back within the grace: nobody may claim.
    const back = await connect(server.url, black);
    await back.request({ type: 'watch', table });
    await a.next((m) => m.type === 'presence' && (m.away as unknown[]).length === 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await a.request({ type: 'claim', table })).toMatchObject({ code: 'forbidden' });
    // Gone again, past the grace: the claim wins.
    back.close();
    await a.next((m) => m.type === 'presence' && (m.away as unknown[]).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    a.send({ type: 'claim', table });
    await finished(a, table);
    const last = eventsSeen(a, table).at(-1);
    expect(last).toMatchObject({ seat: 'black', intent: { kind: 'forfeit', reason: 'abandoned' } });
    expect(await summaryOf(server.url, table)).toMatchObject({
      result: { winner: 'white', reason: 'abandoned' },
    });
    const idOf = async (name: string) =>
      (
        await server.services.db
          .selectFrom('users')
          .select('id')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    expect(await abandonedCount(server.services.db, await idOf('Bolat'))).toBe(1);
    expect(await abandonedCount(server.services.db, await idOf('Aigerim'))).toBe(0);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('with a manual time', () => {
  it('the default grace: a claim at 39.9 s is refused, at 40 s it wins', async () => {
    const time = new ManualTime();
    const server = await started({ time });
    const { table, a, b } = await seated(server, { game: 'backgammon', matchLength: 1 });
    await pastTheAbortWindow(a, b, table);
    b.close();
    const away = await a.next((m) => m.type === 'presence' && (m.away as unknown[]).length === 1);
    // The game's time stands still: the whole default grace is ahead.
    expect(away.away).toEqual([{ seat: 'black', claimInMs: 40_000 }]);
    time.advance(39_900);
    const early = await a.request({ type: 'claim', table });
    expect(early).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(String(early.message)).toMatch(/wait 1 s more/);
    expect(await summaryOf(server.url, table)).toMatchObject({ status: 'playing' });
    // A watcher arriving now is shown the 100 ms left.
    const watcher = await connect(server.url, await guest(server.url, 'Dana'));
    watcher.send({ type: 'watch', table });
    const shown = await watcher.next((m) => m.type === 'presence' && m.table === table);
    expect(shown.away).toEqual([{ seat: 'black', claimInMs: 100 }]);
    time.advance(100);
    a.send({ type: 'claim', table });
    await finished(a, table);
    const last = eventsSeen(a, table).at(-1);
    expect(last).toMatchObject({ seat: 'black', intent: { kind: 'forfeit', reason: 'abandoned' } });
    expect(await summaryOf(server.url, table)).toMatchObject({
      status: 'finished',
      result: { winner: 'white', reason: 'abandoned' },
    });
  });

  it('a flag falls at delay, bank and grace to the millisecond, not one before', async () => {
    const time = new ManualTime();
    const server = await started({ time });
    const clock = { kind: 'delay', delayMs: 12_000, bankMs: 90_000 };
    const { table, a, b } = await seated(server, { game: 'backgammon', matchLength: 1, clock });
    await pastTheAbortWindow(a, b, table);
    // What the bots sent last is decided before the time moves.
    await sleep(300);
    const view = (await a.request({ type: 'watch', table })).view as TableView;
    const running = view.clock?.running;
    if (!running) throw new Error('no clock runs after both players acted');
    // No game time has passed: nothing was spent.
    expect(view.clock).toMatchObject({
      remainingMs: { white: 90_000, black: 90_000 },
      delayLeftMs: 12_000,
    });
    // The delay, the bank, and the flag's grace for a lagged move still on its way (1 s).
    time.advance(102_999);
    await sleep(300);
    expect(await summaryOf(server.url, table)).toMatchObject({ status: 'playing' });
    const late = (await a.request({ type: 'watch', table })).view as TableView;
    expect(late.clock).toMatchObject({ running, delayLeftMs: 0, remainingMs: { [running]: 0 } });
    time.advance(1);
    await finished(a, table);
    const last = eventsSeen(a, table).at(-1);
    expect(last).toMatchObject({ seat: running, intent: { kind: 'forfeit', reason: 'time' } });
    expect(await summaryOf(server.url, table)).toMatchObject({
      status: 'finished',
      result: { reason: 'time', winner: running === 'white' ? 'black' : 'white' },
    });
  });
});
