// What the rating routes read: a registered player by name, their ratings and record, one
// kind's rating history, and a kind's leaderboard.
import {
  type Leaderboard,
  type PlayerProfile,
  type PlayerRating,
  type PlayerRecord,
  RATING_SYSTEM,
  type RatingChange,
  type RatingKind,
} from '@ludus/protocol';
import type { Kysely } from 'kysely';
import { kindAnalysesOf } from '../analysis/queries';
import { nameKey } from '../auth/accounts';
import type { Database } from '../db/schema';
import { abandonedBy } from '../games/abandoned';
import type { GameResult } from '../games/outcome';
import { whiteScore } from './formulas';

/**
 * Who makes the leaderboard: `minGames` rated games of the kind, and for Glicko-2 a deviation
 * under `maxDeviation` (lichess calls a rating with a deviation of 110 or more provisional and
 * keeps it off its boards). At most `size` players.
 */
export interface LeaderboardRules {
  readonly minGames: number;
  readonly maxDeviation: number;
  readonly size: number;
}

export const DEFAULT_LEADERBOARD: LeaderboardRules = { minGames: 5, maxDeviation: 110, size: 100 };

/** The rating history's length on a profile's chart (the newest changes). */
const HISTORY_LIMIT = 1000;

export async function registeredPlayer(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'created_at'])
    .where('name_key', '=', nameKey(name.slice(0, 100)))
    .where('registered', '=', 1)
    .executeTakeFirst();
}

const real = (value: number | null) => (value === null ? null : Number(value));

async function ratingsOf(db: Kysely<Database>, userId: string): Promise<PlayerRating[]> {
  const rows = await db
    .selectFrom('ratings')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('kind')
    .execute();
  return rows.map((row) => {
    const kind = row.kind as RatingKind;
    const system = RATING_SYSTEM[kind];
    return {
      kind,
      system,
      rating: Number(row.rating),
      deviation: real(row.deviation),
      volatility: real(row.volatility),
      experience: system === 'fibs' ? Number(row.experience) : null,
      games: Number(row.games),
    };
  });
}

/**
 * Wins, losses and draws over every finished game, rated or casual (a level money session is a
 * draw; an aborted table is not played). `abandoned`: the games lost by leaving them (a claim
 * after the grace period, games/abandoned.ts), also counted among the losses.
 */
async function recordOf(db: Kysely<Database>, userId: string): Promise<PlayerRecord> {
  const rows = await db
    .selectFrom('games')
    .select(['white_user', 'result'])
    .where('status', '=', 'finished')
    .where((eb) => eb.or([eb('white_user', '=', userId), eb('black_user', '=', userId)]))
    .execute();
  const record = { played: 0, wins: 0, losses: 0, draws: 0, abandoned: 0 };
  for (const row of rows) {
    if (!row.result) continue;
    const result = JSON.parse(row.result) as GameResult;
    if (result.reason === 'aborted') continue;
    const white = whiteScore(result) ?? 0.5;
    const score = row.white_user === userId ? white : 1 - white;
    const seat = row.white_user === userId ? 'white' : 'black';
    if (abandonedBy(result) === seat) record.abandoned += 1;
    record.played += 1;
    if (score === 1) record.wins += 1;
    else if (score === 0) record.losses += 1;
    else record.draws += 1;
  }
  return record;
}

export async function profileOf(db: Kysely<Database>, name: string): Promise<PlayerProfile | null> {
  const user = await registeredPlayer(db, name);
  if (!user) return null;
  return {
    name: user.name,
    since: user.created_at,
    ratings: await ratingsOf(db, user.id),
    record: await recordOf(db, user.id),
    analyses: await kindAnalysesOf(db, user.id),
  };
}

/** The player's rating changes of `kind`, oldest first (the newest HISTORY_LIMIT). */
export async function historyOf(
  db: Kysely<Database>,
  userId: string,
  kind: RatingKind,
): Promise<RatingChange[]> {
  const rows = await db
    .selectFrom('rating_history as h')
    .innerJoin('users as o', 'o.id', 'h.opponent_id')
    .select([
      'h.game_id',
      'h.created_at',
      'o.name as opponent',
      'h.score',
      'h.rating_before',
      'h.rating_after',
      'h.deviation_after',
    ])
    .where('h.user_id', '=', userId)
    .where('h.kind', '=', kind)
    .orderBy('h.created_at', 'desc')
    .orderBy('h.game_id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.reverse().map((row) => ({
    game: row.game_id,
    at: row.created_at,
    opponent: row.opponent,
    score: Number(row.score),
    before: Number(row.rating_before),
    after: Number(row.rating_after),
    deviation: real(row.deviation_after),
  }));
}

export async function leaderboardOf(
  db: Kysely<Database>,
  kind: RatingKind,
  rules: LeaderboardRules,
): Promise<Leaderboard> {
  const glicko = RATING_SYSTEM[kind] === 'glicko2';
  let query = db
    .selectFrom('ratings as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.name', 'r.rating', 'r.deviation', 'r.games'])
    .where('r.kind', '=', kind)
    .where('r.games', '>=', rules.minGames);
  if (glicko) query = query.where('r.deviation', '<', rules.maxDeviation);
  const rows = await query
    .orderBy('r.rating', 'desc')
    .orderBy('u.name')
    .limit(rules.size)
    .execute();
  return {
    kind,
    minGames: rules.minGames,
    maxDeviation: glicko ? rules.maxDeviation : null,
    players: rows.map((row, index) => ({
      rank: index + 1,
      name: row.name,
      rating: Number(row.rating),
      deviation: real(row.deviation),
      games: Number(row.games),
    })),
  };
}
