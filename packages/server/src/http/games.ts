// The game routes: create a game, list the lobby's games, one game's summary (what an invite
// link opens), a player's finished games, and a finished game's record for download.
import { CreateGameRequestSchema, checked, TableIdSchema } from '@ludus/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nameKey } from '../auth/accounts';
import type { GameActor } from '../games/actor';
import { gameDiceOf } from '../games/dice';
import { resultOf } from '../games/outcome';
import { recordOf } from '../games/record';
import { finishedGamesOf } from '../games/store';
import type { Services } from '../services';
import { refuse } from './errors';
import { crossSite } from './origin';
import { reachesRedis } from './redis-reachable';
import { sessionToken } from './session-cookie';

const HISTORY_LIMIT = 100;

/**
 * With several processes, a game's lobby entry, lease and spectators live in Redis: while this
 * process cannot reach it, these routes refuse at once (503, `unavailable`) rather than hold the
 * request until Redis returns (PROTOCOL.md, "The server's HTTP interface").
 */
async function redisAway(services: Services, reply: FastifyReply): Promise<boolean> {
  if (await reachesRedis(services)) return false;
  refuse(
    reply,
    'unavailable',
    "the server cannot reach the site's shared state now; try again shortly",
  );
  return true;
}

async function summaryOf(actor: GameActor, services: Services) {
  const { table, seats, status } = actor.current;
  const commitment = gameDiceOf(table)?.commitment;
  return {
    table: actor.info.id,
    game: table.spec.game,
    matchLength: table.spec.game === 'shatra' ? 0 : table.spec.matchLength,
    seats: { white: seats.white?.name ?? null, black: seats.black?.name ?? null },
    status,
    visibility: actor.info.visibility,
    rated: actor.info.rated,
    spectators: await services.presence.spectators(actor.info.id),
    seq: table.events.length,
    result: resultOf(table),
    clock: actor.info.clock,
    createdAt: actor.info.createdAt,
    // The verifiable dice's commitment (docs/fair-dice.md); the seed only in the finished record.
    ...(commitment ? { diceCommitment: commitment } : {}),
  };
}

/** The game named by the route's `:id`, or a 404 sent. */
async function gameOf(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: string };
  const actor = TableIdSchema.safeParse(id).success ? await services.games.get(id) : undefined;
  if (!actor) refuse(reply, 'not-found', 'no game by that id');
  return actor;
}

export function gameRoutes(app: FastifyInstance, services: Services): void {
  app.post('/api/games', async (request, reply) => {
    const why = crossSite(request);
    if (why) return refuse(reply, 'cross-site', why);
    const session = await services.accounts.session(sessionToken(request));
    if (!session) return refuse(reply, 'unauthenticated', 'sign in or play as a guest first');
    const body = checked(CreateGameRequestSchema, request.body);
    if (!body.ok) return refuse(reply, 'bad-request', body.message);
    if (await redisAway(services, reply)) return reply;
    const made = await services.games.create(session.user, body.value);
    if (!made.ok) {
      const code = made.error === 'registered-only' ? 'registered-only' : 'bad-request';
      return refuse(reply, code, made.message);
    }
    const seat = made.value.seatOf(session.user.id);
    return reply.code(201).send({ ...(await summaryOf(made.value, services)), seat });
  });

  app.get('/api/games', async (_request, reply) => {
    if (await redisAway(services, reply)) return reply;
    const games = await Promise.all(
      (await services.lobby.list()).map(async ({ createdAt: _, ...entry }) => ({
        ...entry,
        spectators: await services.presence.spectators(entry.table),
      })),
    );
    return { games };
  });

  app.get('/api/games/:id', async (request, reply) => {
    if (await redisAway(services, reply)) return reply;
    const actor = await gameOf(services, request, reply);
    return actor ? await summaryOf(actor, services) : reply;
  });

  app.get('/api/games/:id/record', async (request, reply) => {
    const actor = await gameOf(services, request, reply);
    if (!actor) return reply;
    const { table, seats, status } = actor.current;
    if (status !== 'finished') return refuse(reply, 'not-finished', 'the game is not over yet');
    const record = recordOf(actor.info.id, table, seats, new Date(actor.info.createdAt));
    return reply
      .header('content-type', record.contentType)
      .header('content-disposition', `attachment; filename="${record.filename}"`)
      .send(record.text);
  });

  app.get('/api/me/games', async (request, reply) => {
    const session = await services.accounts.session(sessionToken(request));
    if (!session) return refuse(reply, 'unauthenticated', 'not signed in');
    return { games: await finishedGamesOf(services.db, session.user.id, HISTORY_LIMIT) };
  });

  // A registered player's history, by name (guests' names are not unique: theirs is /api/me).
  app.get('/api/players/:name/games', async (request, reply) => {
    const { name } = request.params as { name: string };
    const user = await services.db
      .selectFrom('users')
      .select('id')
      .where('name_key', '=', nameKey(name.slice(0, 100)))
      .where('registered', '=', 1)
      .executeTakeFirst();
    if (!user) return refuse(reply, 'not-found', 'no registered player by that name');
    return { games: await finishedGamesOf(services.db, user.id, HISTORY_LIMIT) };
  });
}
