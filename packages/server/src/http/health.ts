// GET /api/health: 200 and {"status":"ok"} while the process serves, its database answers and,
// with several processes, its Redis does: a process cut off from Redis refuses every intent
// (games/actor.ts), so it is not healthy even though it serves.

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Services } from '../services';
import { reachesRedis } from './redis-reachable';

export function healthRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/health', async (_request, reply) => {
    const { storage, pingRedis } = services;
    try {
      await sql`select 1`.execute(services.db);
    } catch {
      return reply.code(503).send({ status: 'unavailable', storage });
    }
    if (!pingRedis) return { status: 'ok', storage };
    if (!(await reachesRedis(services)))
      return reply.code(503).send({ status: 'unavailable', storage, redis: 'unreachable' });
    return { status: 'ok', storage, redis: 'ok' };
  });
}
