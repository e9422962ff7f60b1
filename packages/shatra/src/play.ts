// Playing a move: `play(position, move)` returns the next Position and never touches its input.
// Every field of the position string is brought up to date here (shatra.md, "Notation").
import { BATYR, BIY, BLACK_BIT, Board, EMPTY, JALKYN, ROLE_MASK, SHATRA, TURA } from './board';
import {
  directionBetween,
  FIRST_ROW,
  FORTRESS,
  IN_FORTRESS,
  RAYS,
  rankOf,
  sideIndex,
} from './geometry';
import { hasReserveMaterial, type Position, trustedPosition } from './position';
import { type ByColour, NO_PENDING, type Pending, type Pool, type SidewaysStep } from './setup';
import { type Move, opposite, type PromotionRole, type Side, type Square } from './types';

const PROMOTION_CODE: Record<PromotionRole, number> = { batyr: BATYR, tura: TURA, jalkyn: JALKYN };
const POOL_ROLE: Partial<Record<number, PromotionRole>> = {
  [BATYR]: 'batyr',
  [TURA]: 'tura',
  [JALKYN]: 'jalkyn',
};

/** The squares a capture chain jumps, in order; the e.p. jump names the double-stepped shatra. */
export function jumpedSquares(
  position: Position,
  from: Square,
  landings: readonly Square[],
): Square[] {
  const cells = Board.cellsOf(position.board);
  const jumped: Square[] = [];
  let at = from;
  for (const to of landings) {
    const dir = directionBetween(at, to);
    let found = 0;
    if (dir !== undefined) {
      for (const sq of RAYS[at * 8 + dir] as readonly Square[]) {
        if (sq === to) break;
        if (sq !== from && cells[sq] !== EMPTY) {
          found = sq;
          break;
        }
      }
    }
    // Over an empty square: the en passant jump over the square the shatra passed.
    jumped.push(found !== 0 ? found : (position.pending.enPassant ?? 0));
    at = to;
  }
  return jumped;
}

interface Effects {
  cells: Int8Array;
  pool: { white: Pool; black: Pool };
  enPassant: Square | undefined;
  sideways: SidewaysStep | undefined;
  forcedDrop: Square | undefined;
  /** A capture, a shatra move, a drop or a promotion restarts the 60-move count. */
  resetsCount: boolean;
  captured: readonly Square[];
}

function takeFromPool(pool: Pool, role: PromotionRole): Pool {
  return { ...pool, [role]: pool[role] - 1 };
}

function playStep(
  position: Position,
  e: Effects,
  from: Square,
  to: Square,
  promotion?: PromotionRole,
): void {
  const code = e.cells[from] as number;
  const side = position.turn;
  e.cells[from] = EMPTY;
  e.cells[to] = promotion ? PROMOTION_CODE[promotion] | (code & BLACK_BIT) : code;
  if (promotion) e.pool[side] = takeFromPool(e.pool[side], promotion);
  if ((code & ROLE_MASK) !== SHATRA) return;
  e.resetsCount = true;
  const ranks = Math.abs(rankOf(from) - rankOf(to));
  if (ranks === 0) e.sideways = { square: to, from };
  // Two squares straight forward from the first row of the own half: en passant may follow.
  else if (ranks === 2 && (FIRST_ROW[sideIndex(side)] as readonly Square[]).includes(from))
    e.enPassant = to;
}

function playCapture(
  position: Position,
  e: Effects,
  move: Extract<Move, { kind: 'capture' }>,
): void {
  const side = position.turn;
  const s = sideIndex(side);
  const code = e.cells[move.from] as number;
  const captured = jumpedSquares(position, move.from, move.landings);
  const enemy = opposite(side);
  for (const sq of captured) {
    const role = POOL_ROLE[(e.cells[sq] as number) & ROLE_MASK];
    if (role) e.pool[enemy] = { ...e.pool[enemy], [role]: e.pool[enemy][role] + 1 };
    e.cells[sq] = EMPTY;
  }
  const last = move.landings[move.landings.length - 1] as Square;
  const promotion = move.promotion?.role;
  e.cells[move.from] = EMPTY;
  e.cells[last] = promotion ? PROMOTION_CODE[promotion] | (code & BLACK_BIT) : code;
  if (promotion) e.pool[side] = takeFromPool(e.pool[side], promotion);
  e.resetsCount = true;
  e.captured = captured;
  // A reserve piece that captured and ends inside its own fortress must drop next (fine points).
  const wasReserve =
    position.reserve[side] &&
    (IN_FORTRESS[s] as Uint8Array)[move.from] === 1 &&
    (code & ROLE_MASK) !== BIY;
  if (wasReserve && (IN_FORTRESS[s] as Uint8Array)[last] === 1) e.forcedDrop = last;
}

/** Pending items that outlive this move: the opponent's sideways item and forced drop, unless captured. */
function carriedPending(position: Position, e: Effects): Pending {
  const side = position.turn;
  const enemy = opposite(side);
  const old = position.pending;
  const enemyBits = enemy === 'black' ? BLACK_BIT : 0;
  const oldStep = old.sideways[enemy];
  const keepStep =
    oldStep && e.cells[oldStep.square] === (SHATRA | enemyBits) ? oldStep : undefined;
  let forcedDrop = e.forcedDrop;
  if (forcedDrop === undefined && old.forcedDrop !== undefined) {
    const code = Board.cellsOf(position.board)[old.forcedDrop] as number;
    // The mover's own item is done (or lapsed); the opponent's stays while its piece does.
    if ((code & BLACK_BIT) === enemyBits && e.cells[old.forcedDrop] === code)
      forcedDrop = old.forcedDrop;
  }
  if (!e.sideways && !keepStep && e.enPassant === undefined && forcedDrop === undefined)
    return NO_PENDING;
  const sideways: { white?: SidewaysStep; black?: SidewaysStep } = {};
  if (e.sideways) sideways[side] = e.sideways;
  if (keepStep) sideways[enemy] = keepStep;
  return {
    ...(e.enPassant !== undefined ? { enPassant: e.enPassant } : {}),
    sideways,
    ...(forcedDrop !== undefined ? { forcedDrop } : {}),
  };
}

/**
 * A flag is cleared for good at the end of the first move after which the fortress holds none of
 * the side's pieces but possibly its biy, and its biy is not on its gate.
 */
function reserveAfter(position: Position, cells: Int8Array): ByColour<boolean> {
  const white = position.reserve.white && hasReserveMaterial(cells, 'white');
  const black = position.reserve.black && hasReserveMaterial(cells, 'black');
  // Unchanged flags keep their object: fewer allocations in search.
  return white === position.reserve.white && black === position.reserve.black
    ? position.reserve
    : { white, black };
}

function effectsOf(position: Position, move: Move): Effects {
  const e: Effects = {
    cells: Board.copyCells(position.board),
    pool: { white: position.pool.white, black: position.pool.black },
    enPassant: undefined,
    sideways: undefined,
    forcedDrop: undefined,
    resetsCount: false,
    captured: [],
  };
  switch (move.kind) {
    case 'move':
      playStep(position, e, move.from, move.to, move.promotion);
      break;
    case 'capture':
      playCapture(position, e, move);
      break;
    case 'drop':
      e.cells[move.to] = e.cells[move.from] as number;
      e.cells[move.from] = EMPTY;
      e.resetsCount = true;
      break;
    case 'promote': {
      const side = position.turn;
      e.cells[move.square] = PROMOTION_CODE[move.role] | (side === 'black' ? BLACK_BIT : 0);
      e.pool[side] = takeFromPool(e.pool[side], move.role);
      e.resetsCount = true;
      break;
    }
  }
  return e;
}

/**
 * The position after `move`, which must be one of `legalMoves(position)` (use `tryPlay` for
 * moves from outside). Immutable: a new board is made, the input is left as it was.
 */
export function play(position: Position, move: Move): Position {
  const e = effectsOf(position, move);
  return trustedPosition({
    board: Board.adopt(e.cells),
    turn: opposite(position.turn),
    reserve: reserveAfter(position, e.cells),
    pool: e.pool,
    pending: carriedPending(position, e),
    quietMoves: e.resetsCount ? 0 : position.quietMoves + 1,
  });
}

/** Which side's fortress a square belongs to, if any. */
export function fortressOwner(sq: Square): Side | undefined {
  if ((FORTRESS[0] as readonly Square[]).includes(sq)) return 'white';
  if ((FORTRESS[1] as readonly Square[]).includes(sq)) return 'black';
  return undefined;
}
