// The account routes: play as a guest, register, log in, log out, and who am I. Each POST is
// same-origin only (http/origin.ts) and rate-limited more tightly than the rest.
import { type Credentials, CredentialsSchema, checked, GuestRequestSchema } from '@ludus/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Player } from '../games/types';
import type { Services } from '../services';
import { refuse } from './errors';
import { crossSite } from './origin';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie';

async function sameOrigin(request: FastifyRequest, reply: FastifyReply) {
  const why = crossSite(request);
  if (why) return refuse(reply, 'cross-site', why);
}

async function signIn(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Player,
) {
  setSessionCookie(request, reply, await services.accounts.startSession(user));
  return { name: user.name, guest: user.guest };
}

export function accountRoutes(app: FastifyInstance, services: Services): void {
  const { accounts } = services;
  const rateLimit = { max: services.limits.accountPerMinute, timeWindow: 60_000 };
  const post = { preHandler: sameOrigin, config: { rateLimit } };

  app.post('/api/guest', post, async (request, reply) => {
    const body = checked(GuestRequestSchema, request.body);
    if (!body.ok) return refuse(reply, 'bad-request', body.message);
    const user = await accounts.guest(body.value.name);
    if (!user) return refuse(reply, 'name-taken', 'a registered player has this name');
    return signIn(services, request, reply, user);
  });

  app.post('/api/register', post, async (request, reply) => {
    const body = checked(CredentialsSchema, request.body);
    if (!body.ok) return refuse(reply, 'bad-request', body.message);
    const { name, password }: Credentials = body.value;
    const user = await accounts.register(name, password);
    if (!user) return refuse(reply, 'name-taken', 'this name is taken');
    return signIn(services, request, reply, user);
  });

  app.post('/api/login', post, async (request, reply) => {
    const body = checked(CredentialsSchema, request.body);
    if (!body.ok) return refuse(reply, 'bad-credentials', 'wrong name or password');
    const user = await accounts.login(body.value.name, body.value.password);
    if (!user) return refuse(reply, 'bad-credentials', 'wrong name or password');
    return signIn(services, request, reply, user);
  });

  app.post('/api/logout', post, async (request, reply) => {
    const session = await accounts.session(sessionToken(request));
    if (session) {
      await accounts.endSession(session.id);
      // Sockets opened with this session lose it too (ws/route.ts closes them).
      services.sessions.publish('sessions', { kind: 'session-ended', session: session.id });
    }
    clearSessionCookie(request, reply);
    return { ok: true };
  });

  app.get('/api/me', async (request, reply) => {
    const session = await accounts.session(sessionToken(request));
    if (!session) return refuse(reply, 'unauthenticated', 'not signed in');
    return { name: session.user.name, guest: session.user.guest };
  });
}
