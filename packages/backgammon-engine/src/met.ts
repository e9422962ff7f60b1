// Match winning chances from the Kazaross-XG2 match equity table (met-data.ts, from GNU
// Backgammon's data files). Scores are "away": points still needed to win the match.

import { POST_CRAWFORD, PRE_CRAWFORD } from './met-data';

const TABLE_SIZE = PRE_CRAWFORD.length;

function pre(myAway: number, opponentAway: number): number {
  return PRE_CRAWFORD[myAway - 1]?.[opponentAway - 1] ?? 0.5;
}

/**
 * The chance that the player `myAway` from victory wins the match against `opponentAway`.
 * `postCrawford`: the game after the Crawford game or later (it matters only when one side is
 * 1 away; before it, a side reaching 1 away next plays the Crawford game, which the pre-Crawford
 * table's 1-away row describes). Beyond the table's 25 points both scores are scaled down to
 * fit, an approximation for very long matches.
 */
export function matchWinningChance(
  myAway: number,
  opponentAway: number,
  postCrawford: boolean,
): number {
  if (myAway <= 0) return 1;
  if (opponentAway <= 0) return 0;
  const longest = Math.max(myAway, opponentAway);
  if (longest > TABLE_SIZE) {
    const scale = TABLE_SIZE / longest;
    return matchWinningChance(
      Math.max(1, Math.round(myAway * scale)),
      Math.max(1, Math.round(opponentAway * scale)),
      postCrawford,
    );
  }
  if (postCrawford && myAway === 1 && opponentAway > 1) {
    return 1 - (POST_CRAWFORD[opponentAway - 1] ?? 0.5);
  }
  if (postCrawford && opponentAway === 1 && myAway > 1) return POST_CRAWFORD[myAway - 1] ?? 0.5;
  return pre(myAway, opponentAway);
}
