// An open socket does not keep its HTTP upgrade alive: the upgrade's request (with its raw
// headers), its response and Fastify's request and reply would otherwise live as long as the
// socket, some thirty objects each, a tenth of the heap at 4,000 sockets that every full
// collection walks (docs/benchmarks.md, "What the server's heap holds").
import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { type TestServer, testServer } from './support/server';

// The collector on demand, without a flag on the command line (vitest's workers start without).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const turn = () => new Promise((resolve) => setImmediate(resolve));

let server: TestServer;
const upgrades: WeakRef<IncomingMessage>[] = [];

beforeAll(async () => {
  server = await testServer();
  server.app.server.on('upgrade', (request: IncomingMessage) => {
    upgrades.push(new WeakRef(request));
  });
});
afterAll(() => server.stop());

describe('an open socket and its HTTP upgrade', () => {
  it('lets the upgrade be collected, and the socket keeps working', async () => {
    const clients = await Promise.all([1, 2, 3].map(() => TestClient.connect(server.url)));
    expect(upgrades).toHaveLength(3);
    // A weak reference holds its object until the job that made it ends; then two collections.
    for (let i = 0; i < 3; i++) {
      await turn();
      collect();
    }
    expect(upgrades.filter((upgrade) => upgrade.deref() !== undefined)).toHaveLength(0);
    for (const client of clients) {
      client.send('not json');
      const answer = await client.next((m) => m.type === 'error');
      expect(answer.code).toBe('bad-json');
    }
    // A frame over the limit makes the ws library fail the socket: the socket's own error
    // listener ends it (1009), and the process goes on serving.
    const big = clients[0] as TestClient;
    big.send('x'.repeat(70 * 1024));
    expect((await big.closed).code).toBe(1009);
    const after = await TestClient.connect(server.url);
    after.send('not json');
    expect((await after.next((m) => m.type === 'error')).code).toBe('bad-json');
    for (const client of [...clients.slice(1), after]) client.socket.close();
  });
});
