// A rated game's end changes both players' ratings in the transaction that writes the end
// (games/store.ts appendEvents): the game's status, result and last event, the two ratings and
// the two history rows commit together or not at all. Casual games, guests' games and games
// already rated change nothing.
import { RATING_KINDS, type RatingKind } from '@ludus/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { GameResult } from '../games/outcome';
import { type RatedPair, ratedPair, type StoredRating, startRating, whiteScore } from './formulas';

type Trx = Transaction<Database>;

const isKind = (game: string): game is RatingKind => (RATING_KINDS as string[]).includes(game);

/**
 * The player's rating of `kind`, its row locked until the transaction ends: a default row is
 * made if there is none, then touched by an UPDATE, which in PostgreSQL holds the row's lock
 * (a second game ending for the same player waits, then reads the first one's result; SQLite
 * has one writer at a time anyway). Portable where SELECT … FOR UPDATE is not (SQLite).
 */
async function lockedRating(
  trx: Trx,
  userId: string,
  kind: RatingKind,
  at: string,
): Promise<StoredRating> {
  const start = startRating(kind);
  await trx
    .insertInto('ratings')
    .values({ user_id: userId, kind, ...start, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
  await trx
    .updateTable('ratings')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
  const row = await trx
    .selectFrom('ratings')
    .select(['rating', 'deviation', 'volatility', 'experience', 'games'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  const real = (value: number | null) => (value === null ? null : Number(value));
  return {
    rating: Number(row.rating),
    deviation: real(row.deviation),
    volatility: real(row.volatility),
    experience: Number(row.experience),
    games: Number(row.games),
  };
}

interface Side {
  readonly user: string;
  readonly opponent: string;
  readonly score: number;
  readonly before: StoredRating;
  readonly after: StoredRating;
}

async function write(trx: Trx, game: string, kind: RatingKind, side: Side, at: string) {
  const { rating, deviation, volatility, experience, games } = side.after;
  await trx
    .updateTable('ratings')
    .set({ rating, deviation, volatility, experience, games, updated_at: at })
    .where('user_id', '=', side.user)
    .where('kind', '=', kind)
    .execute();
  await trx
    .insertInto('rating_history')
    .values({
      game_id: game,
      user_id: side.user,
      kind,
      opponent_id: side.opponent,
      score: side.score,
      rating_before: side.before.rating,
      rating_after: rating,
      deviation_before: side.before.deviation,
      deviation_after: deviation,
      created_at: at,
    })
    .execute();
}

/** The game's row if it is rated, both seats held by registered players, and not rated yet. */
async function ratedGame(trx: Trx, id: string) {
  const game = await trx
    .selectFrom('games')
    .select(['game', 'spec', 'rated', 'white_user', 'black_user'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!game || Number(game.rated) !== 1 || !isKind(game.game)) return undefined;
  const { white_user: white, black_user: black } = game;
  if (!white || !black || white === black) return undefined;
  const registered = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [white, black])
    .where('registered', '=', 1)
    .execute();
  if (registered.length !== 2) return undefined;
  const done = await trx
    .selectFrom('rating_history')
    .select('game_id')
    .where('game_id', '=', id)
    .executeTakeFirst();
  if (done) return undefined;
  const matchLength = (JSON.parse(game.spec) as { matchLength?: number }).matchLength ?? 0;
  return { kind: game.game, white, black, matchLength };
}

/** Rates the finished game `id` (see the file's comment); runs inside the ending transaction. */
export async function rateFinishedGame(
  trx: Trx,
  id: string,
  result: GameResult,
  at: string,
): Promise<void> {
  const game = await ratedGame(trx, id);
  const score = whiteScore(result);
  if (!game || score === null) return;
  const { kind, white, black, matchLength } = game;
  // Rows locked in one order (by user id), so that two games ending at once cannot deadlock.
  const [first, second] = [white, black].sort();
  const locked = new Map<string, StoredRating>();
  for (const user of [first, second] as string[]) {
    locked.set(user, await lockedRating(trx, user, kind, at));
  }
  const before: RatedPair = {
    white: locked.get(white) as StoredRating,
    black: locked.get(black) as StoredRating,
  };
  const after = ratedPair(kind, before, score, matchLength);
  await write(
    trx,
    id,
    kind,
    { user: white, opponent: black, score, before: before.white, after: after.white },
    at,
  );
  await write(
    trx,
    id,
    kind,
    { user: black, opponent: white, score: 1 - score, before: before.black, after: after.black },
    at,
  );
}
