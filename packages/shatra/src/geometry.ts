// The board as data, computed once at load (shatra.md, "Board"). Everything here is a table:
// move generation only looks squares up, it never computes coordinates.
import type { Side, Square } from './types';

/** The number of squares; squares are numbered 1..62 as tradition numbers them. */
export const SQUARE_COUNT = 62;

/** The rows from square 1 (top, rank 14) to 62 (bottom, rank 1): rank, first file, length. */
export const ROWS: readonly (readonly [rank: number, firstFile: number, length: number])[] = [
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

const FILE_OF: number[] = [-1];
const RANK_OF: number[] = [-1];
/** SQUARE_AT[rank * 8 + file] = square, or 0 where the coordinate is no square (a wall). */
const SQUARE_AT = new Int8Array(16 * 8);
for (const [rank, firstFile, length] of ROWS) {
  for (let i = 0; i < length; i++) {
    const sq = FILE_OF.length;
    FILE_OF.push(firstFile + i);
    RANK_OF.push(rank);
    SQUARE_AT[rank * 8 + firstFile + i] = sq;
  }
}

/** All squares, 1..62. */
export const SQUARES: readonly Square[] = Array.from({ length: SQUARE_COUNT }, (_, i) => i + 1);

export function isSquare(n: number): n is Square {
  return Number.isInteger(n) && n >= 1 && n <= SQUARE_COUNT;
}

/** File 0..6 (a..g). */
export function fileOf(sq: Square): number {
  return FILE_OF[sq] as number;
}

/** Rank 1..14; White's back row is rank 1. */
export function rankOf(sq: Square): number {
  return RANK_OF[sq] as number;
}

/** The square at a coordinate, or undefined where there is none. */
export function squareAt(file: number, rank: number): Square | undefined {
  if (file < 0 || file > 6 || rank < 1 || rank > 14) return undefined;
  const sq = SQUARE_AT[rank * 8 + file] as number;
  return sq === 0 ? undefined : sq;
}

/** Directions as [file step, rank step]; index order N, NE, E, SE, S, SW, W, NW ("N" is toward rank 14). */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];
export const NORTH = 0;
export const EAST = 2;
export const SOUTH = 4;
export const WEST = 6;
export const ORTHOGONAL: readonly number[] = [0, 2, 4, 6];
export const DIAGONAL: readonly number[] = [1, 3, 5, 7];
export const ALL_DIRECTIONS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];
export const SIDEWAYS: readonly number[] = [EAST, WEST];

/**
 * RAYS[sq * 8 + dir]: the squares of the line from sq in that direction, nearest first, up to
 * the wall ("a line ends where the next coordinate is no square"), so 48 and 54 share no line.
 */
export const RAYS: readonly (readonly Square[])[] = (() => {
  const rays: Square[][] = [];
  for (let sq = 0; sq <= SQUARE_COUNT; sq++) {
    for (let dir = 0; dir < 8; dir++) {
      const ray: Square[] = [];
      if (sq > 0) {
        const [df, dr] = DIRECTIONS[dir] as readonly [number, number];
        let next = squareAt(fileOf(sq) + df, rankOf(sq) + dr);
        while (next !== undefined) {
          ray.push(next);
          next = squareAt(fileOf(next) + df, rankOf(next) + dr);
        }
      }
      rays.push(ray);
    }
  }
  return rays;
})();

/** NEIGHBOUR[sq * 8 + dir]: the adjacent square in that direction, or 0 at a wall. */
export const NEIGHBOUR: Int8Array = (() => {
  const table = new Int8Array(63 * 8);
  for (let i = 0; i < RAYS.length; i++) table[i] = (RAYS[i] as readonly Square[])[0] ?? 0;
  return table;
})();

export function ray(sq: Square, dir: number): readonly Square[] {
  return RAYS[sq * 8 + dir] as readonly Square[];
}

export function neighbour(sq: Square, dir: number): Square | undefined {
  const n = NEIGHBOUR[sq * 8 + dir] as number;
  return n === 0 ? undefined : n;
}

/** The direction from a to b if they share a line, else undefined. */
export function directionBetween(a: Square, b: Square): number | undefined {
  const df = fileOf(b) - fileOf(a);
  const dr = rankOf(b) - rankOf(a);
  if (df === 0 && dr === 0) return undefined;
  if (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr)) return undefined;
  const sf = Math.sign(df);
  const sr = Math.sign(dr);
  const dir = DIRECTIONS.findIndex(([f, r]) => f === sf && r === sr);
  return ray(a, dir).includes(b) ? dir : undefined;
}

function range(from: number, to: number): Square[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function membership(squares: readonly Square[]): Uint8Array {
  const table = new Uint8Array(63);
  for (const sq of squares) table[sq] = 1;
  return table;
}

/** Per side: White's tables at index 0, Black's at 1. */
export function sideIndex(side: Side): 0 | 1 {
  return side === 'white' ? 0 : 1;
}

/** Fortress squares (White 54–62, Black 1–9). */
export const FORTRESS: readonly (readonly Square[])[] = [range(54, 62), range(1, 9)];
/** The gate (White 53, Black 10). */
export const GATE: readonly Square[] = [53, 10];
/** "Own half": the 21 field squares on a side's side of the ditch (White 32–52, Black 11–31). */
export const HALF: readonly (readonly Square[])[] = [range(32, 52), range(11, 31)];
/** The side's own back row (White 60–62, Black 1–3); a shatra promotes on the opponent's. */
export const BACK_ROW: readonly (readonly Square[])[] = [range(60, 62), range(1, 3)];
/** The row at the ditch (White 32–38, Black 25–31). */
export const DITCH_ROW: readonly (readonly Square[])[] = [range(32, 38), range(25, 31)];
/** The first row of the own half (White 46–52, Black 11–17): the only place for the double step. */
export const FIRST_ROW: readonly (readonly Square[])[] = [range(46, 52), range(11, 17)];
/** The reserve drop order (White 54, 55, … 62; Black 9, 8, … 1). */
export const RESERVE_ORDER: readonly (readonly Square[])[] = [range(54, 62), range(1, 9).reverse()];
/** File d, the great road. */
export const GREAT_ROAD: readonly Square[] = [2, 5, 8, 10, 14, 21, 28, 35, 42, 49, 53, 55, 58, 61];

/** The kinds of region a side owns (shatra.md, "Board"): its fortress, its gate, its half. */
export type RegionKind = 'fortress' | 'gate' | 'half';

/** A region of the board: every square lies in exactly one. */
export interface Region {
  readonly side: Side;
  readonly kind: RegionKind;
}

const REGION_OF: readonly Region[] = (() => {
  const regions: Region[] = [];
  for (const side of ['white', 'black'] as const) {
    const i = sideIndex(side);
    for (const sq of FORTRESS[i] as readonly Square[]) regions[sq] = { side, kind: 'fortress' };
    regions[GATE[i] as Square] = { side, kind: 'gate' };
    for (const sq of HALF[i] as readonly Square[]) regions[sq] = { side, kind: 'half' };
  }
  return regions;
})();

/** The region `sq` lies in. */
export function regionOf(sq: Square): Region {
  return REGION_OF[sq] as Region;
}

export const IN_FORTRESS: readonly Uint8Array[] = FORTRESS.map(membership);
export const IN_HALF: readonly Uint8Array[] = HALF.map(membership);
/** Promotion row of each side = the opponent's back row. */
export const IN_PROMOTION_ROW: readonly Uint8Array[] = [
  membership(BACK_ROW[1] as readonly Square[]),
  membership(BACK_ROW[0] as readonly Square[]),
];
export const IN_DITCH_ROW: readonly Uint8Array[] = DITCH_ROW.map(membership);
export const IN_FIRST_ROW: readonly Uint8Array[] = FIRST_ROW.map(membership);
export const ON_GREAT_ROAD: Uint8Array = membership(GREAT_ROAD);
/** Beyond the ditch, seen from each side: White ranks 8–14, Black ranks 1–7. */
export const BEYOND_DITCH: readonly Uint8Array[] = [
  membership(SQUARES.filter((sq) => rankOf(sq) >= 8)),
  membership(SQUARES.filter((sq) => rankOf(sq) <= 7)),
];
/** Forward direction of each side: White toward rank 14, Black toward rank 1. */
export const FORWARD: readonly number[] = [NORTH, SOUTH];
/** Forward and the two forward diagonals. */
export const FORWARD_AND_DIAGONALS: readonly (readonly number[])[] = [
  [0, 1, 7],
  [4, 3, 5],
];
