// The board's shape as the search's move generator reads it (shatra.md, "Board"): every table
// precomputed once from the rules package's own geometry (one source of truth) into flat typed
// arrays indexed `side * 63 + sq` or `sq * 8 + dir`, so that the hot loops read no nested arrays.
import {
  BACK_ROW,
  BEYOND_DITCH,
  DIRECTIONS,
  DITCH_ROW,
  FIRST_ROW,
  FORTRESS,
  FORWARD_AND_DIAGONALS,
  fileOf,
  GATE,
  GREAT_ROAD,
  HALF,
  IN_FORTRESS,
  RESERVE_ORDER,
  rankOf,
  ray,
  SQUARES,
} from '@ludus/shatra';
import { BATYR, BLACK_BIT, JALKYN, ROLE_MASK, TURA } from './board-view';

export const NORTH = 0;
export const EAST = 2;
export const SOUTH = 4;
export const WEST = 6;

/** Direction sets of the pieces' long moves and captures (shatra.md, "Pieces"). */
export const ORTHOGONAL: readonly number[] = [0, 2, 4, 6];
export const DIAGONAL: readonly number[] = [1, 3, 5, 7];
export const ALL_DIRECTIONS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];
export const SIDEWAYS: readonly number[] = [EAST, WEST];

/** The lines a long-moving piece of `role` slides along: a tura's straight, a jalkyn's diagonal. */
export function longLines(role: number): readonly number[] {
  return role === TURA ? ORTHOGONAL : role === JALKYN ? DIAGONAL : ALL_DIRECTIONS;
}

/** NEIGH[sq * 8 + dir]: the adjacent square in that direction, 0 at a wall. */
export const NEIGH = new Int8Array(63 * 8);
/** The ray of `sq` in `dir` is RAY_SQUARES[RAY_START[i] .. RAY_START[i] + RAY_LENGTH[i]), i = sq * 8 + dir. */
export const RAY_START = new Int16Array(63 * 8);
export const RAY_LENGTH = new Int8Array(63 * 8);
export const RAY_SQUARES: Int8Array = (() => {
  const all: number[] = [];
  for (const sq of SQUARES) {
    for (let dir = 0; dir < 8; dir++) {
      const line = ray(sq, dir);
      RAY_START[sq * 8 + dir] = all.length;
      RAY_LENGTH[sq * 8 + dir] = line.length;
      NEIGH[sq * 8 + dir] = line[0] ?? 0;
      all.push(...line);
    }
  }
  return Int8Array.from(all);
})();

function perSide(members: (side: 0 | 1) => ArrayLike<number> | Iterable<number>): Uint8Array {
  const table = new Uint8Array(2 * 63);
  for (const side of [0, 1] as const) {
    for (const sq of Array.from(members(side))) table[side * 63 + sq] = 1;
  }
  return table;
}

const squaresWhere = (flags: Uint8Array) => SQUARES.filter((sq) => flags[sq] === 1);

/** 1 where the square lies in the side's own fortress. */
export const IN_OWN_FORTRESS = perSide((side) => squaresWhere(IN_FORTRESS[side] as Uint8Array));
/** The side's promotion row is the opponent's back row (shatra.md, "Promotion"). */
export const IN_PROMOTION_ROW = perSide((side) => BACK_ROW[1 - side] as readonly number[]);
export const IN_DITCH_ROW = perSide((side) => DITCH_ROW[side] as readonly number[]);
export const IN_FIRST_ROW = perSide((side) => FIRST_ROW[side] as readonly number[]);
export const IN_BEYOND_DITCH = perSide((side) => squaresWhere(BEYOND_DITCH[side] as Uint8Array));
export const ON_GREAT_ROAD = new Uint8Array(63);
for (const sq of GREAT_ROAD) ON_GREAT_ROAD[sq] = 1;

/** Per side: forward, and forward with the two forward diagonals. */
export const FORWARD_OF: readonly number[] = [NORTH, SOUTH];
export const FORWARD_THREE: readonly (readonly number[])[] = FORWARD_AND_DIAGONALS;

export const GATE_OF: readonly number[] = GATE;
export const FORTRESS_OF: readonly (readonly number[])[] = FORTRESS;
export const HALF_OF: readonly (readonly number[])[] = HALF;
export const RESERVE_ORDER_OF: readonly (readonly number[])[] = RESERVE_ORDER;
/** The own fortress and the gate: once they hold no original reserve, pieces drop from either. */
export const HOME_OF: readonly (readonly number[])[] = [0, 1].map((s) => [
  ...(FORTRESS[s] as readonly number[]),
  GATE[s] as number,
]);
/** The rank of each square (1..14), for the shatra's sideways and double steps. */
export { RANK } from './geometry';

/**
 * The board drawn into a grid of 9 × 16 cells (files a–g and ranks 1–14 with a border of walls;
 * the cells of the grid that are no square are walls too), so that a line is walked by adding
 * one step per direction and ends at the first wall, as a line of the rules ends where the next
 * coordinate is no square. The search board keeps its pieces in such a grid beside `cells`
 * (search-board.ts) for the attack scan (attacks.ts); tests check every line against `ray`.
 */
export const GRID_WIDTH = 9;
export const GRID_SIZE = GRID_WIDTH * 16;
/** A grid cell that is no square; no piece code has this bit. */
export const WALL = 16;
export const GRID_OF = new Int16Array(63);
export const SQUARE_OF_GRID = new Int8Array(GRID_SIZE);
for (const sq of SQUARES) {
  GRID_OF[sq] = rankOf(sq) * GRID_WIDTH + fileOf(sq) + 1;
  SQUARE_OF_GRID[GRID_OF[sq] as number] = sq;
}
/** The grid step of each direction (shatra's DIRECTIONS: [file, rank] deltas). */
export const GRID_STEP = Int16Array.from(
  DIRECTIONS,
  ([file, rank]) => (rank as number) * GRID_WIDTH + (file as number),
);

/** A grid of walls with the squares empty: the start of every search board's grid. */
export function emptyGrid(): Int8Array {
  const grid = new Int8Array(GRID_SIZE).fill(WALL);
  for (const sq of SQUARES) grid[GRID_OF[sq] as number] = 0;
  return grid;
}

/**
 * Each side's squares as bits, two words a side: `occupied[side * 2 + (sq >> 5)]` holds bit
 * `sq & 31` when a piece of that side stands on `sq` (squares 1..31 in the first word, 32..62 in
 * the second). The scan, the generator and the evaluation visit a side's pieces lowest square
 * first from them (`lowestSquare`), the order of a loop over the squares, in a third of its steps.
 * Two more sets of four words follow: the long leapers of the straight lines (batyrs and turas)
 * from STRAIGHT_LEAPERS, those of the diagonals (batyrs and jalkyns) from DIAGONAL_LEAPERS,
 * indexed the same way (the scan visits the long leapers apart, the evaluation's biy lines read
 * them).
 */
export const STRAIGHT_LEAPERS = 4;
export const DIAGONAL_LEAPERS = 8;

export function occupancy(): Int32Array {
  return new Int32Array(12);
}

/** The occupancy of `cells` (piece codes by square), from nothing. */
export function fillOccupancy(cells: ArrayLike<number>, occupied: Int32Array): void {
  occupied.fill(0);
  for (let sq = 1; sq <= 62; sq++) {
    const code = cells[sq] as number;
    if (code !== 0) toggleOccupied(occupied, sq, code);
  }
}

/** A piece of `code` arrives on or leaves `sq`. */
export function toggleOccupied(occupied: Int32Array, sq: number, code: number): void {
  const word = (code & BLACK_BIT ? 2 : 0) + (sq >> 5);
  const bit = 1 << (sq & 31);
  occupied[word] = (occupied[word] as number) ^ bit;
  const role = code & ROLE_MASK;
  if (role === BATYR || role === TURA) {
    const i = STRAIGHT_LEAPERS + word;
    occupied[i] = (occupied[i] as number) ^ bit;
  }
  if (role === BATYR || role === JALKYN) {
    const i = DIAGONAL_LEAPERS + word;
    occupied[i] = (occupied[i] as number) ^ bit;
  }
}

/** The side's long leapers (batyrs, turas, jalkyns) in one occupancy word (`side * 2 + w`). */
export function longLeapers(occupied: Int32Array, word: number): number {
  return (
    (occupied[STRAIGHT_LEAPERS + word] as number) | (occupied[DIAGONAL_LEAPERS + word] as number)
  );
}

/** The side's biy and shatras (the short leapers) in one occupancy word (`side * 2 + w`). */
export function shortLeapers(occupied: Int32Array, word: number): number {
  return (occupied[word] as number) & ~longLeapers(occupied, word);
}

/** The square of the lowest bit of `bits` (not 0), a word of `occupied` numbered `word & 1`. */
export function lowestSquare(bits: number, word: number): number {
  return ((word & 1) << 5) + 31 - Math.clz32(bits & -bits);
}

/**
 * Each side's fortress as bits of one word of its occupancy: `occupied[side * 2 +
 * FORTRESS_WORD[side]] & FORTRESS_BITS[side]` are the side's pieces in its own fortress (the
 * reserve's test at every `make`, and the generator's count of reserve pieces at every node).
 */
export const FORTRESS_WORD = new Int8Array(2);
export const FORTRESS_BITS = new Int32Array(2);
for (const side of [0, 1]) {
  const squares = FORTRESS[side] as readonly number[];
  const word = (squares[0] as number) >> 5;
  FORTRESS_WORD[side] = word;
  for (const sq of squares) {
    if (sq >> 5 !== word) throw new Error('a fortress across two occupancy words');
    FORTRESS_BITS[side] = (FORTRESS_BITS[side] as number) | (1 << (sq & 31));
  }
}

/**
 * The side's pieces other than its biy in its own fortress, as bits (the biy's own bit taken
 * out when it stands there): what the reserve rules count (shatra.md, "Fortress, reserve and
 * the great road").
 */
export function fortressPieces(occupied: Int32Array, side: number, biy: number): number {
  const word = FORTRESS_WORD[side] as number;
  let pieces = (occupied[side * 2 + word] as number) & (FORTRESS_BITS[side] as number);
  if (biy !== 0 && biy >> 5 === word) pieces &= ~(1 << (biy & 31));
  return pieces;
}

/**
 * The squares around each square as bits of the occupancy's two words:
 * `NEIGHBOURS[sq * 2 + w]`. Few pieces touch an enemy piece (one short leaper in twenty in the
 * search's positions), and one without an enemy neighbour has no short jump: the attack scan
 * (attacks.ts) skips its eight directions on two ANDs with the enemy's occupancy.
 */
export const NEIGHBOURS = new Int32Array(63 * 2);
for (const sq of SQUARES) {
  for (let dir = 0; dir < 8; dir++) {
    const next = NEIGH[sq * 8 + dir] as number;
    if (next === 0) continue;
    const i = sq * 2 + (next >> 5);
    NEIGHBOURS[i] = (NEIGHBOURS[i] as number) | (1 << (next & 31));
  }
}

/**
 * The squares of each ray as bits of the occupancy's two words: `RAY_BITS[(sq * 8 + dir) * 2 +
 * w]`. The evaluation walks a biy's line only when an enemy leaper of the line's kind stands
 * somewhere on it (STRAIGHT_LEAPERS, DIAGONAL_LEAPERS).
 */
export const RAY_BITS = new Int32Array(63 * 8 * 2);
for (let i = 0; i < 63 * 8; i++) {
  const start = RAY_START[i] as number;
  for (let k = start; k < start + (RAY_LENGTH[i] as number); k++) {
    const sq = RAY_SQUARES[k] as number;
    const w = i * 2 + (sq >> 5);
    RAY_BITS[w] = (RAY_BITS[w] as number) | (1 << (sq & 31));
  }
}
