// A client that disconnects mid-turn (its move sent, the socket closed before the answer) and
// comes back with hello's lastSeen: it gets exactly what it missed, its own move included, and
// plays on; nothing lost, nothing twice. A join whose answer was lost, sent again from a new
// socket, is answered as the first was (the table sent again), writing nothing; the other seat
// stays refused.
import type { TableEvent, TableView } from '@ludus/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { createGame, guest } from './support/http';
import { eventsSeen, finished, lastSeq, startBot } from './support/play';
import { type TestServer, testServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.stop());

describe('disconnect mid-turn, reconnect, resync', () => {
  it('the missed events arrive once, in order, and the game goes on to its end', async () => {
    const [white, black] = [await guest(server.url, 'Dana'), await guest(server.url, 'Erlan')];
    const table = await createGame(server.url, white, { game: 'backgammon', matchLength: 1 });
    const a = await TestClient.connect(server.url, { cookie: white });
    const b = await TestClient.connect(server.url, { cookie: black });
    const watcher = await TestClient.connect(server.url);
    await watcher.request({ type: 'watch', table });
    await b.request({ type: 'join', table, clientSeed: 'joiner-seed' });

    // White's bot sends a move past event 10 and drops its socket at once.
    let leftAt = -1;
    startBot(a, table, 'white', {
      afterSend: (seq, intent) => {
        if (seq < 10 || (intent as { kind: string }).kind !== 'move') return true;
        leftAt = lastSeq(a, table);
        a.socket.close();
        return false;
      },
    });
    const blackBot = startBot(b, table, 'black');
    await a.closed;
    expect(leftAt).toBeGreaterThanOrEqual(10);
    // Black plays on (its roll, its move) until White is to act again.
    const whiteToAct = (view: TableView) => view.toAct.includes('white') && view.seq > leftAt + 1;
    await b.next((m) => m.type === 'view' && m.table === table && whiteToAct(m.view), 20_000);

    const again = await TestClient.connect(server.url, { cookie: white, hello: false });
    again.send({ type: 'hello', v: 1, lastSeen: [{ table, seq: leftAt }] });
    const missed = await again.next((m) => m.type === 'events' && m.table === table);
    const missedEvents = missed.events as TableEvent[];
    // Its own move (accepted while it was away) and at least Black's roll.
    expect(missedEvents[0]).toMatchObject({ seq: leftAt + 1, seat: 'white' });
    expect(missedEvents.length).toBeGreaterThanOrEqual(2);
    const bot = startBot(again, table, 'white');
    await finished(watcher, table);
    await finished(again, table);

    const before = eventsSeen(a, table).filter((e) => e.seq <= leftAt);
    const whiteSaw = [...before, ...eventsSeen(again, table)];
    const seqs = whiteSaw.map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(whiteSaw).toEqual(eventsSeen(watcher, table));
    expect([...bot.errors, ...blackBot.errors]).toEqual([]);
    for (const client of [b, watcher, again]) client.close();
  });
});

describe('a join sent again after reconnecting', () => {
  it('gets the table again, the seat unchanged and nothing written; the other seat is refused', async () => {
    const [white, black] = [await guest(server.url, 'Farida'), await guest(server.url, 'Galym')];
    const table = await createGame(server.url, white, { game: 'backgammon', matchLength: 1 });
    const a = await TestClient.connect(server.url, { cookie: white });
    const watcher = await TestClient.connect(server.url);
    await watcher.request({ type: 'watch', table });
    await a.request({ type: 'watch', table });
    a.send({ type: 'chat', table, channel: 'players', text: 'good luck' });
    await a.next((m) => m.type === 'chat' && m.table === table);
    const seatsOf = (client: TestClient) =>
      client.seen.filter((m) => m.type === 'seats' && m.table === table);

    // The join goes out and the socket drops before any answer can be read.
    const lost = await TestClient.connect(server.url, { cookie: black });
    lost.send({ type: 'join', id: 1, table, clientSeed: 'first-seed' });
    lost.close();
    await watcher.next((m) => m.type === 'seats' && m.table === table && m.status === 'playing');
    const row = () =>
      server.services.db
        .selectFrom('games')
        .select(['black_user', 'black_seed', 'status', 'updated_at'])
        .where('id', '=', table)
        .executeTakeFirstOrThrow();
    const stored = await row();
    expect(stored).toMatchObject({ black_seed: 'first-seed', status: 'playing' });

    // Sent again, with another seed and without a seat, then naming the seat: answered both
    // times as a first join is, with the seats, the seat's view and the players' chat.
    const again = await TestClient.connect(server.url, { cookie: black });
    for (const seat of [undefined, 'black']) {
      const asked = { type: 'join', table, clientSeed: 'second-seed', ...(seat ? { seat } : {}) };
      const answer = await again.request(asked);
      expect(answer).toMatchObject({ type: 'view', view: { viewer: 'black', seq: 0 } });
      expect(seatsOf(again).at(-1)).toMatchObject({
        seats: { white: 'Farida', black: 'Galym' },
        status: 'playing',
      });
      const chat = await again.next((m) => m.type === 'chat-log' && m.table === table);
      expect(chat.lines).toEqual([{ channel: 'players', from: 'Farida', text: 'good luck' }]);
    }
    // The seat the player does not hold: refused, as before.
    const other = await again.request({ type: 'join', table, seat: 'white', clientSeed: 'x' });
    expect(other).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(String(other.message)).toMatch(/black seat/);

    // Nothing written, nothing announced: the row is as the first join left it, and the
    // watcher (its pong after anything sent before it) heard the seats twice only (its watch,
    // the first join).
    expect(await row()).toEqual(stored);
    await watcher.request({ type: 'ping' });
    expect(seatsOf(watcher)).toHaveLength(2);
    // The seat is the player's: it plays from the new socket (the first seed stands).
    const bots = [startBot(a, table, 'white'), startBot(again, table, 'black')];
    await finished(watcher, table);
    expect(bots.flatMap((bot) => bot.errors)).toEqual([]);
    for (const client of [a, watcher, again]) client.close();
  });
});
