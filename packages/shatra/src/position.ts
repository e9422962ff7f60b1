// A validated position: made only by `fromSetup` (or by `play` from another Position).
import { BIY, BLACK_BIT, Board, EMPTY, ROLE_MASK, SHATRA } from './board';
import {
  BEYOND_DITCH,
  DITCH_ROW,
  EAST,
  FORTRESS,
  FORWARD,
  GATE,
  IN_FORTRESS,
  isSquare,
  NEIGHBOUR,
  sideIndex,
  WEST,
} from './geometry';
import { type Pool, type Setup, START_MATERIAL, startSetup } from './setup';
import { err, ok, type Result, type Side, type Square } from './types';

declare const validated: unique symbol;

/** A Setup that `fromSetup` accepted: every rule function takes a Position. */
export type Position = Setup & { readonly [validated]: true };

/** Which field of the position string a validation error concerns. */
export type PositionError = 'board' | 'material' | 'reserve' | 'pending' | 'count';

export const SIDES: readonly Side[] = ['white', 'black'];

function sideOfCode(code: number): Side {
  return code & BLACK_BIT ? 'black' : 'white';
}

function counts(board: Board, side: Side): Record<string, number> {
  const tally: Record<string, number> = { biy: 0, batyr: 0, tura: 0, jalkyn: 0, shatra: 0 };
  for (const [, piece] of board.pieces()) {
    if (piece.side === side) tally[piece.role] = (tally[piece.role] ?? 0) + 1;
  }
  return tally;
}

/** One biy per side at most; a missing biy is a finished game (it was captured), not an error. */
function checkBiys(board: Board): Result<true, PositionError> {
  const white = counts(board, 'white').biy ?? 0;
  const black = counts(board, 'black').biy ?? 0;
  if (white > 1 || black > 1) return err('board', 'board: a side has more than one biy');
  if (white + black === 0) return err('board', 'board: both biys are missing');
  return ok(true);
}

/**
 * Material can only shrink: promotion turns a shatra into a piece taken from the own pool, so
 * for batyr, tura and jalkyn, pieces on the board plus pieces in the pool never exceed the start
 * material, and shatras never exceed 11 (shatra.md, "Promotion").
 */
function checkMaterial(setup: Setup): Result<true, PositionError> {
  for (const side of SIDES) {
    const tally = counts(setup.board, side);
    const pool: Pool = setup.pool[side];
    if ((tally.shatra ?? 0) > START_MATERIAL.shatra) {
      return err('material', `material: ${side} has more than 11 shatras`);
    }
    for (const role of ['batyr', 'tura', 'jalkyn'] as const) {
      const total = (tally[role] ?? 0) + pool[role];
      if (total > START_MATERIAL[role]) {
        return err(
          'material',
          `material: ${side} has ${total} ${role} on the board and in the captured pool, at most ${START_MATERIAL[role]}`,
        );
      }
    }
  }
  return ok(true);
}

/** The squares holding the side's original reserve: its pieces in its fortress but the biy, its biy on its gate. */
export function hasReserveMaterial(cells: Int8Array, side: Side): boolean {
  const s = sideIndex(side);
  const bits = side === 'black' ? BLACK_BIT : 0;
  for (const sq of FORTRESS[s] as readonly Square[]) {
    const code = cells[sq] as number;
    if (code !== EMPTY && (code & BLACK_BIT) === bits && (code & ROLE_MASK) !== BIY) return true;
  }
  return cells[GATE[s] as number] === (BIY | bits);
}

/** A set flag needs reserve material: it is cleared for good at the end of the move that ends it. */
function checkReserve(setup: Setup): Result<true, PositionError> {
  const cells = Board.cellsOf(setup.board);
  for (const side of SIDES) {
    if (setup.reserve[side] && !hasReserveMaterial(cells, side)) {
      return err('reserve', `reserve: ${side}'s flag is set but ${side} has no reserve piece`);
    }
  }
  return ok(true);
}

function checkEnPassant(setup: Setup, sq: Square): Result<true, PositionError> {
  const cells = Board.cellsOf(setup.board);
  const code = cells[sq] as number;
  const mover = setup.turn === 'white' ? 'black' : 'white';
  const s = sideIndex(mover);
  const fwd = FORWARD[s] as number;
  const back = (fwd + 4) % 8;
  const passed = NEIGHBOUR[sq * 8 + back] as number;
  const start = passed === 0 ? 0 : (NEIGHBOUR[passed * 8 + back] as number);
  if (
    code !== (SHATRA | (mover === 'black' ? BLACK_BIT : 0)) ||
    !(DITCH_ROW[s] as readonly Square[]).includes(sq) ||
    cells[passed] !== EMPTY ||
    cells[start] !== EMPTY
  ) {
    return err(
      'pending',
      `pending: e${sq} needs a ${mover} shatra that has just advanced two squares to ${sq}`,
    );
  }
  return ok(true);
}

function checkSideways(setup: Setup, side: Side): Result<true, PositionError> {
  const step = setup.pending.sideways[side];
  if (!step) return ok(true);
  const cells = Board.cellsOf(setup.board);
  const bits = side === 'black' ? BLACK_BIT : 0;
  const { square, from } = step;
  const adjacent =
    isSquare(square) &&
    isSquare(from) &&
    (NEIGHBOUR[square * 8 + EAST] === from || NEIGHBOUR[square * 8 + WEST] === from);
  const fromCode = adjacent ? (cells[from] as number) : 0;
  const fromIsOwn = fromCode !== EMPTY && (fromCode & BLACK_BIT) === bits;
  // The side that has just moved left `from` empty; the other side may have moved onto it since.
  const fromOk = setup.turn === side ? !fromIsOwn : fromCode === EMPTY;
  if (
    !adjacent ||
    cells[square] !== (SHATRA | bits) ||
    !(BEYOND_DITCH[sideIndex(side)] as Uint8Array)[square] ||
    !fromOk
  ) {
    return err('pending', `pending: s${square}<${from} needs a ${side} shatra that moved sideways`);
  }
  return ok(true);
}

function checkForcedDrop(setup: Setup, sq: Square): Result<true, PositionError> {
  const code = Board.cellsOf(setup.board)[sq] as number;
  const owner = sideOfCode(code);
  if (
    code === EMPTY ||
    (code & ROLE_MASK) === BIY ||
    !(IN_FORTRESS[sideIndex(owner)] as Uint8Array)[sq] ||
    !setup.reserve[owner]
  ) {
    return err('pending', `pending: d${sq} needs a reserve piece in its own fortress`);
  }
  return ok(true);
}

function checkPending(setup: Setup): Result<true, PositionError> {
  const { enPassant, forcedDrop } = setup.pending;
  if (enPassant !== undefined) {
    const r = isSquare(enPassant)
      ? checkEnPassant(setup, enPassant)
      : err('pending', 'pending: bad square');
    if (!r.ok) return r;
  }
  for (const side of SIDES) {
    const r = checkSideways(setup, side);
    if (!r.ok) return r;
  }
  if (forcedDrop !== undefined) {
    const r = isSquare(forcedDrop)
      ? checkForcedDrop(setup, forcedDrop)
      : err('pending', 'pending: bad square');
    if (!r.ok) return r;
  }
  return ok(true);
}

/**
 * Validates a Setup. The checks, each necessary in a real game:
 * - board: at most one biy per side, not both missing (a missing biy means the game is over);
 * - material: at most 11 shatras; batyr/tura/jalkyn on the board plus the side's pool at most
 *   the start material (1/2/2), since promotion only turns a shatra into a pooled piece;
 * - reserve: a set flag needs a reserve piece (the flag is cleared when the last one goes);
 * - pending: `e` names a shatra of the side that just moved, on its double-step square with the
 *   passed and start squares empty; `s` a shatra beyond its ditch next to the square it came
 *   from; `d` a non-biy piece in its own fortress whose reserve flag is set;
 * - count: a non-negative integer (at 60 or more the game is drawn).
 * Not checked, because reachable: shatras on any square (they capture backward, so even their
 * own back row), a waiting shatra while the pool holds pieces, reserve pieces out of order.
 */
export function fromSetup(setup: Setup): Result<Position, PositionError> {
  if (!Number.isInteger(setup.quietMoves) || setup.quietMoves < 0) {
    return err('count', 'count: the 60-move count must be a non-negative integer');
  }
  for (const check of [
    checkBiys(setup.board),
    checkMaterial(setup),
    checkReserve(setup),
    checkPending(setup),
  ]) {
    if (!check.ok) return check;
  }
  return ok(setup as Position);
}

/** @internal For `play`, whose results are valid by construction. */
export function trustedPosition(setup: Setup): Position {
  return setup as Position;
}

export const START_POSITION: Position = trustedPosition(startSetup());
