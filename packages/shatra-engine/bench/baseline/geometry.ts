// FROZEN BASELINE (bench/baseline/index.ts): a copy of src/ before issue 24; do not edit.
// The board's shape as the evaluation needs it (shatra.md, "Board"): flat lookup tables built
// from the rules package's own geometry (one source of truth: its squares, lines, regions and
// forward directions), indexed by square number so the evaluation's inner loops read plain arrays.
import {
  ALL_DIRECTIONS,
  BEYOND_DITCH,
  DIRECTIONS,
  FIRST_ROW,
  FORWARD,
  fileOf,
  GATE,
  GREAT_ROAD,
  IN_FORTRESS,
  rankOf,
  ray,
  SQUARES,
} from '@ludus/shatra';

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

export { DIAGONAL, ORTHOGONAL } from '@ludus/shatra';
export const ALL: readonly number[] = ALL_DIRECTIONS;

/** Forward, seen from each side: White toward rank 14 (N = 0), Black toward rank 1 (S = 4). */
export const FORWARD_DIR: readonly number[] = FORWARD;

/** Per side index (White 0, Black 1), 63 squares each: the tables below are `[side * 63 + sq]`. */
function perSide(value: (side: 0 | 1, sq: number) => number): Int8Array {
  const table = new Int8Array(2 * 63);
  for (const side of [0, 1] as const) {
    for (const sq of SQUARES) table[side * 63 + sq] = value(side, sq);
  }
  return table;
}

const FORTRESS_TABLE = perSide((side, sq) => IN_FORTRESS[side]?.[sq] ?? 0);
const BEYOND_DITCH_TABLE = perSide((side, sq) => BEYOND_DITCH[side]?.[sq] ?? 0);
/**
 * Ranks a square lies ahead of the side's first field row (the row of the double step: White
 * rank 5, Black rank 10), counted in the side's forward direction.
 */
const ADVANCEMENT_TABLE = perSide((side, sq) => {
  const firstRank = rankOf(FIRST_ROW[side]?.[0] as number);
  const forwardRankStep = DIRECTIONS[FORWARD[side] as number]?.[1] as number;
  return (rankOf(sq) - firstRank) * forwardRankStep;
});

export function inFortress(side: 0 | 1, sq: number): boolean {
  return FORTRESS_TABLE[side * 63 + sq] === 1;
}

export function gateOf(side: 0 | 1): number {
  return GATE[side] as number;
}

/** Ranks a shatra has advanced from its side's first field row (White rank 5, Black rank 10). */
export function advancement(side: 0 | 1, sq: number): number {
  return ADVANCEMENT_TABLE[side * 63 + sq] as number;
}

/** The square's rank is beyond the ditch for that side (White ranks 8–14, Black 1–7). */
export function beyondDitch(side: 0 | 1, sq: number): boolean {
  return BEYOND_DITCH_TABLE[side * 63 + sq] === 1;
}

/** ROAD_IN_FORTRESS[sq] = 1 on the great road's squares inside either fortress. */
const ROAD_IN_FORTRESS = new Uint8Array(63);
for (const sq of GREAT_ROAD) {
  if (IN_FORTRESS[0]?.[sq] || IN_FORTRESS[1]?.[sq]) ROAD_IN_FORTRESS[sq] = 1;
}

/** The square is on the great road (file d) inside a fortress. */
export function onGreatRoadInFortress(sq: number): boolean {
  return ROAD_IN_FORTRESS[sq] === 1;
}
