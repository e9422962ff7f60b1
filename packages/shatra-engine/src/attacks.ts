// One pass over the board that finds every first jump (shatra.md, "Captures — by jumping,
// compulsory, in chains"), seen from the jumping pieces: a biy or shatra next to an enemy piece
// with the square beyond empty, or a long leaper whose line meets an enemy piece first with an
// empty square beyond. Reserve and fortress restrictions, the promotion row's sideways-only jumps
// and en passant are left out, so that it is
// - exactly the evaluation's "could be jumped" (`isAttacked` in evaluate.ts, asked from the side
//   of the piece jumped: tests compare the two on every square of random games), and
// - a necessary condition for a capture by a piece (the generator searches chains only for the
//   pieces marked here, and for the shatras next to an en passant square).
// The long leapers' empty squares along their lines (the evaluation's mobility) come from the
// same scan. Each side's pieces are scanned apart, once per position (search-board.ts,
// `jumpers` and `attacks`): the generator needs only the side to move's, the evaluation both.
import { BLACK_BIT, ROLE_MASK } from './board-view';
import {
  emptyGrid,
  fillOccupancy,
  GRID_OF,
  GRID_STEP,
  longLeapers,
  lowestSquare,
  NEIGHBOURS,
  occupancy,
  SQUARE_OF_GRID,
  shortLeapers,
  WALL,
} from './search-geometry';

/** The first direction and the step through a long leaper's lines, by role code. */
const FIRST_DIR: readonly number[] = [0, 0, 0, 0, 1, 0];
const DIR_STEP: readonly number[] = [1, 1, 1, 2, 2, 1];

/**
 * What a scan reads of a position: the piece codes by square (1..62), the same pieces in the
 * walled grid and each side's occupancy (search-geometry.ts), both kept
 * by the search board (search-board.ts) and made here for a position from outside.
 */
export interface ScanBoard {
  readonly cells: ArrayLike<number>;
  readonly grid: Int8Array;
  readonly occupied: Int32Array;
}

/** A piece of the other colour than `bits` (neither empty nor a wall: WALL has neither bit). */
function isEnemy(code: number, bits: number): boolean {
  return code !== 0 && ((code ^ bits) & (BLACK_BIT | WALL)) === BLACK_BIT;
}

/** Sorts `list[from..to)` in place, lowest first (a scan's few jumpers: insertion sort). */
function sortSquares(list: Int8Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const sq = list[i] as number;
    let j = i - 1;
    for (; j >= from && (list[j] as number) > sq; j--) list[j + 1] = list[j] as number;
    list[j + 1] = sq;
  }
}

export class Attacks {
  /**
   * Where the piece standing there could be jumped by an enemy piece now: the squares whose
   * entry equals the stamp of the scan of the other side (`stamps`; a new stamp per scan, so
   * that nothing is cleared between scans).
   */
  readonly target = new Int32Array(63);
  /** Where the piece standing there could jump an enemy piece now (a first jump): its side's stamp. */
  readonly jumper = new Int32Array(63);
  /**
   * The same jumpers as a list per side, lowest square first (the generator's order):
   * `jumpers[side * 32 + i]` for i below `jumperCount[side]`.
   */
  readonly jumpers = new Int8Array(64);
  readonly jumperCount = new Int8Array(2);
  /** A long leaper's empty squares along its lines (batyr, tura, jalkyn; stale for the others). */
  readonly slides = new Int8Array(63);
  /** The stamp of each side's latest scan (White 0, Black 1). */
  readonly stamps = new Int32Array(2);
  /** The position (a caller's number for it) each side's latest scan was of. */
  readonly #scannedAt = new Float64Array([-1, -1]);
  #counter = 0;
  /** The grid and occupancy of the latest scan (the evaluation visits the pieces from them). */
  grid: Int8Array = emptyGrid();
  occupied: Int32Array = occupancy();

  /** Whether the piece of `side` on `sq` could be jumped now (after both sides' scans). */
  isTarget(sq: number, side: number): boolean {
    return this.target[sq] === this.stamps[1 - side];
  }

  /** Whether the piece of `side` on `sq` could jump now (after that side's scan). */
  isJumper(sq: number, side: number): boolean {
    return this.jumper[sq] === this.stamps[side];
  }

  /** Both sides' scans of `cells` (piece codes by square, 1..62), a position from outside. */
  scan(cells: ArrayLike<number>): void {
    const own = this.#own;
    for (let sq = 1; sq <= 62; sq++) own.grid[GRID_OF[sq] as number] = cells[sq] as number;
    fillOccupancy(cells, own.occupied);
    own.cells = cells;
    this.#scannedAt.fill(-1);
    this.scanSide(own, 0, -1);
    this.scanSide(own, 1, -1);
  }

  /**
   * The scan of one side's pieces (their jumps, the enemy pieces they could jump, their lines)
   * in the position numbered `position` by the caller, unless its latest scan was of it already
   * (a number below 0 always scans).
   */
  scanSide(board: ScanBoard, side: number, position: number): void {
    if (position >= 0 && this.#scannedAt[side] === position) return;
    this.#scannedAt[side] = position;
    const { cells, grid, occupied } = board;
    this.grid = grid;
    this.occupied = occupied;
    const target = this.target;
    const jumper = this.jumper;
    const stamp = this.#nextStamp();
    this.stamps[side] = stamp;
    const bits = side === 1 ? BLACK_BIT : 0;
    // The enemy's occupancy, for the short leapers' look at their neighbours.
    const enemyLow = occupied[2 - side * 2] as number;
    const enemyHigh = occupied[3 - side * 2] as number;
    let count = 0;
    const list = side * 32;
    // The long leapers first: every one walks its lines (jumps, and its empty squares).
    for (let w = 0; w < 2; w++) {
      const word = side * 2 + w;
      for (let left = longLeapers(occupied, word); left !== 0; left &= left - 1) {
        const sq = lowestSquare(left, word);
        const role = (cells[sq] as number) & ROLE_MASK;
        this.slides[sq] = this.#lines(grid, sq, GRID_OF[sq] as number, role, bits, stamp);
        if (jumper[sq] === stamp) this.jumpers[list + count++] = sq;
      }
    }
    // Then the biy and the shatras: one with no enemy piece around it has no jump (most).
    for (let w = 0; w < 2; w++) {
      const word = side * 2 + w;
      for (let left = shortLeapers(occupied, word); left !== 0; left &= left - 1) {
        const sq = lowestSquare(left, word);
        if (
          ((enemyLow & (NEIGHBOURS[sq * 2] as number)) |
            (enemyHigh & (NEIGHBOURS[sq * 2 + 1] as number))) ===
          0
        )
          continue;
        const g = GRID_OF[sq] as number;
        for (let dir = 0; dir < 8; dir++) {
          const step = GRID_STEP[dir] as number;
          if (isEnemy(grid[g + step] as number, bits) && grid[g + 2 * step] === 0) {
            target[SQUARE_OF_GRID[g + step] as number] = stamp;
            jumper[sq] = stamp;
          }
        }
        if (jumper[sq] === stamp) this.jumpers[list + count++] = sq;
      }
    }
    sortSquares(this.jumpers, list, list + count);
    this.jumperCount[side] = count;
  }

  /** A long leaper's lines: marks its jumps, returns its empty squares. */
  #lines(grid: Int8Array, sq: number, g: number, role: number, bits: number, stamp: number) {
    let empty = 0;
    const dirStep = DIR_STEP[role] as number;
    for (let dir = FIRST_DIR[role] as number; dir < 8; dir += dirStep) {
      const step = GRID_STEP[dir] as number;
      let k = g + step;
      while (grid[k] === 0) {
        k += step;
        empty++;
      }
      if (isEnemy(grid[k] as number, bits) && grid[k + step] === 0) {
        this.target[SQUARE_OF_GRID[k] as number] = stamp;
        this.jumper[sq] = stamp;
      }
    }
    return empty;
  }

  /** The scan's own board for positions from outside (`scan`). */
  readonly #own: {
    cells: ArrayLike<number>;
    grid: Int8Array;
    occupied: Int32Array;
  } = {
    cells: new Int8Array(63),
    grid: emptyGrid(),
    occupied: occupancy(),
  };

  /** A fresh mark; after 2^31 scans the tables are cleared once and the marks start over. */
  #nextStamp(): number {
    if (this.#counter === 0x7fff_ffff) {
      this.target.fill(0);
      this.jumper.fill(0);
      this.stamps.fill(0);
      this.#scannedAt.fill(-1);
      this.#counter = 0;
    }
    return ++this.#counter;
  }
}
