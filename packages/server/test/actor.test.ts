// One queue per game: the same intent sent at once from several sockets of the seat's player is
// accepted once; the others are stale. The log in the database is the table's, row for row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { createGame, guest } from './support/http';
import { type TestServer, testServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.stop());

describe('the game actor', () => {
  it('racing copies of one intent: one event, the rest stale', async () => {
    const white = await guest(server.url, 'Racer');
    const table = await createGame(server.url, white, { game: 'backgammon', matchLength: 1 });
    const black = await TestClient.connect(server.url, {
      cookie: await guest(server.url, 'Other'),
    });
    await black.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    const sockets = await Promise.all(
      Array.from({ length: 6 }, () => TestClient.connect(server.url, { cookie: white })),
    );
    for (const socket of sockets) await socket.request({ type: 'watch', table });
    const ids = sockets.map((socket, i) => {
      socket.send({
        type: 'intent',
        id: i,
        table,
        seq: 0,
        intent: { kind: 'roll' },
        nonce: `n${i}`,
      });
      return i;
    });
    const events = await black.next((m) => m.type === 'events' && m.table === table);
    expect(events.events).toHaveLength(1);
    const errors = await Promise.all(
      sockets.map((socket, i) =>
        socket.next((m) => m.type === 'error' && m.id === ids[i], 1_000).catch(() => undefined),
      ),
    );
    const stale = errors.filter((e) => e?.code === 'stale');
    expect(stale).toHaveLength(sockets.length - 1);
    const rows = await server.services.db
      .selectFrom('game_events')
      .select(['seq', 'seat'])
      .where('game_id', '=', table)
      .execute();
    expect(rows).toEqual([{ seq: 1, seat: 'white' }]);
    const game = await server.services.db
      .selectFrom('games')
      .select(['seq', 'seed'])
      .where('id', '=', table)
      .executeTakeFirstOrThrow();
    expect(Number(game.seq)).toBe(1);
    // The seed stays on the server: no message to any client carried it.
    const everything = JSON.stringify([...black.seen, ...sockets.flatMap((s) => s.seen)]);
    expect(everything).not.toContain(game.seed);
    for (const socket of [black, ...sockets]) socket.close();
  });
});
