// What the profile and the game lists read of the stored analyses: each listed game's analysis
// (both seats' error rates), and a player's error rate per game kind over their analysed games.
import {
  ERROR_RATE_UNIT,
  type GameAnalysis,
  type KindAnalysis,
  RATING_KINDS,
  type RatingKind,
} from '@ludus/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const PENDING: GameAnalysis = { status: 'pending' };

/** Each game's analysis by id ('pending' for a game with none yet). */
export async function analysesOf(
  db: Kysely<Database>,
  gameIds: readonly string[],
): Promise<Map<string, GameAnalysis>> {
  const found = new Map<string, GameAnalysis>();
  if (gameIds.length === 0) return found;
  const [games, seats] = await Promise.all([
    db
      .selectFrom('game_analyses')
      .select(['game_id', 'status', 'depth'])
      .where('game_id', 'in', gameIds)
      .execute(),
    db
      .selectFrom('player_analyses')
      .select(['game_id', 'seat', 'error_rate'])
      .where('game_id', 'in', gameIds)
      .execute(),
  ]);
  for (const row of games) {
    if (row.status !== 'done') {
      found.set(row.game_id, { status: 'failed' });
      continue;
    }
    const rateOf = (seat: string) => {
      const rate = seats.find((s) => s.game_id === row.game_id && s.seat === seat)?.error_rate;
      return rate === null || rate === undefined ? null : Number(rate);
    };
    const errorRates = { white: rateOf('white'), black: rateOf('black') };
    found.set(row.game_id, { status: 'done', depth: Number(row.depth), errorRates });
  }
  return new Map(gameIds.map((id) => [id, found.get(id) ?? PENDING]));
}

/**
 * The player's error rate per kind: the loss over all their counted decisions of the kind's
 * analysed games, per decision (as gnubg rates a match: not an average of the games' rates,
 * which would weigh a two-move game like a long one).
 */
export async function kindAnalysesOf(
  db: Kysely<Database>,
  userId: string,
): Promise<KindAnalysis[]> {
  const rows = await db
    .selectFrom('player_analyses')
    .select((eb) => [
      'kind',
      eb.fn.countAll<number>().as('games'),
      eb.fn.sum<number>('decisions').as('decisions'),
      eb.fn.sum<number>('total_loss').as('loss'),
    ])
    .where('user_id', '=', userId)
    .where('decisions', '>', 0)
    .groupBy('kind')
    .execute();
  return RATING_KINDS.flatMap((kind: RatingKind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return [];
    const decisions = Number(row.decisions);
    // gnubg's rate is in thousandths of the equity (mEMG); Shatra's losses are in its own unit.
    const scale = ERROR_RATE_UNIT[kind] === 'mEMG' ? 1000 : 1;
    return [
      {
        kind,
        unit: ERROR_RATE_UNIT[kind],
        games: Number(row.games),
        decisions,
        errorRate: (scale * Number(row.loss)) / decisions,
      },
    ];
  });
}
