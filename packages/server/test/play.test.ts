// Whole games over real sockets: two clients play a game of each kind from their own views (the
// first legal intent) until it ends, a third, a visitor, watches it all; each sees every event
// exactly once, in order, the server's log the same. Then the record downloads and the history
// lists the game.
import type { TableEvent } from '@ludus/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { call, createGame, guest } from './support/http';
import { eventsSeen, finished, startBot } from './support/play';
import { type TestServer, testServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.stop());

const seqs = (events: readonly TableEvent[]) => events.map((e) => e.seq);

async function playWhole(body: Record<string, unknown>) {
  const [white, black] = [await guest(server.url, 'Aigerim'), await guest(server.url, 'Bolat')];
  const table = await createGame(server.url, white, body);
  const a = await TestClient.connect(server.url, { cookie: white });
  const b = await TestClient.connect(server.url, { cookie: black });
  const watcher = await TestClient.connect(server.url);
  expect((watcher.seen[0] as { you: unknown }).you).toBeNull();
  await watcher.request({ type: 'watch', table });
  const joined = await b.request({ type: 'join', table, clientSeed: 'joiner-seed' });
  expect(joined).toMatchObject({ type: 'view', view: { viewer: 'black' } });
  const bots = [startBot(a, table, 'white'), startBot(b, table, 'black')];
  await finished(watcher, table);
  // The players hear the end too, after their last events.
  await finished(a, table);
  await finished(b, table);

  const summary = (await call(server.url, 'GET', `/api/games/${table}`)).body;
  expect(summary).toMatchObject({
    status: 'finished',
    seats: { white: 'Aigerim', black: 'Bolat' },
  });
  const total = summary.seq as number;
  expect(total).toBeGreaterThan(10);
  const expected = Array.from({ length: total }, (_, i) => i + 1);
  const seen = eventsSeen(watcher, table);
  expect(seqs(seen)).toEqual(expected);
  expect(eventsSeen(a, table)).toEqual(seen);
  expect(eventsSeen(b, table)).toEqual(seen);
  // After every event message the visitor gets a spectator's view: it ends at the last event.
  const views = watcher.seen.filter((m) => m.type === 'view' && m.table === table);
  expect(views.length).toBeGreaterThan(total / 4);
  expect(views.at(-1)).toMatchObject({ view: { viewer: 'spectator', seq: total, legal: [] } });
  // The server's log (a resync from the start) is what they saw, dice and all.
  const log = await watcher.request({ type: 'resync', table, since: 0 });
  expect(log.events).toEqual(seen);
  for (const bot of bots) expect(bot.errors).toEqual([]);
  for (const client of [a, b, watcher]) client.close();
  return { table, white, seen };
}

describe('two clients play a whole game, a visitor watches it all', () => {
  it('a backgammon match to 2', async () => {
    const { table, white } = await playWhole({ game: 'backgammon', matchLength: 2 });
    const record = await call(server.url, 'GET', `/api/games/${table}/record`);
    expect(record.status).toBe(200);
    expect(record.headers.get('content-disposition')).toContain(`ludus-${table}.mat`);
    expect(record.text).toContain(' 2 point match');
    expect(record.text).toContain('Aigerim');
    const history = await call(server.url, 'GET', '/api/me/games', { cookie: white });
    expect((history.body.games as { id: string }[]).map((g) => g.id)).toContain(table);
  });

  it('a tryktrak match to 1', async () => {
    const { table, seen } = await playWhole({ game: 'tryktrak', matchLength: 1 });
    expect(seen.some((e) => e.dice.length > 0)).toBe(true);
    const record = await call(server.url, 'GET', `/api/games/${table}/record`);
    expect(record.text).toContain(' 1 point match');
  });

  it('a game of Shatra', async () => {
    const { table, seen } = await playWhole({ game: 'shatra' });
    expect(seen.every((e) => e.dice.length === 0)).toBe(true);
    const record = await call(server.url, 'GET', `/api/games/${table}/record`);
    expect(record.status).toBe(200);
    expect(record.text).toContain('[White "Aigerim"]');
    expect(record.text).toContain('[Black "Bolat"]');
  });
});
