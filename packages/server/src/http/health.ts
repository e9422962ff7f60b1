// GET /api/health: 200 and {"status":"ok"} while the process serves, its database answers and,
// with several processes, its Redis does: a process cut off from Redis refuses every intent
// (games/actor.ts), so it is not healthy even though it serves.

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Services } from '../services';

/** How long the check waits for Redis's answer. */
const REDIS_WAIT_MS = 1_000;

export function healthRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/health', async (_request, reply) => {
    const { storage, pingRedis } = services;
    try {
      await sql`select 1`.execute(services.db);
    } catch {
      return reply.code(503).send({ status: 'unavailable', storage });
    }
    if (!pingRedis) return { status: 'ok', storage };
    // Bounded: while Redis is away its client queues the command until it reconnects.
    const reached = await Promise.race([
      pingRedis().then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), REDIS_WAIT_MS).unref()),
    ]);
    if (!reached)
      return reply.code(503).send({ status: 'unavailable', storage, redis: 'unreachable' });
    return { status: 'ok', storage, redis: 'ok' };
  });
}
