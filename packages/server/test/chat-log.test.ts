// The chat so far, for a new watcher (`chat-log`), over real sockets: a seat holder gets the
// players' lines, everyone else the spectators' (never the players'), the last 100, oldest first.
import { MAX_CHAT_LOG_LINES } from '@ludus/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveChat } from '../src/chat/store';
import { type Message, TestClient } from './support/client';
import { createGame, guest } from './support/http';
import { type TestServer, testServer } from './support/server';

let server: TestServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.stop();
});

async function connect(cookie?: string): Promise<TestClient> {
  const client = await TestClient.connect(server.url, cookie ? { cookie } : {});
  clients.push(client);
  return client;
}

const chatLog = (client: TestClient, table: string) =>
  client.next((m) => m.type === 'chat-log' && m.table === table);

const texts = (log: Message) => (log.lines as { text: string }[]).map((line) => line.text);

/** Sends a line and waits until the writer hears it relayed (so that it is stored). */
async function say(client: TestClient, table: string, channel: string, text: string) {
  client.send({ type: 'chat', table, channel, text });
  await client.next((m) => m.type === 'chat' && m.table === table && m.text === text);
}

describe('chat-log', () => {
  it('a new watcher gets the lines of the channel it reads, and only those', async () => {
    const cookies = {
      white: await guest(server.url, 'Aigerim'),
      black: await guest(server.url, 'Bolat'),
      fan: await guest(server.url, 'Dana'),
    };
    const table = await createGame(server.url, cookies.white, { game: 'backgammon' });
    const white = await connect(cookies.white);
    const fan = await connect(cookies.fan);
    await white.request({ type: 'watch', table });
    expect(await chatLog(white, table)).toMatchObject({ lines: [] });
    await fan.request({ type: 'watch', table });
    expect(await chatLog(fan, table)).toMatchObject({ lines: [] });

    await say(white, table, 'players', 'good luck <b>not bold</b>');
    await say(fan, table, 'spectators', 'go Bolat');

    // Black takes the seat: the players' lines come with its view.
    const black = await connect(cookies.black);
    const joined = await black.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    expect(joined).toMatchObject({ type: 'view', view: { viewer: 'black' } });
    expect(await chatLog(black, table)).toEqual({
      type: 'chat-log',
      table,
      lines: [{ channel: 'players', from: 'Aigerim', text: 'good luck <b>not bold</b>' }],
    });

    // A visitor (no session) and a signed-in spectator get the spectators' lines only.
    const visitor = await connect();
    await visitor.request({ type: 'watch', table });
    expect(await chatLog(visitor, table)).toMatchObject({
      lines: [{ channel: 'spectators', from: 'Dana', text: 'go Bolat' }],
    });
    const again = await connect(cookies.fan);
    await again.request({ type: 'watch', table });
    expect(texts(await chatLog(again, table))).toEqual(['go Bolat']);
    for (const client of [visitor, again, fan]) {
      const players = client.seen.some(
        (m) =>
          (m.type === 'chat' && m.channel === 'players') ||
          (m.type === 'chat-log' && JSON.stringify(m.lines).includes('players')),
      );
      expect(players).toBe(false);
    }

    // Watching again (a reload) gives a seat holder the players' chat again.
    const reloaded = await connect(cookies.white);
    await reloaded.request({ type: 'watch', table });
    expect(texts(await chatLog(reloaded, table))).toEqual(['good luck <b>not bold</b>']);
  });

  it('is bounded: the last 100 lines of the channel, oldest first', async () => {
    const cookie = await guest(server.url, 'Talker');
    const table = await createGame(server.url, cookie, { game: 'shatra' });
    const user = await server.services.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'Talker')
      .executeTakeFirstOrThrow();
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let i = 0; i < MAX_CHAT_LOG_LINES + 20; i++) {
      await saveChat(server.services.db, {
        table,
        channel: 'players',
        userId: user.id,
        name: 'Talker',
        text: `line ${i}`,
        at: new Date(start + i * 1_000).toISOString(),
      });
    }
    const client = await connect(cookie);
    await client.request({ type: 'watch', table });
    const lines = texts(await chatLog(client, table));
    expect(lines).toHaveLength(MAX_CHAT_LOG_LINES);
    expect(lines[0]).toBe('line 20');
    expect(lines.at(-1)).toBe(`line ${MAX_CHAT_LOG_LINES + 19}`);
  });
});
