// A player's abandoned games, for the profile: the finished games it lost by a claim after it
// left (result reason 'abandoned', the opponent the winner). Derived from the stored results,
// not counted apart, so that it can never disagree with them. A loss on time is not abandonment.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GameResult } from './outcome';

/** The loser of a result decided by abandonment, else null. */
export function abandonedBy(result: GameResult): 'white' | 'black' | null {
  if (result.reason !== 'abandoned') return null;
  const winner = result.game === 'shatra' ? result.outcome : result;
  if (!('winner' in winner) || winner.winner === null) return null;
  return winner.winner === 'white' ? 'black' : 'white';
}

/** How many games the player `userId` lost by abandonment. */
export async function abandonedCount(db: Kysely<Database>, userId: string): Promise<number> {
  const rows = await db
    .selectFrom('games')
    .select(['white_user', 'black_user', 'result'])
    .where('status', '=', 'finished')
    // A cheap filter in SQL (the JSON text names the reason); the loser is read in code.
    .where('result', 'like', '%"abandoned"%')
    .where((eb) => eb.or([eb('white_user', '=', userId), eb('black_user', '=', userId)]))
    .execute();
  return rows.filter((row) => {
    const loser = abandonedBy(JSON.parse(row.result ?? 'null') as GameResult);
    return loser !== null && row[`${loser}_user`] === userId;
  }).length;
}
