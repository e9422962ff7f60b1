// Hand-made features of one side of a position, the kind TD-Gammon 1.0 and GNU Backgammon add to
// the raw board (pips, borne off, escapes, containment, shots, primes, home board). Each is
// scaled to about [0, 1]. Positions are in the rules package's layout: index p−1 holds point p of
// the owner's own numbering, 24 the bar; the player's point p is the opponent's point 25 − p.
//
// The evaluator calls these once per evaluation, hundreds of thousands of times a move at 2-ply,
// so the inner functions work on Int8Array side boards only (one shape for the JIT), allocate
// nothing and read tables; the exported functions taking plain arrays copy them in first.

import type { SideBoard } from '@ludus/backgammon';
import { bitCount } from '@ludus/core';

export const FEATURES_PER_SIDE = 8;

/** The 21 distinct rolls: high die, low die, weight out of 36, as three parallel tables. */
const ROLL_HIGH = new Int8Array(21);
const ROLL_LOW = new Int8Array(21);
const ROLL_WEIGHT = new Int8Array(21);
{
  let r = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= a; b++) {
      ROLL_HIGH[r] = a;
      ROLL_LOW[r] = b;
      ROLL_WEIGHT[r] = a === b ? 1 : 2;
      r++;
    }
  }
}

/**
 * ESCAPES[mask]: of the 36 rolls, how many carry a checker past every blocked point among the
 * 12 in front of it (bit k set = the point k + 1 pips ahead is held by the opponent), landing
 * only on open points on the way. 36 when nothing blocks.
 */
const ESCAPES: Uint8Array = (() => {
  const table = new Uint8Array(4096);
  for (let mask = 0; mask < 4096; mask++) {
    const farthest = 32 - Math.clz32(mask); // distance of the farthest block, 0 if none
    let count = 0;
    for (let r = 0; r < 21; r++) {
      const a = ROLL_HIGH[r] as number;
      const b = ROLL_LOW[r] as number;
      if (farthest === 0 || canPass(mask, farthest, a, b)) count += ROLL_WEIGHT[r] as number;
    }
    table[mask] = count;
  }
  return table;
})();

function blocked(mask: number, distance: number): boolean {
  return distance >= 1 && distance <= 12 && ((mask >> (distance - 1)) & 1) === 1;
}

function canPass(mask: number, farthest: number, a: number, b: number): boolean {
  if (a === b) {
    for (let k = 1; k <= 4; k++) {
      if (blocked(mask, a * k)) return false;
      if (a * k > farthest) return true;
    }
    return false;
  }
  for (const [first, second] of [
    [a, b],
    [b, a],
  ] as const) {
    if (first > farthest && !blocked(mask, first)) return true;
    if (!blocked(mask, first) && !blocked(mask, first + second) && first + second > farthest) {
      return true;
    }
  }
  return false;
}

const copyA = new Int8Array(25);
const copyB = new Int8Array(25);

function cellsOf(side: ArrayLike<number>, into: Int8Array): Int8Array {
  for (let i = 0; i < 25; i++) into[i] = side[i] ?? 0;
  return into;
}

/** Escaping rolls (of 36) for a checker of `side` on `point` (25 = bar). */
export function escapesFrom(opponent: SideBoard, point: number): number {
  const cells = cellsOf(opponent, copyA);
  let mask = 0;
  for (let k = 1; k <= 12; k++) {
    const target = point - k;
    // The opponent holds the side's point p (1..24) when it has two or more checkers there.
    if (target >= 1 && (cells[24 - target] as number) >= 2) mask |= 1 << (k - 1);
  }
  return ESCAPES[mask] ?? 36;
}

/**
 * Of the 36 rolls, how many let `hitter` hit at least one blot of `side` (direct or indirect
 * shots, intermediate points open). With checkers on its bar the hitter may only hit with an
 * entering checker, a simplification of the entering rule.
 */
export function shotsAgainst(side: SideBoard, hitter: SideBoard): number {
  return countShots(cellsOf(side, copyA), cellsOf(hitter, copyB));
}

/**
 * The rolls (bit r of a 21-bit mask, r as in ROLL_HIGH) that may hit at each distance 1..24:
 * DIRECT — one die of that number (or the first step of a double); COMBINED — the two dice of a
 * non-double summing to it, or 2..4 steps of a double; for those the points on the way decide.
 */
const DIRECT = new Int32Array(25);
/** COMBINED[d]: a flat list of (roll, high die, low die) triples; low = 0 marks a double. */
const COMBINED: Int8Array[] = [];
const DOUBLE_BITS = (() => {
  const combined: number[][] = Array.from({ length: 25 }, () => []);
  let doubles = 0;
  for (let r = 0; r < 21; r++) {
    const a = ROLL_HIGH[r] as number;
    const b = ROLL_LOW[r] as number;
    if (a === b) {
      doubles |= 1 << r;
      DIRECT[a] = (DIRECT[a] as number) | (1 << r);
      for (let k = 2; k <= 4 && a * k <= 24; k++) combined[a * k]?.push(r, a, 0);
    } else {
      DIRECT[a] = (DIRECT[a] as number) | (1 << r);
      DIRECT[b] = (DIRECT[b] as number) | (1 << r);
      if (a + b <= 24) combined[a + b]?.push(r, a, b);
    }
  }
  for (const list of combined) COMBINED.push(Int8Array.from(list));
  return doubles;
})();
const ALL_ROLLS_MASK = (1 << 21) - 1;

/** The hitter's point t is the side's point 25 − t: it is closed when the side holds it. */
function open(side: Int8Array, t: number): boolean {
  return t < 1 || (side[24 - t] as number) < 2;
}

/**
 * The rolls that hit a blot `distance` pips in front of a hitter on its point `from`: a direct
 * shot always; a combined one when a way is open (for a non-double either die first; for a
 * double every point it stops on before the blot).
 */
function hittingRolls(side: Int8Array, from: number, distance: number): number {
  let mask = DIRECT[distance] as number;
  const combined = COMBINED[distance] as Int8Array;
  for (let c = 0; c < combined.length; c += 3) {
    const r = combined[c] as number;
    const a = combined[c + 1] as number;
    const b = combined[c + 2] as number;
    if ((mask >> r) & 1) continue;
    if (b > 0) {
      if (open(side, from - a) || open(side, from - b)) mask |= 1 << r;
      continue;
    }
    let clear = true;
    for (let step = a; step < distance; step += a) clear = clear && open(side, from - step);
    if (clear) mask |= 1 << r;
  }
  return mask;
}

function countShots(side: Int8Array, hitter: Int8Array): number {
  let mask = 0;
  const barOnly = (hitter[24] as number) > 0;
  for (let q = 1; q <= 24 && mask !== ALL_ROLLS_MASK; q++) {
    if (side[q - 1] !== 1) continue;
    const blotForHitter = 25 - q;
    for (let r = barOnly ? 25 : blotForHitter + 1; r <= 25; r++) {
      const distance = r - blotForHitter;
      if ((hitter[r - 1] as number) > 0 && distance <= 24) {
        mask |= hittingRolls(side, r, distance);
      }
    }
  }
  // Non-doubles are 2 of 36 each, doubles 1.
  return 2 * bitCount(mask & ~DOUBLE_BITS) + bitCount(mask & DOUBLE_BITS);
}

/**
 * The features of `side` against `opponent`, written to `out` from `offset`: pips, borne off,
 * escapes of the rearmost checker, containment (the fewest escapes from its points 15..24), the
 * opponent's shots at its blots, its longest prime, home points made, an anchor in the
 * opponent's home board.
 */
export function writeSideFeatures(
  side: SideBoard,
  opponent: SideBoard,
  out: Float32Array,
  offset: number,
): void {
  writeCellFeatures(cellsOf(side, copyA), cellsOf(opponent, copyB), out, offset);
}

/** `writeSideFeatures` on Int8Array side boards (25 cells each), the evaluator's fast path. */
export function writeCellFeatures(
  side: Int8Array,
  opponent: Int8Array,
  out: Float32Array,
  offset: number,
): void {
  let pips = 0;
  let checkers = 0;
  let back = 0; // the rearmost occupied point, 0 if none
  for (let i = 0; i < 25; i++) {
    const n = side[i] as number;
    pips += n * (i + 1);
    checkers += n;
    if (n > 0) back = i + 1;
  }
  // Escapes from each point p, scanning p upward: the mask of point p (bit k − 1 set when point
  // p − k is held) is that of point p − 1 shifted by one, with the hold of point p − 1 added.
  let mask = 0;
  let backEscapes = 36;
  let fewestEscapes = 36;
  for (let point = 1; point <= 25; point++) {
    const below = point - 1;
    const heldBelow = below >= 1 && (opponent[24 - below] as number) >= 2 ? 1 : 0;
    mask = ((mask << 1) | heldBelow) & 0xfff;
    const escapes = ESCAPES[mask] as number;
    if (point === back) backEscapes = escapes;
    if (point >= 15 && point <= 24 && escapes < fewestEscapes) fewestEscapes = escapes;
  }
  let prime = 0;
  let run = 0;
  let homePoints = 0;
  let anchor = 0;
  for (let i = 0; i < 24; i++) {
    const made = (side[i] as number) >= 2;
    run = made ? run + 1 : 0;
    if (run > prime) prime = run;
    if (made && i < 6) homePoints++;
    if (made && i >= 18) anchor = 1;
  }
  out[offset] = pips / 100;
  out[offset + 1] = (15 - checkers) / 15;
  out[offset + 2] = back > 0 ? backEscapes / 36 : 1;
  out[offset + 3] = (36 - fewestEscapes) / 36;
  out[offset + 4] = countShots(side, opponent) / 36;
  out[offset + 5] = prime / 6;
  out[offset + 6] = homePoints / 6;
  out[offset + 7] = anchor;
}
