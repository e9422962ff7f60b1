// nginx in front of two server processes, configured by deploy/nginx.conf itself (the sample
// operators copy, with only its ports and certificate replaced: support/nginx.ts), over TLS as the
// sample serves: the health check, the sign-in and the WebSocket upgrade pass through it; the
// forwarded headers it sets make the browser's https origin the processes' own; two players and a
// spectator, all through nginx, spread over both processes, play a whole game on one PostgreSQL
// and one Redis, and the spectator sees every event.
import { readFileSync } from 'node:fs';
import type { TableEvent } from '@ludus/session';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChildServer, spawnServer } from './support/child';
import { TestClient } from './support/client';
import { call, cookieOf, createGame, guest } from './support/http';
import { type RunningNginx, renderSite, SAMPLE, startNginx } from './support/nginx';
import { freshPostgresDatabase } from './support/pg';
import { eventsSeen, finished, startBot } from './support/play';
import { freshRedis } from './support/redis-url';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Two server processes on one database and one Redis, trusting nginx's headers, and nginx. */
async function site(): Promise<{ processes: [ChildServer, ChildServer]; nginx: RunningNginx }> {
  const url = await freshPostgresDatabase();
  const redis = freshRedis({ ttlMs: 2_000 });
  const env = {
    DATABASE_URL: url,
    REDIS_URL: redis.url,
    LUDUS_REDIS_PREFIX: redis.prefix ?? '',
    LUDUS_LEASE_MS: String(redis.ttlMs),
    // As docs/deploy.md tells the operator: the processes trust the proxy's X-Forwarded-*.
    LUDUS_TRUST_PROXY: '1',
  };
  const processes: [ChildServer, ChildServer] = await Promise.all([
    spawnServer(env),
    spawnServer(env),
  ]);
  for (const process of processes) cleanups.push(() => process.kill());
  const nginx = await startNginx({ upstreams: processes.map((p) => p.url) });
  cleanups.push(() => nginx.stop());
  return { processes, nginx };
}

async function connect(url: string, options: Parameters<typeof TestClient.connect>[1]) {
  const client = await TestClient.connect(url, options);
  cleanups.push(() => client.close());
  return client;
}

/** The `ludus_sockets_connected` gauge of one process, read from it directly. */
async function socketsOn(process: ChildServer): Promise<number> {
  const { text } = await call(process.url, 'GET', '/metrics');
  const found = /^ludus_sockets_connected (\d+)$/m.exec(text);
  if (!found) throw new Error(`no ludus_sockets_connected in:\n${text.slice(0, 500)}`);
  return Number(found[1]);
}

describe('nginx in front, configured by deploy/nginx.conf', () => {
  it('passes the health check, the sign-in and the sockets of a whole game to both processes', async () => {
    const { processes, nginx } = await site();
    const tls = { ca: nginx.ca };
    expect(nginx.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const health = await call(nginx.url, 'GET', '/api/health', tls);
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', storage: 'postgres', redis: 'ok' });
    // /metrics is the operator's: nginx answers 404 for it; each process still serves it.
    expect((await call(nginx.url, 'GET', '/metrics', tls)).status).toBe(404);
    expect((await call(processes[0].url, 'GET', '/metrics')).status).toBe(200);
    // Plain HTTP on the sample's port-80 server is sent to https (the path kept).
    const plain = await fetch(`${nginx.redirectUrl}/play/x?y=1`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/play/x?y=1');

    // The page's origin is nginx's https address: the sign-in passes the same-origin check, and
    // the cookie is Secure, because X-Forwarded-Proto and the Host with its port reached the
    // process. The same Origin sent to a process directly (no forwarded headers) is cross-site.
    const signIn = await call(nginx.url, 'POST', '/api/guest', {
      body: { name: 'Aigerim' },
      ...tls,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-cookie')).toMatch(/; Secure/i);
    const white = cookieOf(signIn);
    const direct = await call(processes[0].url, 'POST', '/api/guest', {
      body: { name: 'Bolat' },
      origin: nginx.url,
    });
    expect(direct).toMatchObject({ status: 403, body: { error: 'cross-site' } });
    const black = await guest(nginx.url, 'Bolat', tls);
    const table = await createGame(nginx.url, white, { game: 'backgammon', matchLength: 1 }, tls);

    // The WebSocket upgrade through nginx, with the browser's Origin: the https one passes, the
    // http one (another origin) is refused by the process behind.
    const spectator = await connect(nginx.url, tls);
    await expect(
      TestClient.connect(nginx.url, { ...tls, origin: nginx.url.replace('https', 'http') }),
    ).rejects.toThrow('upgrade refused: 403');
    const whiteSocket = await connect(nginx.url, { ...tls, cookie: white });
    const blackSocket = await connect(nginx.url, { ...tls, cookie: black });
    // least_conn spread the three sockets over both processes.
    const counts = await Promise.all(processes.map(socketsOn));
    expect(counts.reduce((a, b) => a + b)).toBe(3);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);

    await spectator.request({ type: 'watch', table });
    expect(
      await blackSocket.request({ type: 'join', table, clientSeed: 'joiner-seed' }),
    ).toMatchObject({
      view: { viewer: 'black' },
    });
    await whiteSocket.request({ type: 'watch', table });
    const bots = [startBot(whiteSocket, table, 'white'), startBot(blackSocket, table, 'black')];
    for (const client of [spectator, whiteSocket, blackSocket])
      await finished(client, table, 45_000);
    for (const bot of bots) expect(bot.errors).toEqual([]);

    // The whole log, read through nginx by a client of its own: the spectator saw every event,
    // once, in order, as did both players.
    const reader = await connect(nginx.url, tls);
    const log = (await reader.request({ type: 'resync', table, since: 0 })).events as TableEvent[];
    expect(log.length).toBeGreaterThan(10);
    expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
    for (const client of [spectator, whiteSocket, blackSocket]) {
      expect(eventsSeen(client, table)).toEqual(log);
    }
    expect((await call(nginx.url, 'GET', `/api/games/${table}`, tls)).body.status).toBe('finished');
  }, 60_000);

  it('refuses a sample whose lines it does not know instead of testing something else', () => {
    const sample = readFileSync(SAMPLE, 'utf8');
    const values = { upstreams: ['http://127.0.0.1:9001'], port: 9100, redirectPort: 9101 };
    const rendered = renderSite(sample, values);
    expect(rendered).toContain('server 127.0.0.1:9001 max_fails=3 fail_timeout=10s;');
    expect(rendered).not.toContain('127.0.0.1:8081');
    expect(rendered).not.toContain('127.0.0.1:8082');
    expect(rendered).toContain('listen 127.0.0.1:9100;');
    expect(rendered).toContain('listen 127.0.0.1:9101;');
    expect(rendered).not.toMatch(/ssl_certificate|listen \[::\]|listen (80|443)/);
    expect(() => renderSite(sample.replace('listen 80;', 'listen 8080;'), values)).toThrow(
      /0 lines like .*listen 80/,
    );
    expect(() =>
      renderSite(sample.replace(/server 127\.0\.0\.1:808\d[^\n]*\n/g, ''), values),
    ).toThrow(/no upstream/);
  });
});
