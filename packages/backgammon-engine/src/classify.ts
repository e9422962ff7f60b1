// Which net judges a position, as GNU Backgammon classifies them (eval.c, ClassifyPosition):
// no contact and every checker home is a bear-off (the database), no contact a race; contact
// with a side that has few checkers left in play ("crashed" board) gets its own net.

import type { Position } from '@ludus/backgammon';

export type PositionClass = 'over' | 'bearoff' | 'race' | 'crashed' | 'contact';

function rearmostIndex(side: Int8Array): number {
  for (let i = 24; i >= 0; i--) if ((side[i] as number) > 0) return i;
  return -1;
}

/** gnubg's test with N = 6: a side with at most 6 checkers left to play with (not counting a
 * stack of dead checkers on its 1- and 2-points) is crashed. */
function crashed(side: Int8Array): boolean {
  const N = 6;
  let total = 0;
  for (let i = 0; i < 25; i++) total += side[i] as number;
  const one = side[0] as number;
  const two = side[1] as number;
  if (total <= N) return true;
  if (one > 1) {
    if (total <= N + one) return true;
    return two > 1 && 1 + total - (one + two) <= N;
  }
  return total <= N + (two - 1);
}

const playerCells = new Int8Array(25);
const opponentCells = new Int8Array(25);

export function classifyPosition(position: Position): PositionClass {
  for (let i = 0; i < 25; i++) {
    playerCells[i] = position.player[i] ?? 0;
    opponentCells[i] = position.opponent[i] ?? 0;
  }
  return classifySides(playerCells, opponentCells);
}

/**
 * `classifyPosition` on Int8Array side boards (25 cells each, side on roll first), the
 * evaluator's fast path: one element type keeps these loops monomorphic.
 */
export function classifySides(player: Int8Array, opponent: Int8Array): PositionClass {
  const back = rearmostIndex(player);
  const opponentBack = rearmostIndex(opponent);
  if (back < 0 || opponentBack < 0) return 'over';
  // The player's index i faces the opponent's index 23 − i: the rearmost checkers have passed
  // each other exactly when back + opponentBack < 23.
  if (back + opponentBack >= 23) {
    return crashed(player) || crashed(opponent) ? 'crashed' : 'contact';
  }
  return back < 6 && opponentBack < 6 ? 'bearoff' : 'race';
}
