// The learned part of the evaluation (issue 24, scripts/fit.ts): tables of centi-shatras added
// for each piece, on top of the 18 features of evaluate.ts.
// - Piece-square tables: per role, an entry per square from the owner's side.
// - Near-biy tables: for each biy, the pieces within three files and three ranks of it (a 7 × 7
//   window seen from the biy's owner), per role of the piece and whether it is the biy's own
//   (a defender, a wall) or the enemy's (an attacker): biy safety decides most of these games
//   ("A threatened biy", shatra.md), and the 18 features see it only through three counts.
// The board is symmetric under a turn of 180° (square sq ↔ 63 - sq, shatra.md "Board"): a Black
// piece or biy reads the entry of the turned square or offset, so that both colours score alike.
import { bitCount } from '@ludus/core';
import { BIY, BLACK_BIT, type BoardView, ROLE_MASK, type SideIndex } from './board-view';
import { FILE, RANK } from './geometry';
import { lowestSquare } from './search-geometry';

/** The roles with a piece-square table, in the order of their piece codes (biy 1 … shatra 5). */
export const SQUARE_ROLES = ['biy', 'batyr', 'tura', 'jalkyn', 'shatra'] as const;
export type SquareRole = (typeof SQUARE_ROLES)[number];
/** The roles a near-biy table counts (every piece but a biy), in the order of their codes. */
export const NEAR_ROLES = ['batyr', 'tura', 'jalkyn', 'shatra'] as const;
export type NearRole = (typeof NEAR_ROLES)[number];

/** Per role, 63 entries by square (index 0 unused) from White's side. */
export type PieceSquares = Readonly<Record<SquareRole, readonly number[]>>;
/** Per role, 49 entries by offset from the biy: (ranks ahead + 3) × 7 + (files right + 3). */
export type NearBiy = Readonly<
  Record<'own' | 'enemy', Readonly<Record<NearRole, readonly number[]>>>
>;

export interface PieceTables {
  readonly squares: PieceSquares;
  readonly nearBiy?: NearBiy;
}

export const WINDOW = 7;
const REACH = 3;
const OFFSETS = WINDOW * WINDOW;

/**
 * OFFSET[side * 63 * 63 + biy * 63 + sq]: the offset of `sq` from a biy of `side` on `biy`, seen
 * from that side (ranks forward, files to its right), or -1 outside the window.
 */
const OFFSET = new Int8Array(2 * 63 * 63).fill(-1);
for (let side = 0; side < 2; side++) {
  const turn = side === 0 ? 1 : -1;
  for (let biy = 1; biy <= 62; biy++) {
    for (let sq = 1; sq <= 62; sq++) {
      const df = turn * ((FILE[sq] as number) - (FILE[biy] as number));
      const dr = turn * ((RANK[sq] as number) - (RANK[biy] as number));
      if (Math.abs(df) > REACH || Math.abs(dr) > REACH || sq === biy) continue;
      OFFSET[side * 63 * 63 + biy * 63 + sq] = (dr + REACH) * WINDOW + (df + REACH);
    }
  }
}

/** The offset of `sq` from the biy of `side` on `biy` (-1: outside the window). */
export function nearOffset(side: SideIndex, biy: number, sq: number): number {
  return OFFSET[side * 63 * 63 + biy * 63 + sq] as number;
}

/** The square whose White entry a piece of `side` on `sq` reads (63 - sq for Black). */
export function ownSquare(side: SideIndex, sq: number): number {
  return side === 0 ? sq : 63 - sq;
}

/** Entries of the tables' vector (after `base`, the 18 weights): by piece code and square … */
const SQUARE_ENTRIES = 16 * 63;
/** … then by biy side, piece code and offset. */
const NEAR_ENTRIES = 2 * 16 * OFFSETS;

/**
 * The tables as the evaluation reads them, appended to the 18 weights: White's entries as they
 * are and Black's turned and negated, so that one sum in White's view adds White's pieces and
 * subtracts Black's (`tablesSum`).
 */
export function tableVector(base: Float64Array, tables: PieceTables): Float64Array {
  const near = tables.nearBiy !== undefined;
  const vector = new Float64Array(base.length + SQUARE_ENTRIES + (near ? NEAR_ENTRIES : 0));
  vector.set(base);
  const at = base.length;
  SQUARE_ROLES.forEach((role, r) => {
    const table = tables.squares[role];
    const code = r + 1;
    for (let sq = 1; sq <= 62; sq++) {
      vector[at + code * 63 + sq] = table[sq] as number;
      vector[at + (code | BLACK_BIT) * 63 + sq] = -(table[63 - sq] as number);
    }
  });
  if (!tables.nearBiy) return vector;
  const nearAt = at + SQUARE_ENTRIES;
  for (let side = 0; side < 2; side++) {
    const sign = side === 0 ? 1 : -1;
    NEAR_ROLES.forEach((role, r) => {
      const code = r + 2; // batyr 2 … shatra 5
      for (const [colour, bit] of [
        [0, 0],
        [1, BLACK_BIT],
      ] as const) {
        const table = (tables.nearBiy as NearBiy)[colour === side ? 'own' : 'enemy'][role];
        for (let off = 0; off < OFFSETS; off++) {
          vector[nearAt + (side * 16 + (code | bit)) * OFFSETS + off] =
            sign * (table[off] as number);
        }
      }
    });
  }
  return vector;
}

/**
 * TAPER[n]: the share of the tables counted with n pieces other than biys on the board: none
 * with 4 or fewer, all with 12 or more, in proportion between. The games the tables were fitted
 * on are mostly middle games; endings (a batyr and biy against a lone biy, shatra.md "End of the
 * game") are left to the 18 features, which convert them.
 */
const TAPER = Float64Array.from({ length: 64 }, (_, n) => Math.min(1, Math.max(0, (n - 4) / 8)));

/**
 * The tables' share with `white` and `black` pieces other than biys: TAPER of their sum, or of
 * twice the smaller side's count where that is less, so that a side left with a piece or two
 * counts as an ending however much the other has (a lost position keeps the 18 features' score,
 * below the resign threshold).
 */
export function taperOf(white: number, black: number): number {
  return TAPER[Math.min(white + black, 2 * Math.min(white, black))] as number;
}

/**
 * WINDOW_BITS[biy * 2 + half]: the squares of the near-biy window around `biy` (the biy's own
 * square left out) as occupancy bits of words `half` (squares 0–31) and 1 + half (32–62), so that
 * the sum visits only the pieces near a biy. The window's squares are the same for either side's
 * biy; only their offsets (OFFSET) differ.
 */
const WINDOW_BITS = new Int32Array(63 * 2);
for (let biy = 1; biy <= 62; biy++) {
  for (let sq = 1; sq <= 62; sq++) {
    if ((OFFSET[biy * 63 + sq] as number) < 0) continue;
    const i = biy * 2 + (sq >> 5);
    WINDOW_BITS[i] = (WINDOW_BITS[i] as number) | (1 << (sq & 31));
  }
}

/** The piece-square entries (White's view) of `tableVector`'s vector after `base` entries. */
export function squareEntries(weights: Float64Array, base: number): Float64Array | null {
  return weights.length > base ? weights.subarray(base, base + SQUARE_ENTRIES) : null;
}

/**
 * What the search board keeps in step with its moves (search-board.ts): the piece-square sum
 * over the board of `squareEntries` (White's view) and each side's biy square (0: captured).
 */
export interface TableState {
  readonly squareSum: number;
  readonly biy: Int8Array;
}

/**
 * The tables' sum for the side to move (`weights` from `tableVector` after `base` entries),
 * over the pieces of the occupancy words (White's two, then Black's); with `state`, the board's
 * own piece-square sum and biys instead of a visit of every piece (at every leaf of a search).
 */
export function tablesSum(
  view: BoardView,
  weights: Float64Array,
  base: number,
  occupied: Int32Array,
  state?: TableState,
): number {
  const cells = view.cells;
  let sum: number;
  let biyWhite: number;
  let biyBlack: number;
  if (state === undefined) {
    sum = 0;
    biyWhite = 0;
    biyBlack = 0;
    for (let word = 0; word < 4; word++) {
      for (let left = occupied[word] as number; left !== 0; left &= left - 1) {
        const sq = lowestSquare(left, word);
        const code = cells[sq] as number;
        sum += weights[base + code * 63 + sq] as number;
        if ((code & ROLE_MASK) === BIY) {
          if (code & BLACK_BIT) biyBlack = sq;
          else biyWhite = sq;
        }
      }
    }
  } else {
    sum = state.squareSum;
    biyWhite = state.biy[0] as number;
    biyBlack = state.biy[1] as number;
  }
  if (weights.length > base + SQUARE_ENTRIES) {
    const near = base + SQUARE_ENTRIES;
    if (biyWhite !== 0) sum += nearSum(cells, weights, near, occupied, 0, biyWhite);
    if (biyBlack !== 0) sum += nearSum(cells, weights, near, occupied, 1, biyBlack);
  }
  const white = bitCount(occupied[0] as number) + bitCount(occupied[1] as number);
  const black = bitCount(occupied[2] as number) + bitCount(occupied[3] as number);
  const tapered = taperOf(white - (biyWhite !== 0 ? 1 : 0), black - (biyBlack !== 0 ? 1 : 0)) * sum;
  return view.turn === 0 ? tapered : -tapered;
}

/** The near-biy entries (White's view) of the pieces in the window of `side`'s biy on `biy`. */
function nearSum(
  cells: ArrayLike<number>,
  weights: Float64Array,
  near: number,
  occupied: Int32Array,
  side: SideIndex,
  biy: number,
): number {
  // The other biy may stand in the window: its code's entries are 0 (tableVector sets none).
  const at = near + side * 16 * OFFSETS;
  const offsets = side * 63 * 63 + biy * 63;
  let sum = 0;
  for (let word = 0; word < 4; word++) {
    const window = WINDOW_BITS[biy * 2 + (word & 1)] as number;
    for (let left = (occupied[word] as number) & window; left !== 0; left &= left - 1) {
      const sq = lowestSquare(left, word);
      sum += weights[
        at + (cells[sq] as number) * OFFSETS + (OFFSET[offsets + sq] as number)
      ] as number;
    }
  }
  return sum;
}

/** Parameters of the tables as fit.ts orders them: squares (5 × 63), then near-biy (2 × 4 × 49). */
export const TABLE_PARAMS = SQUARE_ROLES.length * 63 + 2 * NEAR_ROLES.length * OFFSETS;

/**
 * The tables' entries a position uses, for fitting: calls `use(param, sign)` for each, with
 * `param` in fit.ts's order and `sign` +1 for the side to move's gain, -1 for the other's; returns
 * the taper that multiplies their sum.
 */
export function tableEntries(view: BoardView, use: (param: number, sign: number) => void): number {
  const cells = view.cells;
  const biys = [0, 0];
  const counts = [0, 0];
  for (let sq = 1; sq <= 62; sq++) {
    const code = cells[sq] as number;
    if ((code & ROLE_MASK) === BIY) biys[code & BLACK_BIT ? 1 : 0] = sq;
  }
  for (let sq = 1; sq <= 62; sq++) {
    const code = cells[sq] as number;
    if (code === 0) continue;
    const side: SideIndex = code & BLACK_BIT ? 1 : 0;
    const role = code & ROLE_MASK;
    use((role - 1) * 63 + ownSquare(side, sq), side === view.turn ? 1 : -1);
    if (role === BIY) continue;
    counts[side] = (counts[side] as number) + 1;
    for (const biySide of [0, 1] as const) {
      const biy = biys[biySide] as number;
      if (biy === 0) continue;
      const off = nearOffset(biySide, biy, sq);
      if (off < 0) continue;
      const relation = side === biySide ? 0 : 1;
      const param =
        SQUARE_ROLES.length * 63 + (relation * NEAR_ROLES.length + role - 2) * OFFSETS + off;
      use(param, biySide === view.turn ? 1 : -1);
    }
  }
  return taperOf(counts[0] as number, counts[1] as number);
}

/** The tables from fit.ts's parameter vector (entries after `base`), rounded to whole centi-shatras. */
export function tablesFromParams(params: ArrayLike<number>, base: number): PieceTables {
  const at = (i: number) => Math.round(params[base + i] as number);
  const squares = Object.fromEntries(
    SQUARE_ROLES.map((role, r) => [
      role,
      Array.from({ length: 63 }, (_, sq) => (sq === 0 ? 0 : at(r * 63 + sq))),
    ]),
  ) as unknown as PieceSquares;
  const nearAt = SQUARE_ROLES.length * 63;
  const relation = (rel: number) =>
    Object.fromEntries(
      NEAR_ROLES.map((role, r) => [
        role,
        Array.from({ length: OFFSETS }, (_, off) =>
          at(nearAt + (rel * NEAR_ROLES.length + r) * OFFSETS + off),
        ),
      ]),
    ) as unknown as Record<NearRole, number[]>;
  return { squares, nearBiy: { own: relation(0), enemy: relation(1) } };
}
