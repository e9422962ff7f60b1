// A money session ends when a player ends it between games (`end-session`): over real sockets,
// two clients play until a game is over, one ends the session, both players and a visitor hear
// the table finished; the history lists it with its running score, its record downloads as a
// 0 point match, and a restarted server replays it as finished. Then the refusals, and the result
// of a level session.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackgammonState, TableEvent, TableView } from '@ludus/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { call, createGame, guest } from './support/http';
import { eventsSeen, finished, startBot } from './support/play';
import { type TestServer, testServer } from './support/server';

const dataDir = mkdtempSync(join(tmpdir(), 'ludus-money-'));
let server: TestServer;
beforeAll(async () => {
  server = await testServer({ dataDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const END = { kind: 'end-session' } as const;

/** A seated pair and a visitor at a new table of `body`, black just joined. */
async function seated(body: Record<string, unknown>) {
  const [white, black] = [await guest(server.url, 'Aigerim'), await guest(server.url, 'Bolat')];
  const table = await createGame(server.url, white, body);
  const a = await TestClient.connect(server.url, { cookie: white });
  const b = await TestClient.connect(server.url, { cookie: black });
  const watcher = await TestClient.connect(server.url);
  await watcher.request({ type: 'watch', table });
  await b.request({ type: 'join', table, clientSeed: 'joiner-seed' });
  return { table, white, black, a, b, watcher };
}

/** The first view `client` gets of `table` that offers end-session. */
async function offered(client: TestClient, table: string): Promise<TableView> {
  const message = await client.next(
    (m) =>
      m.type === 'view' &&
      m.table === table &&
      (m.view as TableView).legal.some((intent) => intent.kind === 'end-session'),
    120_000,
  );
  return message.view as TableView;
}

describe('ending a money session', () => {
  it('finishes the table for everyone; listed with its score, its record a 0 point match', async () => {
    const { table, white, black, a, b, watcher } = await seated({
      game: 'backgammon',
      matchLength: 0,
    });
    // Bots play the first game; the going on to the next is left to the players.
    const leave = (intent: { kind: string }) => intent.kind === 'next-game';
    const bots = [startBot(a, table, 'white', { leave }), startBot(b, table, 'black', { leave })];
    const whiteView = await offered(a, table);
    const blackView = await offered(b, table);
    expect(whiteView.legal).toEqual([{ kind: 'next-game' }, END]);
    expect(blackView.legal).toEqual([{ kind: 'next-game' }, END]);
    for (const bot of bots) bot.stop();
    const { score } = (whiteView.state as BackgammonState).match;
    expect(score.white + score.black).toBeGreaterThan(0);

    // An accepted intent has no reply of its own: every watcher gets its event.
    a.send({ type: 'intent', table, seq: whiteView.seq, intent: END });
    const done = await a.next(
      (m) => m.type === 'events' && m.table === table && m.events[0]?.seq === whiteView.seq + 1,
    );
    expect(done).toMatchObject({ events: [{ seat: 'white', intent: END, dice: [] }] });
    for (const client of [watcher, a, b]) {
      expect(await finished(client, table, 10_000)).toMatchObject({
        seats: { white: 'Aigerim', black: 'Bolat' },
        status: 'finished',
      });
    }
    const last = watcher.seen.filter((m) => m.type === 'view' && m.table === table).at(-1);
    expect(last).toMatchObject({ view: { toAct: [], legal: [], state: { ended: true } } });
    const seen = eventsSeen(watcher, table);
    expect(seen.at(-1)).toMatchObject({ seq: whiteView.seq + 1, intent: END, dice: [] });
    expect(eventsSeen(b, table)).toEqual(seen);
    for (const bot of bots) expect(bot.errors).toEqual([]);

    // Nothing more is legal, and no seat is free to take.
    const again = await b.request({
      type: 'intent',
      table,
      seq: whiteView.seq + 1,
      intent: { kind: 'next-game' },
    });
    expect(again).toMatchObject({ type: 'error', code: 'illegal' });
    expect(String(again.message)).toContain('game-over');

    const leader =
      score.white === score.black ? null : score.white > score.black ? 'white' : 'black';
    const result = { game: 'backgammon', winner: leader, score };
    await expectFinished(server, { table, white, black, result, events: seen });
    for (const client of [a, b, watcher]) client.close();

    // A restarted server replays the stored log, end-session and all: still finished.
    await server.stop();
    server = await testServer({ dataDir });
    await expectFinished(server, { table, white, black, result, events: seen });
  });

  it('is refused mid-game and in a match to N points, with the rules’ code', async () => {
    const money = await seated({ game: 'backgammon', matchLength: 0 });
    const early = await money.a.request({
      type: 'intent',
      table: money.table,
      seq: 0,
      intent: END,
    });
    expect(early).toMatchObject({ type: 'error', code: 'illegal' });
    expect(String(early.message)).toMatch(/^not-now: /);
    const match = await seated({ game: 'tryktrak', matchLength: 3 });
    const refused = await match.b.request({
      type: 'intent',
      table: match.table,
      seq: 0,
      intent: END,
    });
    expect(refused).toMatchObject({ type: 'error', code: 'illegal' });
    expect(String(refused.message)).toMatch(/^not-money-play: /);
    for (const game of [money, match]) {
      const summary = await call(server.url, 'GET', `/api/games/${game.table}`);
      expect(summary.body).toMatchObject({ status: 'playing', result: null, seq: 0 });
      for (const client of [game.a, game.b, game.watcher]) client.close();
    }
  });
});

interface Finished {
  readonly table: string;
  readonly white: string;
  readonly black: string;
  readonly result: unknown;
  readonly events: readonly TableEvent[];
}

/** The summary, both players' histories and the record of a finished money session. */
async function expectFinished(at: TestServer, game: Finished): Promise<void> {
  const { table, result } = game;
  const summary = await call(at.url, 'GET', `/api/games/${table}`);
  expect(summary.body).toMatchObject({ status: 'finished', seq: game.events.length, result });
  for (const cookie of [game.white, game.black]) {
    const history = await call(at.url, 'GET', '/api/me/games', { cookie });
    const listed = (history.body.games as { id: string }[]).find((g) => g.id === table);
    expect(listed).toMatchObject({ game: 'backgammon', matchLength: 0, result });
    expect(listed).toMatchObject({ white: 'Aigerim', black: 'Bolat' });
  }
  const record = await call(at.url, 'GET', `/api/games/${table}/record`);
  expect(record.status).toBe(200);
  expect(record.headers.get('content-disposition')).toContain(`ludus-${table}.mat`);
  expect(record.text).toContain('\n 0 point match\n');
  expect(record.text).toContain(' Game 1\n');
  // The next game the rules had begun was never played: the record holds none.
  expect(record.text).not.toContain(' Game 2');
  expect(record.text).toMatch(/Wins \d+ points?/);
}
