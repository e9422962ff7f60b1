// History elision over real sockets (PROTOCOL.md, "History elision"): the view after each event
// carries `base`, the seq of the last view this socket was sent, and its history as markers
// against that view's; it expands to the state a fresh watcher is sent whole. Replies (watch,
// resync, a stale intent's view) are always whole; a watch after an unwatch starts afresh.
import { expand } from '@ludus/protocol';
import type { TableView } from '@ludus/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Message, TestClient } from './support/client';
import { createGame, guest } from './support/http';
import { lastSeq, startBot } from './support/play';
import { type TestServer, testServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.stop());

/** Events played before the bots stop (a first-legal Shatra game lasts 40 moves). */
const EVENTS = 30;

const viewsOf = (client: TestClient, table: string) =>
  client.seen.filter((m) => m.type === 'view' && m.table === table);
const seqOfView = (message: Message) => (message.view as TableView).seq;

/** The last view `client` got of `table`. */
function lastView(client: TestClient, table: string): TableView {
  const message = viewsOf(client, table).at(-1);
  if (!message) throw new Error('no view yet');
  return message.view as TableView;
}

/**
 * A table of `body` played by two bots to `EVENTS` events or a few more, with a raw and an
 * expanding watcher; returned once the table is still (the bots stopped, their last intents in).
 */
async function playedTable(body: Record<string, unknown>) {
  const [white, black] = [await guest(server.url, 'Aigerim'), await guest(server.url, 'Bolat')];
  const table = await createGame(server.url, white, body);
  const a = await TestClient.connect(server.url, { cookie: white });
  const b = await TestClient.connect(server.url, { cookie: black });
  const raw = await TestClient.connect(server.url, { raw: true });
  const watcher = await TestClient.connect(server.url);
  for (const client of [raw, watcher]) await client.request({ type: 'watch', table });
  await b.request({ type: 'join', table, clientSeed: 'joiner-seed' });
  const bots = [startBot(a, table, 'white'), startBot(b, table, 'black')];
  await watcher.next((m) => m.type === 'events' && lastSeq(watcher, table) >= EVENTS, 30_000);
  for (const bot of bots) bot.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const bot of bots) expect(bot.errors).toEqual([]);
  const seq = lastSeq(watcher, table);
  expect(viewsOf(raw, table).map(seqOfView).at(-1)).toBe(seq);
  return { table, seq, a, b, raw, watcher };
}

describe('views after events are elided against the socket’s last view', () => {
  it('backgammon: each names its base, and expands to the state a fresh watcher gets whole', async () => {
    const { table, a, b, raw, watcher } = await playedTable({
      game: 'backgammon',
      matchLength: 3,
    });
    const views = viewsOf(raw, table);
    // The first view is the watch's reply: whole. Late ones are elided, each against the view
    // before it on this socket.
    expect(views[0]?.base).toBeUndefined();
    const elided = views.filter((m) => m.base !== undefined);
    expect(elided.length).toBeGreaterThan(10);
    for (const message of elided) {
      const before = views[views.indexOf(message) - 1] as Message;
      expect(message.base).toBe(seqOfView(before));
    }
    // The raw client expands them itself, view after view: every one resolves.
    const [first, ...later] = views as [Message, ...Message[]];
    let held: unknown = (first.view as TableView).state;
    for (const message of later) {
      const state = (message.view as TableView).state;
      held = message.base === undefined ? state : expand(held, state);
      expect(held).not.toBeNull();
    }
    // The last, expanded, is the state a new watcher is sent whole; it is a small part of it.
    const fresh = await TestClient.connect(server.url);
    const whole = await fresh.request({ type: 'watch', table });
    expect(whole.base).toBeUndefined();
    expect(held).toEqual((whole.view as TableView).state);
    const last = elided.at(-1) as Message;
    const wholeText = JSON.stringify((whole.view as TableView).state);
    expect(seqOfView(last)).toBe(seqOfView(whole));
    expect(JSON.stringify((last.view as TableView).state).length).toBeLessThan(
      wholeText.length / 4,
    );
    // The expanding clients (the players, a spectator) expanded every view they were sent.
    for (const client of [a, b, watcher]) expect(client.unexpanded).toEqual([]);
    expect(lastView(watcher, table)).toEqual(whole.view);
    for (const client of [a, b, raw, watcher, fresh]) client.close();
  });

  it('replies are whole: resync, a stale intent’s view, and a watch after an unwatch', async () => {
    const { table, seq, a, b, raw, watcher } = await playedTable({ game: 'shatra' });
    // Events after the last seen, then the view: whole. (What came before is read already.)
    for (const client of [a, b, raw]) client.inbox.length = 0;
    const resynced = await raw.request({ type: 'resync', table, since: seq - 2 });
    expect(resynced.type).toBe('events');
    const view = await raw.next((m) => m.type === 'view' && m.table === table);
    expect(view.base).toBeUndefined();
    // A stale intent: refused, the seat's view whole.
    const { toAct } = lastView(watcher, table);
    const mover = toAct.includes('white') ? a : b;
    const stale = await mover.request({
      type: 'intent',
      table,
      seq: seq - 1,
      intent: { kind: 'resign' },
    });
    expect(stale).toMatchObject({ type: 'error', code: 'stale' });
    const fresh = await mover.next((m) => m.type === 'view' && m.table === table);
    expect(fresh.base).toBeUndefined();
    // Unwatched, then watched again: the watch's view whole, and the next one elided against it.
    await raw.request({ type: 'unwatch', table });
    const again = await raw.request({ type: 'watch', table });
    expect(again.base).toBeUndefined();
    mover.send({ type: 'intent', table, seq, intent: (fresh.view as TableView).legal[0] });
    const next = await raw.next((m) => m.type === 'view' && m.table === table);
    expect(next).toMatchObject({ base: seq, view: { seq: seq + 1 } });
    expect(expand((again.view as TableView).state, (next.view as TableView).state)).toEqual(
      lastView(watcher, table).state,
    );
    for (const client of [a, b, raw, watcher]) client.close();
  });
});
