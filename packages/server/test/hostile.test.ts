// Hostile input, one refusal per test: each is answered with its code, and then the game is
// unchanged, the server up, and the players unaffected (expectUnchanged).
import type { TableView } from '@ludus/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { call, createGame, guest } from './support/http';
import { type TestServer, testServer } from './support/server';

let server: TestServer;
let table: string;
let white: TestClient;
let black: TestClient;
let spectator: TestClient;
let cookies: { white: string; black: string; spectator: string };
/** The seat on turn after the opening roll, and its client. */
let onTurn: { seat: 'white' | 'black'; client: TestClient; other: TestClient };
let seq: number;

beforeAll(async () => {
  // The socket limits are the defaults; only the account routes' are raised (many guests here).
  server = await testServer({ limits: { accountPerMinute: 10_000, httpPerMinute: 10_000 } });
  cookies = {
    white: await guest(server.url, 'Whitney'),
    black: await guest(server.url, 'Blake'),
    spectator: await guest(server.url, 'Specter'),
  };
  table = await createGame(server.url, cookies.white, { game: 'backgammon', matchLength: 0 });
  white = await TestClient.connect(server.url, { cookie: cookies.white });
  black = await TestClient.connect(server.url, { cookie: cookies.black });
  spectator = await TestClient.connect(server.url, { cookie: cookies.spectator });
  await white.request({ type: 'watch', table });
  await black.request({ type: 'join', table, clientSeed: 'joiner-seed' });
  await spectator.request({ type: 'watch', table });
  white.send({ type: 'intent', table, seq: 0, intent: { kind: 'roll' }, nonce: 'first-roll' });
  const view = (await white.next((m) => m.type === 'view' && m.table === table)).view as TableView;
  const seat = view.toAct[0] as 'white' | 'black';
  onTurn =
    seat === 'white'
      ? { seat, client: white, other: black }
      : { seat, client: black, other: white };
  seq = view.seq;
  expect(seq).toBe(1);
});
afterAll(async () => {
  for (const client of [white, black, spectator]) client.close();
  await server.stop();
});

/** The game where it was, the server up, both players' sockets answering. */
async function expectUnchanged() {
  const summary = await call(server.url, 'GET', `/api/games/${table}`);
  expect(summary.body.seq).toBe(seq);
  expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  for (const client of [white, black]) {
    expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
  }
  const view = await onTurn.client.request({ type: 'resync', table, since: seq });
  expect(view).toMatchObject({ type: 'events', events: [] });
}

/** Sends `message` from `client` and returns the error it gets. */
async function refusal(client: TestClient, message: Record<string, unknown>) {
  const reply = await client.request(message);
  expect(reply.type).toBe('error');
  return reply;
}

describe('the WebSocket edge', () => {
  it('malformed JSON: bad-json', async () => {
    white.send('{"type":"ping",');
    expect(await white.next((m) => m.type === 'error')).toMatchObject({ code: 'bad-json' });
    await expectUnchanged();
  });

  it('an unknown message type: bad-message', async () => {
    white.send({ type: 'shout', text: 'hi' });
    expect(await white.next((m) => m.type === 'error')).toMatchObject({
      code: 'bad-message',
      message: 'type: not a known value',
    });
    await expectUnchanged();
  });

  it('an oversized message: too-large (and a frame over 64 KiB closes the socket, 1009)', async () => {
    const text = 'x'.repeat(20_000);
    white.send({ type: 'chat', table, channel: 'players', text });
    expect(await white.next((m) => m.type === 'error')).toMatchObject({ code: 'too-large' });
    const big = await TestClient.connect(server.url, { cookie: cookies.white });
    big.send('y'.repeat(100_000));
    expect((await big.closed).code).toBe(1009);
    await expectUnchanged();
  });

  it('a message before hello: hello-required; another version: unsupported-version, closed', async () => {
    const early = await TestClient.connect(server.url, { cookie: cookies.white, hello: false });
    expect(await refusal(early, { type: 'watch', table })).toMatchObject({
      code: 'hello-required',
    });
    early.send({ type: 'hello', v: 2 });
    expect(await early.next((m) => m.type === 'error')).toMatchObject({
      code: 'unsupported-version',
    });
    expect((await early.closed).code).toBe(1008);
    await expectUnchanged();
  });

  it('a flood: the socket is closed with 1008, the others play on', async () => {
    const flooder = await TestClient.connect(server.url, { cookie: cookies.spectator });
    for (let i = 0; i < 150; i++) flooder.send({ type: 'ping' });
    expect((await flooder.closed).code).toBe(1008);
    expect(flooder.seen.some((m) => m.type === 'error' && m.code === 'rate-limited')).toBe(true);
    await expectUnchanged();
  });
});

describe('intents', () => {
  it('out of turn: not-your-turn', async () => {
    const reply = await refusal(onTurn.other, {
      type: 'intent',
      table,
      seq,
      intent: { kind: 'roll' },
    });
    expect(reply.code).toBe('not-your-turn');
    await expectUnchanged();
  });

  it('for the other seat: an intent cannot name a seat (bad-message); the seat is the session’s', async () => {
    const intent = { kind: 'move', steps: [] };
    const reply = await refusal(onTurn.other, {
      type: 'intent',
      table,
      seq,
      intent,
      seat: onTurn.seat,
    });
    expect(reply).toMatchObject({ code: 'bad-message', message: "message: unknown field 'seat'" });
    await expectUnchanged();
  });

  it('from a spectator: not-seated; from a visitor: unauthenticated', async () => {
    const intent = { kind: 'move', steps: [] };
    const asSpectator = await refusal(spectator, { type: 'intent', table, seq, intent });
    expect(asSpectator.code).toBe('not-seated');
    const visitor = await TestClient.connect(server.url);
    await visitor.request({ type: 'watch', table });
    expect((await refusal(visitor, { type: 'intent', table, seq, intent })).code).toBe(
      'unauthenticated',
    );
    expect((await refusal(visitor, { type: 'join', table, clientSeed: 'joiner-seed' })).code).toBe(
      'unauthenticated',
    );
    expect(
      (await refusal(spectator, { type: 'join', table, clientSeed: 'joiner-seed' })).code,
    ).toBe('seat-taken');
    visitor.close();
    await expectUnchanged();
  });

  it('a replayed or forged seq: stale, with the fresh view', async () => {
    for (const forged of [0, seq + 1, 999_999]) {
      const reply = await refusal(onTurn.client, {
        type: 'intent',
        table,
        seq: forged,
        intent: { kind: 'move', steps: [] },
      });
      expect(reply).toMatchObject({ code: 'stale', message: `the table is at event ${seq}` });
      const view = await onTurn.client.next((m) => m.type === 'view' && m.table === table);
      expect(view.view).toMatchObject({ seq, viewer: onTurn.seat });
    }
    await expectUnchanged();
  });

  it('an illegal move: illegal, with the rules’ reason', async () => {
    const bogus = { kind: 'move', steps: [{ from: 1, to: 0 }] };
    const reply = await refusal(onTurn.client, { type: 'intent', table, seq, intent: bogus });
    expect(reply.code).toBe('illegal');
    const shatraMove = { kind: 'move', move: '46-39' };
    expect(
      (await refusal(onTurn.client, { type: 'intent', table, seq, intent: shatraMove })).code,
    ).toBe('illegal');
    await expectUnchanged();
  });

  it('an unknown game id: unknown-table, for every message naming a table', async () => {
    const ghost = 'no-such-table';
    for (const message of [
      { type: 'watch', table: ghost },
      { type: 'join', table: ghost },
      { type: 'resync', table: ghost, since: 0 },
      { type: 'intent', table: ghost, seq: 0, intent: { kind: 'roll' } },
      { type: 'chat', table: ghost, channel: 'players', text: 'hi' },
    ]) {
      expect((await refusal(white, message)).code).toBe('unknown-table');
    }
    expect((await call(server.url, 'GET', `/api/games/${ghost}`)).body.error).toBe('not-found');
    await expectUnchanged();
  });
});

describe('chat', () => {
  it('markup is stored and sent as text, to the players only', async () => {
    const text = '<b>gg</b><script>alert(1)</script> &amp;';
    onTurn.client.send({ type: 'chat', table, channel: 'players', text });
    const heard = await onTurn.other.next((m) => m.type === 'chat' && m.table === table);
    expect(heard).toMatchObject({ channel: 'players', text });
    const stored = await server.services.db
      .selectFrom('chat_messages')
      .select(['text', 'channel'])
      .where('game_id', '=', table)
      .execute();
    expect(stored).toContainEqual({ text, channel: 'players' });
    expect(spectator.seen.some((m) => m.type === 'chat' && m.channel === 'players')).toBe(false);
    const wrong = await refusal(spectator, { type: 'chat', table, channel: 'players', text: 'hi' });
    expect(wrong.code).toBe('forbidden');
    await expectUnchanged();
  });

  it('a flood of chat: rate-limited (a repeat, a fifth line within 10 s)', async () => {
    const say = (text: string) => ({ type: 'chat', table, channel: 'spectators', text });
    spectator.send(say('one'));
    expect((await refusal(spectator, say('one'))).code).toBe('rate-limited');
    for (const text of ['two', 'three', 'four']) spectator.send(say(text));
    expect((await refusal(spectator, say('five'))).code).toBe('rate-limited');
    await expectUnchanged();
  });
});

describe('HTTP', () => {
  it('unauthenticated requests: 401 unauthenticated', async () => {
    const body = { game: 'shatra' };
    for (const cookie of [undefined, 'ludus_session=forged-token']) {
      const create = await call(server.url, 'POST', '/api/games', { body, cookie });
      expect(create).toMatchObject({ status: 401, body: { error: 'unauthenticated' } });
      expect((await call(server.url, 'GET', '/api/me', { cookie })).status).toBe(401);
      expect((await call(server.url, 'GET', '/api/me/games', { cookie })).status).toBe(401);
    }
    await expectUnchanged();
  });

  it('cross-site requests to the account routes and the socket: 403 cross-site', async () => {
    const evil = 'https://evil.example';
    const credentials = { name: 'Mallory', password: 'long enough password' };
    for (const [path, body] of [
      ['/api/guest', { name: 'Mallory' }],
      ['/api/register', credentials],
      ['/api/login', credentials],
      ['/api/logout', {}],
      ['/api/games', { game: 'shatra' }],
    ] as const) {
      const reply = await call(server.url, 'POST', path, {
        body,
        origin: evil,
        cookie: cookies.white,
      });
      expect(reply, path).toMatchObject({ status: 403, body: { error: 'cross-site' } });
    }
    await expect(
      TestClient.connect(server.url, { cookie: cookies.white, origin: evil }),
    ).rejects.toThrow('upgrade refused: 403');
    // The session was not ended by the forged logout.
    expect((await call(server.url, 'GET', '/api/me', { cookie: cookies.white })).status).toBe(200);
    await expectUnchanged();
  });

  it('a name with control characters: 400 bad-request', async () => {
    for (const name of ['Eve\u0007', 'Eve\nAdmin', 'Eve\u202e', '\u0000', ' Eve']) {
      const asGuest = await call(server.url, 'POST', '/api/guest', { body: { name } });
      expect(asGuest, JSON.stringify(name)).toMatchObject({
        status: 400,
        body: { error: 'bad-request' },
      });
      const registered = await call(server.url, 'POST', '/api/register', {
        body: { name, password: 'long enough password' },
      });
      expect(registered.status).toBe(400);
    }
    await expectUnchanged();
  });
});
