// The per-address HTTP limit counts the API, not the app's static files: a first visit and its
// service worker fetch about a hundred files at once, and players behind one address share it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http';
import { type TestServer, testServer } from './support/server';

const LIMIT = 5;
let server: TestServer;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'ludus-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>ludus</title>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log("ludus");');
  server = await testServer({
    limits: { httpPerMinute: LIMIT, accountPerMinute: 100 },
    webRoot,
  });
});
afterAll(async () => {
  await server.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the HTTP rate limit', () => {
  it('serves the static files past the limit, and refuses the API beyond it', async () => {
    for (let i = 0; i < 4 * LIMIT; i++) {
      const page = await call(server.url, 'GET', '/');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>ludus</title>');
      expect((await call(server.url, 'GET', '/assets/app.js')).status).toBe(200);
      // A file that is not there is a plain 404, not a count toward the limit.
      expect((await call(server.url, 'GET', '/assets/missing.js')).status).toBe(404);
    }
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      statuses.push((await call(server.url, 'GET', '/api/health')).status);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(new Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const refused = await call(server.url, 'GET', '/api/health');
    expect(refused.body.error).toBe('rate-limited');
    // The metrics count too; the static files still come.
    expect((await call(server.url, 'GET', '/metrics')).status).toBe(429);
    expect((await call(server.url, 'GET', '/assets/app.js')).status).toBe(200);
  });
});
