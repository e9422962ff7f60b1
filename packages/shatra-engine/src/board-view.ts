// What the evaluation reads of a Shatra position: plain data, so that it can be tested with
// hand-made boards and so that it depends on the rules package only through the adapter.
// Piece codes are those of @ludus/shatra's board: role 1..5 (biy, batyr, tura, jalkyn, shatra),
// plus 8 for Black, 0 for an empty square.

export const BIY = 1;
export const BATYR = 2;
export const TURA = 3;
export const JALKYN = 4;
export const SHATRA = 5;
export const BLACK_BIT = 8;
export const ROLE_MASK = 7;

/** 0 = White, 1 = Black. */
export type SideIndex = 0 | 1;

export interface BoardView {
  /** Piece codes indexed by square 1..62 (index 0 unused). */
  readonly cells: ArrayLike<number>;
  readonly turn: SideIndex;
  /** The reserve flags (`W`, `b` of the position string), by side index. */
  readonly reserve: readonly [boolean, boolean];
  /** Each side's captured pool (its own lost pieces it may promote to): batyr, tura, jalkyn. */
  readonly pool: readonly [PoolCounts, PoolCounts];
}

export interface PoolCounts {
  readonly batyr: number;
  readonly tura: number;
  readonly jalkyn: number;
}

export function sideOfCode(code: number): SideIndex {
  return code & BLACK_BIT ? 1 : 0;
}
