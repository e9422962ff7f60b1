// GET /metrics: this process's figures for Prometheus (metrics.ts). Not under /api: a proxy in
// front keeps it from the public (docs/deploy.md), as the figures are the operator's.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

export function metricsRoutes(app: FastifyInstance, services: Services): void {
  app.get('/metrics', async (_request, reply) => {
    const text = services.metrics.render(services.games.inProgress());
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(text);
  });
}
