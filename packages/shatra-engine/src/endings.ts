// A lone biy against a biy and more (shatra.md, "End of the game": the biy is won by capturing
// it, or the side with no legal move loses). The evaluation's features count the material and
// stop there: every placement of the attackers scores alike, and the search, seeing no capture
// within its horizon, shuffles until the repetition or the 60-move rule draws a won game. A lone
// biy is caught when every square it may step to can be jumped (it must move, and there is no
// passing), or it has no move at all; in a corner or on an edge it cannot be jumped where it
// stands (no square beyond it), so it is caught only as it steps out. The pressure here gives the
// search that gradient: for the strong side, fewer safe steps for the lone biy, and its own biy
// nearer (the short leaper that jumps a biy next to it and walls the squares around). Measured
// (test/endings.test.ts, docs/strength.md): a batyr and biy now catch a lone biy in the corner
// (1), which before drew by repetition; not yet from every corner or the gate.
import { bitCount } from '@ludus/core';
import type { SideIndex } from './board-view';
import { isAttacked } from './evaluate';
import { FILE, RANK } from './geometry';
import { DIAGONAL_LEAPERS, NEIGH, STRAIGHT_LEAPERS } from './search-geometry';

/** Centi-shatras for each square the lone biy may step to without being jumpable there. */
export const SAFE_STEP = 40;
/**
 * Centi-shatras for each step of distance between the two biys (files or ranks, the larger), when
 * the strong side has one piece besides its biy: one leaper alone cannot cover every square the
 * lone biy may step to, its biy has to close the net. With two pieces or more they do it, and the
 * pull on the biy only distracts them (a batyr and a tura then shuffled into a repetition).
 */
export const BIY_DISTANCE = 30;

/** The most files or ranks between two squares (the board's ranks run 1–14). */
const FARTHEST = 13;

/** Whether a side has a batyr: the one long leaper of both the straight lines and the diagonals. */
function hasBatyr(occupied: Int32Array, side: SideIndex): boolean {
  const word = side * 2;
  return (
    (((occupied[STRAIGHT_LEAPERS + word] as number) &
      (occupied[DIAGONAL_LEAPERS + word] as number)) |
      ((occupied[STRAIGHT_LEAPERS + word + 1] as number) &
        (occupied[DIAGONAL_LEAPERS + word + 1] as number))) !==
    0
  );
}

/**
 * The empty squares next to `biy` where a biy of `side` could not be jumped at once. The square
 * it leaves is empty while the steps are judged (a leaper may land there: a biy in a corner that
 * steps out along a line of the attacker's is jumped back into the corner), then restored.
 */
function safeSteps(cells: Int8Array, biy: number, side: SideIndex): number {
  const code = cells[biy] as number;
  cells[biy] = 0;
  let safe = 0;
  for (let dir = 0; dir < 8; dir++) {
    const to = NEIGH[biy * 8 + dir] as number;
    if (to !== 0 && cells[to] === 0 && !isAttacked(cells, to, side)) safe++;
  }
  cells[biy] = code;
  return safe;
}

/**
 * The lone-biy pressure in centi-shatras for the side to move (0 unless exactly one side has
 * nothing but its biy on the board and the other has a batyr besides its biy).
 */
export function loneBiyPressure(
  cells: Int8Array,
  occupied: Int32Array,
  biy: ArrayLike<number>,
  turn: SideIndex,
): number {
  const white = bitCount(occupied[0] as number) + bitCount(occupied[1] as number);
  const black = bitCount(occupied[2] as number) + bitCount(occupied[3] as number);
  if ((white === 1) === (black === 1) || white === 0 || black === 0) return 0;
  const lone: SideIndex = white === 1 ? 0 : 1;
  const strong: SideIndex = lone === 0 ? 1 : 0;
  // Only with a batyr, the piece with which these endings were seen won: the bonus (up to 710)
  // makes trading into them worth a piece, which must be a trade into a win.
  if (!hasBatyr(occupied, strong)) return 0;
  const loneBiy = biy[lone] as number;
  const strongBiy = biy[strong] as number;
  if (loneBiy === 0) return 0;
  // Never below 0 for the strong side: taking the last piece but the biy must not cost it.
  let pressure = SAFE_STEP * (8 - safeSteps(cells, loneBiy, lone));
  const count = lone === 0 ? black : white;
  if (strongBiy !== 0 && count === 2) {
    const files = Math.abs((FILE[strongBiy] as number) - (FILE[loneBiy] as number));
    const ranks = Math.abs((RANK[strongBiy] as number) - (RANK[loneBiy] as number));
    pressure += BIY_DISTANCE * (FARTHEST - Math.max(files, ranks));
  }
  return turn === strong ? pressure : -pressure;
}
