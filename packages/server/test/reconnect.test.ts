// A client that disconnects mid-turn (its move sent, the socket closed before the answer) and
// comes back with hello's lastSeen: it gets exactly what it missed, its own move included, and
// plays on; nothing lost, nothing twice.
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
