// Setting a position up on the board: one checker put on a point or the bar, taken off, or
// moved, in the board's targets (packages/web/src/backgammon/geometry.ts BoardTarget) with white
// as the viewer. Pure: each edit returns the new board or why it cannot be made, and the board
// stays as it was then.
import type { BoardTarget } from '../backgammon/geometry';
import { type Colour, otherColour, SIDE_CELLS } from '../backgammon/rules';
import { type BoardSetup, onBoard } from './setup';

/** The page's board is seen by white: its points are white's numbering. */
export const EDIT_VIEWER: Colour = 'white';

/** How many checkers a side has (the rules package's count for backgammon). */
export const CHECKERS_PER_SIDE = 15;

export type EditRefusal =
  /** The colour has all its checkers on the board already. */
  | 'all-on-board'
  /** The point is held by the other colour. */
  | 'point-taken'
  /** Nothing there to take away. */
  | 'nothing-there'
  /** A checker is put on a point or the bar, not into a tray (one is dragged there to go off). */
  | 'tray';

export type Edit = { ok: true; board: BoardSetup } | { ok: false; refusal: EditRefusal };

/** The cell of `colour`'s side that a point or bar target is, or null (the trays). */
function cellOf(target: BoardTarget, colour: Colour): number | null {
  if (target.kind === 'bar') return SIDE_CELLS - 1;
  if (target.kind === 'tray') return null;
  // White's point p is black's point 25 − p.
  return colour === EDIT_VIEWER ? target.point - 1 : 24 - target.point;
}

/** The colour a bar or tray target belongs to. */
function sideColour(target: Exclude<BoardTarget, { kind: 'point' }>): Colour {
  return target.viewerSide ? EDIT_VIEWER : otherColour(EDIT_VIEWER);
}

/** The colour whose checkers are on a target (for a tray: its colour, when it holds any). */
export function ownerAt(board: BoardSetup, target: BoardTarget): Colour | null {
  if (target.kind !== 'point') {
    const colour = sideColour(target);
    const count =
      target.kind === 'bar'
        ? (board[colour][SIDE_CELLS - 1] ?? 0)
        : CHECKERS_PER_SIDE - onBoard(board, colour);
    return count > 0 ? colour : null;
  }
  for (const colour of ['white', 'black'] as const) {
    if ((board[colour][cellOf(target, colour) ?? 0] ?? 0) > 0) return colour;
  }
  return null;
}

function withCell(board: BoardSetup, colour: Colour, cell: number, change: number): BoardSetup {
  const side = [...board[colour]];
  side[cell] = (side[cell] ?? 0) + change;
  return { ...board, [colour]: side };
}

/** One checker of `colour` put on a point or the bar (a bar target names its own colour). */
export function addChecker(board: BoardSetup, target: BoardTarget, colour: Colour): Edit {
  if (target.kind === 'tray') return { ok: false, refusal: 'tray' };
  const who = target.kind === 'bar' ? sideColour(target) : colour;
  if (onBoard(board, who) >= CHECKERS_PER_SIDE) return { ok: false, refusal: 'all-on-board' };
  const holder = ownerAt(board, target);
  if (holder !== null && holder !== who) return { ok: false, refusal: 'point-taken' };
  return { ok: true, board: withCell(board, who, cellOf(target, who) ?? 0, 1) };
}

/** One checker taken off a point or the bar (borne off); a tray gives nothing to take. */
export function removeChecker(board: BoardSetup, target: BoardTarget): Edit {
  const owner = ownerAt(board, target);
  if (owner === null || target.kind === 'tray') return { ok: false, refusal: 'nothing-there' };
  return { ok: true, board: withCell(board, owner, cellOf(target, owner) ?? 0, -1) };
}

/**
 * A dragged checker: from a point or bar to another point, bar or tray (into a tray: borne off),
 * or out of a tray onto the board (one more of that colour on the board).
 */
export function moveChecker(board: BoardSetup, from: BoardTarget, to: BoardTarget): Edit {
  const colour = ownerAt(board, from);
  if (colour === null) return { ok: false, refusal: 'nothing-there' };
  // Onto the bar: the checker's own bar, whichever half it was dropped on.
  const onto = to.kind === 'bar' ? barOf(colour) : to;
  if (from.kind === 'tray') return addChecker(board, onto, colour);
  const lifted = removeChecker(board, from);
  if (!lifted.ok) return lifted;
  if (to.kind === 'tray') return lifted;
  return addChecker(lifted.board, onto, colour);
}

/** A colour's own bar target. */
function barOf(colour: Colour): BoardTarget {
  return { kind: 'bar', viewerSide: colour === EDIT_VIEWER };
}
