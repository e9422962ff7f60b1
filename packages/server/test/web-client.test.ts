// The web app's online client (packages/web/src/online: the connection and the socket transport
// of a table) against the real server over real sockets, in Node with the `ws` package as the
// WebSocket: two players and a spectator play through it, a socket dropped mid-game comes back
// by itself and catches up through hello's lastSeen (nothing lost, nothing twice), an events frame
// lost on the way is asked for again with resync (and so is a view whose elided history does
// not fit), and refusals come back as the server's codes.
import type { Intent, TableEvent, TableView } from '@ludus/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Connection, openConnection } from '../../web/src/online/socket';
import { type OnlineTable, openOnlineTable } from '../../web/src/online/table-client';
import { call, createGame, guest } from './support/http';
import { type TestServer, testServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.stop());

interface Client {
  readonly conn: Connection;
  /** The sockets the connection made, the latest last (a test drops one to cut the line). */
  readonly sockets: WebSocket[];
}

/** `lose`: frames the client never reads, as if lost on the way (true drops the frame). */
function client(cookie?: string, lose?: (text: string) => boolean): Client {
  const sockets: WebSocket[] = [];
  const headers: Record<string, string> = { origin: server.url };
  if (cookie) headers.cookie = cookie;
  const conn = openConnection(`${server.url.replace(/^http/, 'ws')}/ws`, (url) => {
    const socket = new WebSocket(url, { headers });
    if (lose) {
      const emit = socket.emit.bind(socket);
      socket.emit = ((event: string, ...args: unknown[]) =>
        event === 'message' && lose(String(args[0])) ? true : emit(event, ...args)) as never;
    }
    sockets.push(socket);
    return socket as unknown as globalThis.WebSocket;
  });
  return { conn, sockets };
}

async function until(what: string, check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const viewOf = (table: OnlineTable): TableView => {
  const { view } = table.info();
  if (!view) throw new Error('no view yet');
  return view;
};

/** Every event a table's client was sent, in the order sent. */
function recordEvents(conn: Connection, table: string): TableEvent[] {
  const seen: TableEvent[] = [];
  conn.listen((message) => {
    if (message.type === 'events' && message.table === table) seen.push(...message.events);
  });
  return seen;
}

/**
 * The first roll or move of whichever player may act, sent through its transport, once both
 * players' views have caught up with each other.
 */
async function step(players: readonly OnlineTable[]): Promise<void> {
  const seqs = () => players.map((table) => table.info().view?.seq ?? -1);
  await until('views in step', () => new Set(seqs()).size === 1);
  const before = seqs()[0] ?? 0;
  for (const table of players) {
    const view = viewOf(table);
    const seat = table.info().seat;
    const intent = view.legal.find((i) => i.kind === 'roll' || i.kind === 'move') as Intent;
    if (seat && view.toAct.includes(seat) && intent) {
      const sent = await table.send(seat, intent);
      expect(sent).toEqual({ ok: true });
      await until('the views after it', () => seqs().every((seq) => seq === before + 1));
      return;
    }
  }
  throw new Error('nobody may act');
}

describe('the web client over a real server', () => {
  it('plays, drops a socket, reconnects by itself and catches up exactly', async () => {
    const [whiteCookie, blackCookie] = [
      await guest(server.url, 'Saule'),
      await guest(server.url, 'Timur'),
    ];
    const id = await createGame(server.url, whiteCookie, { game: 'backgammon', matchLength: 3 });
    const [w, b, s] = [client(whiteCookie), client(blackCookie), client()];
    await until('welcome', () => [w, b, s].every((c) => c.conn.welcomed.value));
    expect(w.conn.me.value).toEqual({ name: 'Saule', guest: true });
    expect(s.conn.me.value).toBeNull();

    const [white, black, watcher] = [w, b, s].map((c) => openOnlineTable(c.conn, id)) as [
      OnlineTable,
      OnlineTable,
      OnlineTable,
    ];
    const watcherEvents = recordEvents(s.conn, id);
    expect(await black.join()).toEqual({ ok: true });
    await until('seats', () =>
      [white, black, watcher].every((t) => t.info().seats?.black === 'Timur'),
    );
    expect(white.info().seat).toBe('white');
    expect(black.info().seat).toBe('black');
    expect(watcher.info().seat).toBeNull();
    // Every watcher holds the dice commitment before the first roll.
    const { diceCommitment } = (await call(server.url, 'GET', `/api/games/${id}`)).body;
    expect(diceCommitment).toMatch(/^[0-9a-f]{64}$/);
    for (const table of [white, black, watcher]) {
      expect(table.info().commitment).toBe(diceCommitment);
    }

    // A spectator's transport acts in nothing; a player cannot act for the other seat.
    expect(await watcher.send('white', { kind: 'roll' })).toMatchObject({ ok: false });
    expect(await white.send('black', { kind: 'roll' })).toMatchObject({
      ok: false,
      error: 'not-your-seat',
    });

    for (let i = 0; i < 4; i += 1) await step([white, black]);
    // The client's seed (on join) and its nonces: 128 random bits each, base64url.
    const seeds = await server.services.db
      .selectFrom('games')
      .select(['white_seed', 'black_seed'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(seeds.black_seed).toMatch(/^[\w-]{22}$/);
    const nonces = await server.services.db
      .selectFrom('game_events')
      .select('nonce')
      .where('game_id', '=', id)
      .where('dice', '!=', '[]')
      .execute();
    expect(nonces.length).toBeGreaterThan(0);
    for (const { nonce } of nonces) expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(new Set(nonces.map((n) => n.nonce)).size).toBe(nonces.length);
    const seq = viewOf(white).seq;
    await until('the watcher', () => viewOf(watcher).seq === seq);
    expect(watcher.snapshot().shown).toEqual(white.snapshot().shown);
    expect(watcher.snapshot().seats).toEqual({});

    // The watcher's line is cut; the players play on; it comes back by itself and catches up.
    s.sockets.at(-1)?.terminate();
    await until('offline', () => s.conn.link.value === 'offline');
    for (let i = 0; i < 3; i += 1) await step([white, black]);
    const later = viewOf(white).seq;
    await until('reconnected', () => s.conn.link.value === 'online' && s.sockets.length === 2);
    await until('caught up', () => viewOf(watcher).seq === later);
    expect(watcher.snapshot().shown).toEqual(white.snapshot().shown);
    const seqs = watcherEvents.map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: later }, (_, i) => i + 1));

    // A player's line is cut mid-turn: its intent fails as offline, then it plays on.
    const mover = [white, black].find((t) => viewOf(t).toAct.includes(t.info().seat ?? 'white'));
    const moverClient = mover === white ? w : b;
    moverClient.sockets.at(-1)?.terminate();
    await until('offline', () => moverClient.conn.link.value === 'offline');
    const seat = mover?.info().seat ?? 'white';
    expect(await mover?.send(seat, viewOf(mover as OnlineTable).legal[0] as Intent)).toMatchObject({
      ok: false,
      error: 'offline',
    });
    await until('back', () => moverClient.conn.link.value === 'online');
    await step([white, black]);
    await until('all agree', () =>
      [white, black, watcher].every((t) => viewOf(t).seq === later + 1),
    );

    // An illegal intent is refused with the server's code; the table is unchanged.
    const actor = [white, black].find((t) => viewOf(t).toAct.includes(t.info().seat ?? 'white'));
    const before = viewOf(actor as OnlineTable).seq;
    const refused = await actor?.send(actor.info().seat ?? 'white', { kind: 'next-game' });
    expect(refused).toMatchObject({ ok: false, error: 'illegal' });
    expect(viewOf(actor as OnlineTable).seq).toBe(before);

    // Chat: a players' line reaches both players, not the watcher; markup stays text.
    expect(await white.say('players', 'gl <b>hf</b>')).toEqual({ ok: true });
    await until('the line', () => black.info().chat.length === 1);
    expect(black.info().chat[0]).toEqual({
      channel: 'players',
      from: 'Saule',
      text: 'gl <b>hf</b>',
    });
    expect(await watcher.say('players', 'hi')).toMatchObject({ ok: false });
    expect(watcher.info().chat).toEqual([]);

    for (const table of [white, black, watcher]) table.close();
    for (const c of [w, b, s]) c.conn.close();
  });

  it('an events frame lost on the way: the client asks for the missed events with resync', async () => {
    const [whiteCookie, blackCookie] = [
      await guest(server.url, 'Saule'),
      await guest(server.url, 'Timur'),
    ];
    const id = await createGame(server.url, whiteCookie, { game: 'backgammon', matchLength: 1 });
    // The watcher's socket loses the broadcast of event 3 (as a process that missed it would):
    // its events frame and the view after it.
    let lost = 0;
    const losesThird = (text: string) => {
      const events = lost === 0 && text.includes('"type":"events"') && text.includes('"seq":3,');
      const view = lost === 1 && text.includes('"type":"view"');
      if (events || view) lost += 1;
      return events || view;
    };
    const [w, b, s] = [client(whiteCookie), client(blackCookie), client(undefined, losesThird)];
    await until('welcome', () => [w, b, s].every((c) => c.conn.welcomed.value));
    const [white, black, watcher] = [w, b, s].map((c) => openOnlineTable(c.conn, id)) as [
      OnlineTable,
      OnlineTable,
      OnlineTable,
    ];
    const heard: Array<{ id?: number; seqs: number[] }> = [];
    s.conn.listen((message) => {
      if (message.type !== 'events' || message.table !== id) return;
      heard.push({
        ...(message.id === undefined ? {} : { id: message.id }),
        seqs: message.events.map((e) => e.seq),
      });
    });
    expect(await black.join()).toEqual({ ok: true });
    await until('seats', () => watcher.info().seats?.black === 'Timur');
    for (let i = 0; i < 5; i += 1) await step([white, black]);
    const last = viewOf(white).seq;
    await until('the watcher', () => watcher.info().lastEvents.at(-1)?.seq === last, 5_000);
    expect(lost).toBe(2);
    // Event 4 did not follow on: the client asked from 2, and the server's answer (by id) had 3.
    const answer = heard.find((h) => h.id !== undefined);
    expect(answer?.seqs[0]).toBe(3);
    const accounted = new Set(heard.flatMap((h) => h.seqs));
    expect([...accounted].sort((x, y) => x - y)).toEqual(
      Array.from({ length: last }, (_, i) => i + 1),
    );
    for (const table of [white, black, watcher]) table.close();
    for (const c of [w, b, s]) c.conn.close();
  });

  it('a view frame lost on the way: the next elided view does not fit, and resync mends it', async () => {
    const [whiteCookie, blackCookie] = [
      await guest(server.url, 'Saule'),
      await guest(server.url, 'Timur'),
    ];
    const id = await createGame(server.url, whiteCookie, { game: 'backgammon', matchLength: 3 });
    // The watcher's socket loses the first view whose history is elided (PROTOCOL.md, "History
    // elision"): the next one names it as its base, which the client does not hold.
    let lost = false;
    let lostBase = -1;
    const losesAnElidedView = (text: string) => {
      const elided = !lost && text.startsWith('{"type":"view"') && text.includes('"base":');
      if (elided) lostBase = (JSON.parse(text) as { base: number }).base;
      lost ||= elided;
      return elided;
    };
    const [w, b, s] = [
      client(whiteCookie),
      client(blackCookie),
      client(undefined, losesAnElidedView),
    ];
    await until('welcome', () => [w, b, s].every((c) => c.conn.welcomed.value));
    const [white, black, watcher] = [w, b, s].map((c) => openOnlineTable(c.conn, id)) as [
      OnlineTable,
      OnlineTable,
      OnlineTable,
    ];
    const answers: number[] = [];
    s.conn.listen((message) => {
      if (message.type === 'events' && message.table === id && message.id !== undefined) {
        answers.push(message.id);
      }
    });
    expect(await black.join()).toEqual({ ok: true });
    await until('seats', () => watcher.info().seats?.black === 'Timur');
    for (let i = 0; i < 200 && !lost; i += 1) await step([white, black]);
    expect(lost).toBe(true);
    // The watcher shows the table as it was before the lost view (its base) until it has
    // resynced. One step may make two events, whose second view (based on the lost one) has then
    // already sent the resync: its answer may be here too.
    expect(viewOf(white).seq).toBeGreaterThan(lostBase);
    expect([lostBase, viewOf(white).seq]).toContain(viewOf(watcher).seq);
    await step([white, black]);
    const last = viewOf(white).seq;
    await until('the watcher', () => viewOf(watcher).seq === last, 5_000);
    // One resync, answered by id; the table whole again, as the players have it.
    expect(answers).toHaveLength(1);
    expect(watcher.snapshot().shown).toEqual(white.snapshot().shown);
    // And elided views fit again from there.
    await step([white, black]);
    await until('the next', () => viewOf(watcher).seq === last + 1, 5_000);
    expect(watcher.snapshot().shown).toEqual(white.snapshot().shown);
    expect(answers).toHaveLength(1);
    for (const table of [white, black, watcher]) table.close();
    for (const c of [w, b, s]) c.conn.close();
  });

  it('a table that does not exist is reported missing', async () => {
    const c = client();
    await until('welcome', () => c.conn.welcomed.value);
    const table = openOnlineTable(c.conn, 'no-such-table');
    await until('missing', () => table.info().missing);
    table.close();
    c.conn.close();
  });
});
