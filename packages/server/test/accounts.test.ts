// Accounts over HTTP: guests, registration and login (argon2id), logout ending the session on
// the server (its sockets closed too), cookie flags, and the account routes' rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { call, cookieOf } from './support/http';
import { type TestServer, testServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ limits: { accountPerMinute: 12, httpPerMinute: 10_000 } });
});
afterAll(() => server.stop());

const password = 'correct horse battery';

describe('accounts', () => {
  it('register, log in, log out: the session ends on the server and its sockets close', async () => {
    const registered = await call(server.url, 'POST', '/api/register', {
      body: { name: 'Aruzhan', password },
    });
    expect(registered).toMatchObject({ status: 200, body: { name: 'Aruzhan', guest: false } });
    const stored = await server.services.db
      .selectFrom('users')
      .select('password_hash')
      .where('name', '=', 'Aruzhan')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const cookie = cookieOf(
      await call(server.url, 'POST', '/api/login', { body: { name: 'ARUZHAN', password } }),
    );
    expect((await call(server.url, 'GET', '/api/me', { cookie })).body).toEqual({
      name: 'Aruzhan',
      guest: false,
    });
    const socket = await TestClient.connect(server.url, { cookie });
    expect(socket.seen[0]).toMatchObject({ you: { name: 'Aruzhan', guest: false } });

    expect((await call(server.url, 'POST', '/api/logout', { cookie, body: {} })).status).toBe(200);
    expect((await call(server.url, 'GET', '/api/me', { cookie })).status).toBe(401);
    expect((await socket.closed).code).toBe(4001);
  });

  it('a wrong password and an unknown name are one refusal: bad-credentials', async () => {
    await call(server.url, 'POST', '/api/register', { body: { name: 'Saule', password } });
    for (const body of [
      { name: 'Saule', password: 'wrong password!' },
      { name: 'Nobody', password },
    ]) {
      const reply = await call(server.url, 'POST', '/api/login', { body });
      expect(reply).toMatchObject({ status: 401, body: { error: 'bad-credentials' } });
      expect(reply.headers.get('set-cookie')).toBeNull();
    }
  });

  it('a registered name is taken (whatever its case), for players and guests alike', async () => {
    await call(server.url, 'POST', '/api/register', { body: { name: 'Timur', password } });
    const again = await call(server.url, 'POST', '/api/register', {
      body: { name: 'tIMUR', password },
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'name-taken' } });
    const asGuest = await call(server.url, 'POST', '/api/guest', { body: { name: 'Timur' } });
    expect(asGuest).toMatchObject({ status: 409, body: { error: 'name-taken' } });
  });

  it('the session cookie is http-only and SameSite=Lax; Secure only over https', async () => {
    const reply = await call(server.url, 'POST', '/api/guest', { body: { name: 'Guest One' } });
    const set = reply.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^ludus_session=[\w-]{43};/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).toContain('Path=/');
    expect(set).not.toContain('Secure');
    expect(reply.body).toEqual({ name: 'Guest One', guest: true });
  });

  it('the account routes are rate-limited: 429 rate-limited', async () => {
    let last = 0;
    for (let i = 0; i < 14; i++) {
      const reply = await call(server.url, 'POST', '/api/login', {
        body: { name: 'Nobody', password: 'x' },
      });
      last = reply.status;
      if (last === 429) {
        expect(reply.body.error).toBe('rate-limited');
        break;
      }
    }
    expect(last).toBe(429);
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  });
});
