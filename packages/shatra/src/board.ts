// The board: which piece stands on which square. Immutable; internally one byte per square so
// that move generation reads it as fast as possible.
import { SQUARE_COUNT } from './geometry';
import type { Piece, Role, Side, Square } from './types';

/** Piece codes: role 1..5, plus 8 for Black; 0 is an empty square. */
export const EMPTY = 0;
export const BIY = 1;
export const BATYR = 2;
export const TURA = 3;
export const JALKYN = 4;
export const SHATRA = 5;
export const BLACK_BIT = 8;
export const ROLE_MASK = 7;

/** The piece codes of `Board.cellsOf` as one object, for packages that read cells directly. */
export const PIECE_CODE = {
  empty: EMPTY,
  biy: BIY,
  batyr: BATYR,
  tura: TURA,
  jalkyn: JALKYN,
  shatra: SHATRA,
  blackBit: BLACK_BIT,
  roleMask: ROLE_MASK,
} as const;

const ROLES: readonly Role[] = ['biy', 'biy', 'batyr', 'tura', 'jalkyn', 'shatra'];
const ROLE_CODE: Record<Role, number> = {
  biy: BIY,
  batyr: BATYR,
  tura: TURA,
  jalkyn: JALKYN,
  shatra: SHATRA,
};

/** The ten pieces as shared constants: `pieceOf(code)` returns these, never new objects. */
const PIECES: readonly (Piece | undefined)[] = Array.from({ length: 16 }, (_, code) => {
  const role = code & ROLE_MASK;
  if (role < BIY || role > SHATRA) return undefined;
  return Object.freeze({ side: code & BLACK_BIT ? 'black' : 'white', role: ROLES[role] as Role });
});

export function pieceCode(piece: Piece): number {
  return ROLE_CODE[piece.role] | (piece.side === 'black' ? BLACK_BIT : 0);
}

export function pieceOf(code: number): Piece | undefined {
  return PIECES[code];
}

export function roleCode(role: Role): number {
  return ROLE_CODE[role];
}

export function roleOfCode(code: number): Role {
  return ROLES[code & ROLE_MASK] as Role;
}

/** 0 for White, BLACK_BIT for Black: the side bits of a piece code. */
export function sideBits(side: Side): number {
  return side === 'black' ? BLACK_BIT : 0;
}

export class Board {
  readonly #cells: Int8Array;

  private constructor(cells: Int8Array) {
    this.#cells = cells;
  }

  static empty(): Board {
    return new Board(new Int8Array(SQUARE_COUNT + 1));
  }

  /** A board from square → piece pairs; squares outside 1..62 are ignored. */
  static fromPieces(pieces: Iterable<readonly [Square, Piece]>): Board {
    const cells = new Int8Array(SQUARE_COUNT + 1);
    for (const [sq, piece] of pieces) {
      if (Number.isInteger(sq) && sq >= 1 && sq <= SQUARE_COUNT) cells[sq] = pieceCode(piece);
    }
    return new Board(cells);
  }

  get(sq: Square): Piece | undefined {
    return PIECES[this.#cells[sq] ?? EMPTY];
  }

  /** A new board with `piece` on `sq` (or `sq` emptied). */
  with(sq: Square, piece: Piece | undefined): Board {
    const cells = this.#cells.slice();
    if (sq >= 1 && sq <= SQUARE_COUNT) cells[sq] = piece ? pieceCode(piece) : EMPTY;
    return new Board(cells);
  }

  /** Occupied squares with their pieces, in square order. */
  *pieces(): IterableIterator<[Square, Piece]> {
    for (let sq = 1; sq <= SQUARE_COUNT; sq++) {
      const piece = PIECES[this.#cells[sq] as number];
      if (piece) yield [sq, piece];
    }
  }

  equals(other: Board): boolean {
    for (let sq = 1; sq <= SQUARE_COUNT; sq++) {
      if (this.#cells[sq] !== other.#cells[sq]) return false;
    }
    return true;
  }

  /** @internal A copy of the cells, for code in this package that builds a new board. */
  static copyCells(board: Board): Int8Array {
    return board.#cells.slice();
  }

  /**
   * The piece codes by square (index 1..62; see PIECE_CODE), the board's own storage, for fast
   * readers such as search and evaluation. Read-only by contract: never write to it.
   */
  static cellsOf(board: Board): Int8Array {
    return board.#cells;
  }

  /** @internal Wraps cells the caller hands over and never touches again. */
  static adopt(cells: Int8Array): Board {
    return new Board(cells);
  }
}
