// The state of a game as the position string holds it (shatra.md, "Notation", position string),
// unvalidated. `fromSetup` (position.ts) turns a Setup into a Position or says what is wrong.
import { Board } from './board';
import type { Piece, PromotionRole, Role, Side, Square } from './types';

/** A shatra that moved sideways (`s31<30`): it may not step straight back on its side's next move. */
export interface SidewaysStep {
  readonly square: Square;
  readonly from: Square;
}

/** The pending items of the position string's fifth field. */
export interface Pending {
  /** `e35`: the shatra on this square has just advanced two squares (en passant is possible). */
  readonly enPassant?: Square;
  /** `s31<30`, at most one per side: the side's shatra moved sideways on its last move. */
  readonly sideways: { readonly white?: SidewaysStep; readonly black?: SidewaysStep };
  /** `d8`: the reserve piece on this square captured into its own fortress and must drop now. */
  readonly forcedDrop?: Square;
}

/** Captured batyr/tura/jalkyn of one side: the pieces that side's shatras can promote to. */
export interface Pool {
  readonly batyr: number;
  readonly tura: number;
  readonly jalkyn: number;
}

export interface ByColour<T> {
  readonly white: T;
  readonly black: T;
}

export interface Setup {
  readonly board: Board;
  readonly turn: Side;
  /** The reserve flags (`W`, `b`): the side still has original reserve. */
  readonly reserve: ByColour<boolean>;
  /** `pool.white` holds White's lost pieces (uppercase letters), which White promotes to. */
  readonly pool: ByColour<Pool>;
  readonly pending: Pending;
  /** Moves in a row without capture, shatra move, drop or promotion (the 60-move rule). */
  readonly quietMoves: number;
}

export const EMPTY_POOL: Pool = Object.freeze({ batyr: 0, tura: 0, jalkyn: 0 });
export const NO_PENDING: Pending = Object.freeze({ sideways: Object.freeze({}) });
export const PROMOTION_ROLES: readonly PromotionRole[] = ['batyr', 'tura', 'jalkyn'];

/** The material each side starts with (shatra.md, "Pieces and start"). */
export const START_MATERIAL: Readonly<Record<Role, number>> = {
  biy: 1,
  batyr: 1,
  tura: 2,
  jalkyn: 2,
  shatra: 11,
};

const START_SQUARES: ByColour<Readonly<Record<Role, readonly Square[]>>> = {
  white: {
    biy: [53],
    batyr: [61],
    tura: [55, 58],
    jalkyn: [54, 56],
    shatra: [57, 59, 60, 62, 46, 47, 48, 49, 50, 51, 52],
  },
  black: {
    biy: [10],
    batyr: [2],
    tura: [5, 8],
    jalkyn: [7, 9],
    shatra: [1, 3, 4, 6, 11, 12, 13, 14, 15, 16, 17],
  },
};

function startPieces(): [Square, Piece][] {
  const pieces: [Square, Piece][] = [];
  for (const side of ['white', 'black'] as const) {
    for (const [role, squares] of Object.entries(START_SQUARES[side]) as [Role, Square[]][]) {
      for (const sq of squares) pieces.push([sq, { side, role }]);
    }
  }
  return pieces;
}

export function startSetup(): Setup {
  return {
    board: Board.fromPieces(startPieces()),
    turn: 'white',
    reserve: { white: true, black: true },
    pool: { white: EMPTY_POOL, black: EMPTY_POOL },
    pending: NO_PENDING,
    quietMoves: 0,
  };
}

export function poolSize(pool: Pool): number {
  return pool.batyr + pool.tura + pool.jalkyn;
}
