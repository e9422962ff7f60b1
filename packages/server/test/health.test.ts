// GET /api/health, in-process and from `main.ts` as `npm start` runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http';
import { type TestServer, testServer } from './support/server';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(() => server.stop());

  it('answers 200 with status ok, listening on loopback only', async () => {
    const reply = await call(server.url, 'GET', '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'ok', storage: 'sqlite' });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
