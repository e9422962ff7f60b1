// The board's shape as the evaluation needs it (shatra.md, "Board"): coordinates, lines and
// regions, as lookup tables built once. Kept here rather than imported so that the evaluation
// runs on plain BoardView data; the tests check it against @ludus/shatra's own tables.

/** [rank, first file, length] of each row from square 1 (rank 14) to 62 (rank 1). */
const ROWS: readonly (readonly [number, number, number])[] = [
  [14, 2, 3],
  [13, 2, 3],
  [12, 2, 3],
  [11, 3, 1],
  [10, 0, 7],
  [9, 0, 7],
  [8, 0, 7],
  [7, 0, 7],
  [6, 0, 7],
  [5, 0, 7],
  [4, 3, 1],
  [3, 2, 3],
  [2, 2, 3],
  [1, 2, 3],
];

export const FILE = new Int8Array(63);
export const RANK = new Int8Array(63);
const AT = new Int8Array(16 * 8);
{
  let sq = 1;
  for (const [rank, first, length] of ROWS) {
    for (let i = 0; i < length; i++, sq++) {
      FILE[sq] = first + i;
      RANK[sq] = rank;
      AT[rank * 8 + first + i] = sq;
    }
  }
}

function at(file: number, rank: number): number {
  if (file < 0 || file > 6 || rank < 1 || rank > 14) return 0;
  return AT[rank * 8 + file] as number;
}

/** Directions N, NE, E, SE, S, SW, W, NW as [file step, rank step]; N is toward rank 14. */
const STEPS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];

/** RAY[sq * 8 + dir]: the squares of the line from sq, nearest first, up to the wall. */
export const RAY: readonly (readonly number[])[] = Array.from({ length: 63 * 8 }, (_, i) => {
  const sq = Math.floor(i / 8);
  const [df, dr] = STEPS[i % 8] as readonly [number, number];
  const line: number[] = [];
  if (sq === 0) return line;
  let next = at((FILE[sq] as number) + df, (RANK[sq] as number) + dr);
  while (next !== 0) {
    line.push(next);
    next = at((FILE[next] as number) + df, (RANK[next] as number) + dr);
  }
  return line;
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
