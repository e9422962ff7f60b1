// FROZEN BASELINE (bench/baseline/index.ts): a copy of src/ before issue 24; do not edit.
// What the evaluation reads of a Shatra position: plain data, so that it can be tested with
// hand-made boards; of the rules package it uses only the piece codes (moves come through the adapter).
// Piece codes are @ludus/shatra's own (`PIECE_CODE`): role 1..5 (biy, batyr, tura, jalkyn,
// shatra), plus 8 for Black, 0 for an empty square.
import { PIECE_CODE } from '@ludus/shatra';

export const BIY = PIECE_CODE.biy;
export const BATYR = PIECE_CODE.batyr;
export const TURA = PIECE_CODE.tura;
export const JALKYN = PIECE_CODE.jalkyn;
export const SHATRA = PIECE_CODE.shatra;
export const BLACK_BIT = PIECE_CODE.blackBit;
export const ROLE_MASK = PIECE_CODE.roleMask;

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
