// GET /api/health: 200 and {"status":"ok"} while the process serves and its database answers.

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Services } from '../services';

export function healthRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(services.db);
    } catch {
      return reply.code(503).send({ status: 'unavailable', storage: services.storage });
    }
    return { status: 'ok', storage: services.storage };
  });
}
