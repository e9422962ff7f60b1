// The game routes and the lobby: options checked, invite-only tables kept out of the lobby, the
// lobby's live updates over the socket, records only of finished games, a player's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { call, cookieOf, createGame, guest } from './support/http';
import { finished, startBot } from './support/play';
import { type TestServer, testServer } from './support/server';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await testServer();
  cookie = await guest(server.url, 'Host');
});
afterAll(() => server.stop());

describe('creating games', () => {
  it('money play with Jacoby and beavers, black seat, by invite: out of the lobby', async () => {
    const body = {
      game: 'backgammon',
      jacoby: true,
      beavers: true,
      seat: 'black',
      visibility: 'invite',
      clientSeed: 'creator-seed',
    };
    const made = await call(server.url, 'POST', '/api/games', { body, cookie });
    expect(made).toMatchObject({
      status: 201,
      body: { seat: 'black', status: 'open', visibility: 'invite', matchLength: 0 },
    });
    expect(made.body.diceCommitment).toMatch(/^[0-9a-f]{64}$/);
    const id = made.body.table as string;
    expect(id).toMatch(/^[\w-]{12}$/);
    const lobby = (await call(server.url, 'GET', '/api/games')).body.games as { table: string }[];
    expect(lobby.map((g) => g.table)).not.toContain(id);
    // The link finds it, and its spec carries the options (a spectator's view).
    const visitor = await TestClient.connect(server.url);
    const view = await visitor.request({ type: 'watch', table: id });
    expect(view.view).toMatchObject({ spec: { jacoby: true, beavers: true, matchLength: 0 } });
    expect(JSON.stringify(view)).not.toMatch(/seed/i);
    visitor.close();
  });

  it('options that mean nothing for the game: 400 bad-request', async () => {
    for (const body of [
      { game: 'tryktrak', jacoby: true },
      { game: 'backgammon', matchLength: 5, beavers: true },
      { game: 'shatra', matchLength: 3 },
      { game: 'chess' },
      { game: 'backgammon', matchLength: 26 },
    ]) {
      const reply = await call(server.url, 'POST', '/api/games', { body, cookie });
      expect(reply, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: 'bad-request' },
      });
    }
  });
});

describe('the lobby', () => {
  it('subscribers hear of a new table and of its seat taken', async () => {
    const watcher = await TestClient.connect(server.url);
    await watcher.request({ type: 'lobby-subscribe' });
    const table = await createGame(server.url, cookie, { game: 'tryktrak', matchLength: 3 });
    const listed = await watcher.next(
      (m) => m.type === 'lobby' && JSON.stringify(m.tables).includes(table),
    );
    expect(listed.tables).toContainEqual({
      table,
      game: 'tryktrak',
      matchLength: 3,
      seats: { white: 'Host', black: null },
      spectators: 0,
    });
    const joiner = await TestClient.connect(server.url, {
      cookie: await guest(server.url, 'Joiner'),
    });
    await joiner.request({ type: 'join', table, clientSeed: 'joiner-seed', seat: 'black' });
    const seated = await watcher.next(
      (m) => m.type === 'lobby' && JSON.stringify(m.tables).includes('"black":"Joiner"'),
    );
    expect(JSON.stringify(seated.tables)).toContain(table);
    // Sent again: the seat held (reconnect.test.ts); the other seat: refused.
    expect(await joiner.request({ type: 'join', table, clientSeed: 'joiner-seed' })).toMatchObject({
      type: 'view',
      view: { viewer: 'black' },
    });
    const other = { type: 'join', table, clientSeed: 'joiner-seed', seat: 'white' };
    expect((await joiner.request(other)).code).toBe('forbidden');
    watcher.close();
    joiner.close();
  });
});

describe('the lobby, read once per change', () => {
  it('many subscribers on one process: each change reads the list once for all', async () => {
    const watchers = await Promise.all(
      Array.from({ length: 8 }, () => TestClient.connect(server.url)),
    );
    for (const watcher of watchers) await watcher.request({ type: 'lobby-subscribe' });
    const { lobby } = server.services;
    const list = lobby.list.bind(lobby);
    let reads = 0;
    Object.assign(lobby, {
      list: () => {
        reads += 1;
        return list();
      },
    });
    try {
      const table = await createGame(server.url, cookie, { game: 'shatra' });
      for (const watcher of watchers) {
        await watcher.next((m) => m.type === 'lobby' && JSON.stringify(m.tables).includes(table));
      }
      // One change (two, should the create's writes straddle the coalescing delay), not eight.
      expect(reads).toBeGreaterThanOrEqual(1);
      expect(reads).toBeLessThanOrEqual(2);
    } finally {
      Object.assign(lobby, { list });
      for (const watcher of watchers) watcher.close();
    }
  });
});

describe('records and history', () => {
  it('a record only once the game is over; a registered player’s history by name', async () => {
    const registered = await call(server.url, 'POST', '/api/register', {
      body: { name: 'Historian', password: 'long enough password' },
    });
    const mine = cookieOf(registered);
    const table = await createGame(server.url, mine, { game: 'shatra' });
    const early = await call(server.url, 'GET', `/api/games/${table}/record`);
    expect(early).toMatchObject({ status: 409, body: { error: 'not-finished' } });

    const a = await TestClient.connect(server.url, { cookie: mine });
    const b = await TestClient.connect(server.url, { cookie: await guest(server.url, 'Rival') });
    await b.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    startBot(a, table, 'white');
    startBot(b, table, 'black');
    await finished(a, table);
    const history = await call(server.url, 'GET', '/api/players/historian/games');
    expect(history.body.games).toContainEqual(
      expect.objectContaining({ id: table, game: 'shatra', white: 'Historian', black: 'Rival' }),
    );
    expect((await call(server.url, 'GET', '/api/players/nobody/games')).status).toBe(404);
    const record = await call(server.url, 'GET', `/api/games/${table}/record`);
    expect(record.status).toBe(200);
    expect(record.text).toContain('[Result ');
    a.close();
    b.close();
  });
});
