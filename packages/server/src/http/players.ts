// The rating routes: a registered player's profile, their rating history of one game kind, and
// a kind's leaderboard. Anyone may read them; guests have no profile (their names are not
// unique, and they are not rated).
import { RATING_KINDS, type RatingKind } from '@ludus/protocol';
import type { FastifyInstance } from 'fastify';
import { historyOf, leaderboardOf, profileOf, registeredPlayer } from '../ratings/queries';
import type { Services } from '../services';
import { refuse } from './errors';

const isKind = (kind: string): kind is RatingKind => (RATING_KINDS as string[]).includes(kind);

export function playerRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/players/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const profile = await profileOf(services.db, name);
    return profile ?? refuse(reply, 'not-found', 'no registered player by that name');
  });

  app.get('/api/players/:name/ratings/:kind', async (request, reply) => {
    const { name, kind } = request.params as { name: string; kind: string };
    if (!isKind(kind)) return refuse(reply, 'not-found', 'no such game kind');
    const user = await registeredPlayer(services.db, name);
    if (!user) return refuse(reply, 'not-found', 'no registered player by that name');
    return { name: user.name, kind, changes: await historyOf(services.db, user.id, kind) };
  });

  app.get('/api/leaderboard/:kind', async (request, reply) => {
    const { kind } = request.params as { kind: string };
    if (!isKind(kind)) return refuse(reply, 'not-found', 'no such game kind');
    return leaderboardOf(services.db, kind, services.leaderboard);
  });
}
