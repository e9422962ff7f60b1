// Hand-made features of one side of a position, the kind TD-Gammon 1.0 and GNU Backgammon add to
// the raw board (pips, borne off, escapes, containment, shots, primes, home board). Each is
// scaled to about [0, 1]. Positions are in the rules package's layout: index p−1 holds point p of
// the owner's own numbering, 24 the bar; the player's point p is the opponent's point 25 − p.

import type { SideBoard } from '@ludus/backgammon';

export const FEATURES_PER_SIDE = 8;

/** The 21 distinct rolls with their weight out of 36. */
const ROLLS: readonly (readonly [number, number, number])[] = (() => {
  const rolls: [number, number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= a; b++) rolls.push([a, b, a === b ? 1 : 2]);
  return rolls;
})();

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
    for (const [a, b, weight] of ROLLS) {
      if (farthest === 0 || canPass(mask, farthest, a, b)) count += weight;
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

/** The opponent holds the side's point p (1..24) when it has two or more checkers there. */
function held(opponent: SideBoard, point: number): boolean {
  return (opponent[24 - point] ?? 0) >= 2;
}

/** Escaping rolls (of 36) for a checker of `side` on `point` (25 = bar). */
export function escapesFrom(opponent: SideBoard, point: number): number {
  let mask = 0;
  for (let k = 1; k <= 12; k++) {
    const target = point - k;
    if (target >= 1 && held(opponent, target)) mask |= 1 << (k - 1);
  }
  return ESCAPES[mask] ?? 36;
}

function rearmost(side: SideBoard): number {
  for (let i = 24; i >= 0; i--) if ((side[i] ?? 0) > 0) return i + 1;
  return 0;
}

/**
 * Of the 36 rolls, how many let `hitter` hit at least one blot of `side` (direct or indirect
 * shots, intermediate points open). With checkers on its bar the hitter may only hit with an
 * entering checker, a simplification of the entering rule.
 */
export function shotsAgainst(side: SideBoard, hitter: SideBoard): number {
  const distances: number[] = [];
  const barOnly = (hitter[24] ?? 0) > 0;
  for (let q = 1; q <= 24; q++) {
    if (side[q - 1] !== 1) continue;
    const blotForHitter = 25 - q;
    for (let r = barOnly ? 25 : blotForHitter + 1; r <= 25; r++) {
      if ((hitter[r - 1] ?? 0) > 0) distances.push(r, r - blotForHitter);
    }
  }
  if (distances.length === 0) return 0;
  // The hitter's point t is the side's point 25 − t: it is closed when the side holds it.
  const open = (t: number): boolean => t < 1 || (side[24 - t] ?? 0) < 2;
  let count = 0;
  for (const [a, b, weight] of ROLLS) {
    for (let i = 0; i < distances.length; i += 2) {
      const from = distances[i] ?? 0;
      const distance = distances[i + 1] ?? 0;
      if (hits(from, distance, a, b, open)) {
        count += weight;
        break;
      }
    }
  }
  return count;
}

function hits(
  from: number,
  distance: number,
  a: number,
  b: number,
  open: (t: number) => boolean,
): boolean {
  if (a === b) {
    for (let k = 1; k <= 4; k++) {
      if (a * k === distance) return true;
      if (!open(from - a * k)) return false;
    }
    return false;
  }
  if (distance === a || distance === b) return true;
  return distance === a + b && (open(from - a) || open(from - b));
}

function longestPrime(side: SideBoard): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < 24; i++) {
    run = (side[i] ?? 0) >= 2 ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/** Escapes (of 36) from each of the side's points 1..25: index p − 1 for point p. */
const escapesScratch = new Uint8Array(25);

function fillEscapes(opponent: SideBoard): Uint8Array {
  // The mask of point p has bit k − 1 set when point p − k is held; it is the mask of point
  // p − 1 shifted by one with the hold of point p − 1 as its new lowest bit.
  let mask = 0;
  for (let point = 1; point <= 25; point++) {
    const below = point - 1;
    const heldBelow = below >= 1 && (opponent[24 - below] ?? 0) >= 2 ? 1 : 0;
    mask = ((mask << 1) | heldBelow) & 0xfff;
    escapesScratch[point - 1] = ESCAPES[mask] ?? 36;
  }
  return escapesScratch;
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
  let pips = 0;
  let checkers = 0;
  for (let i = 0; i < 25; i++) {
    const n = side[i] ?? 0;
    pips += n * (i + 1);
    checkers += n;
  }
  const back = rearmost(side);
  const escapes = fillEscapes(opponent);
  let fewestEscapes = 36;
  for (let point = 15; point <= 24; point++) {
    fewestEscapes = Math.min(fewestEscapes, escapes[point - 1] ?? 36);
  }
  let homePoints = 0;
  for (let i = 0; i < 6; i++) if ((side[i] ?? 0) >= 2) homePoints++;
  let anchor = 0;
  for (let i = 18; i < 24; i++) if ((side[i] ?? 0) >= 2) anchor = 1;
  out[offset] = pips / 100;
  out[offset + 1] = (15 - checkers) / 15;
  out[offset + 2] = back > 0 ? (escapes[back - 1] ?? 36) / 36 : 1;
  out[offset + 3] = (36 - fewestEscapes) / 36;
  out[offset + 4] = shotsAgainst(side, opponent) / 36;
  out[offset + 5] = longestPrime(side) / 6;
  out[offset + 6] = homePoints / 6;
  out[offset + 7] = anchor;
}
