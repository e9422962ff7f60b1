// The board's shape as the evaluation needs it (shatra.md, "Board"): flat lookup tables over
// the rules package's own geometry (one source of truth), indexed by square number so the
// evaluation's inner loops read plain arrays.
import { fileOf, rankOf, ray, SQUARES } from '@ludus/shatra';

/** FILE[sq] / RANK[sq]: the coordinates of each square as typed arrays for the hot loops. */
export const FILE = new Int8Array(63);
export const RANK = new Int8Array(63);
for (const sq of SQUARES) {
  FILE[sq] = fileOf(sq);
  RANK[sq] = rankOf(sq);
}

/** RAY[sq * 8 + dir]: the squares of the line from sq, nearest first, up to the wall. */
export const RAY: readonly (readonly number[])[] = Array.from({ length: 63 * 8 }, (_, i) => {
  const sq = Math.floor(i / 8);
  return sq === 0 ? [] : ray(sq, i % 8);
});

export const ORTHOGONAL = [0, 2, 4, 6] as const;
export const DIAGONAL = [1, 3, 5, 7] as const;
export const ALL = [0, 1, 2, 3, 4, 5, 6, 7] as const;

/** Forward, seen from each side: White toward rank 14 (N = 0), Black toward rank 1 (S = 4). */
export const FORWARD_DIR = [0, 4] as const;

export function inFortress(side: 0 | 1, sq: number): boolean {
  return side === 0 ? sq >= 54 : sq <= 9;
}

export function gateOf(side: 0 | 1): number {
  return side === 0 ? 53 : 10;
}

/** Ranks a shatra has advanced from its side's first field row (White rank 5, Black rank 10). */
export function advancement(side: 0 | 1, sq: number): number {
  const rank = RANK[sq] as number;
  return side === 0 ? rank - 5 : 10 - rank;
}

/** The square's rank is beyond the ditch for that side (White ranks 8–14, Black 1–7). */
export function beyondDitch(side: 0 | 1, sq: number): boolean {
  const rank = RANK[sq] as number;
  return side === 0 ? rank >= 8 : rank <= 7;
}
