// Capture chains (shatra.md, "Captures — by jumping, compulsory, in chains", and the fine points).
// A chain is searched depth first on a scratch copy of the cells: the moving piece is lifted off
// its start square (which is empty during the chain), jumped pieces stay where they are (they
// block lines and cannot be jumped twice) and are only marked, and every chain is generated
// complete. The biy may stop after any jump, so each of its chain prefixes is a move.
import { BATYR, BIY, BLACK_BIT, EMPTY, JALKYN, ROLE_MASK, SHATRA, TURA } from './board';
import {
  ALL_DIRECTIONS,
  DIAGONAL,
  IN_FORTRESS,
  IN_PROMOTION_ROW,
  NEIGHBOUR,
  ORTHOGONAL,
  RAYS,
  SIDEWAYS,
} from './geometry';
import type { CaptureMove, PromotionRole, Square } from './types';

/** What a chain search needs to know about the position and the moving piece. */
export interface ChainContext {
  readonly cells: Int8Array;
  /** 0 White, 1 Black. */
  readonly side: 0 | 1;
  readonly bits: number;
  /** Marks of jumped squares, all zero between searches. */
  readonly jumped: Uint8Array;
  /** The pool roles the side may promote to (shatra.md, "Promotion"). */
  readonly promotionRoles: readonly PromotionRole[];
  /** The shatra that has just advanced two squares, and the square it passed over (0 if none). */
  readonly enPassantSquare: number;
  readonly enPassantPassed: number;
  /** Own fortress closed to the mover: it may pass over but not stop there (see `mayLand`). */
  closedToMover: boolean;
}

const PROMOTION_CODE: Record<PromotionRole, number> = { batyr: BATYR, tura: TURA, jalkyn: JALKYN };

function longLines(role: number): readonly number[] {
  if (role === TURA) return ORTHOGONAL;
  if (role === JALKYN) return DIAGONAL;
  return ALL_DIRECTIONS;
}

function isEnemy(ctx: ChainContext, code: number): boolean {
  return code !== EMPTY && (code & BLACK_BIT) !== ctx.bits;
}

/**
 * The closed-fortress rule ("Fortress, reserve and the great road"): while the own fortress holds
 * original reserve, no other piece may end a jump there; the biy may (capturing), and so may a
 * reserve piece that has not left it yet (fine points: it may end a capture inside).
 */
function mayLand(ctx: ChainContext, sq: number, role: number, stillReserve: boolean): boolean {
  if (ctx.cells[sq] !== EMPTY) return false;
  if (!ctx.closedToMover || !(IN_FORTRESS[ctx.side] as Uint8Array)[sq]) return true;
  return role === BIY || stillReserve;
}

/**
 * Calls `visit(captured, landing)` for every single jump from `from`; stops early and returns
 * true as soon as `visit` does. Long leapers get every landing square beyond the jumped piece.
 */
function forEachJump(
  ctx: ChainContext,
  from: number,
  role: number,
  stillReserve: boolean,
  visit: (captured: number, landing: number) => boolean,
): boolean {
  const { cells, jumped } = ctx;
  if (role === BIY || role === SHATRA) {
    // A shatra waiting on the promotion row moves and jumps only sideways along it.
    const waiting = role === SHATRA && (IN_PROMOTION_ROW[ctx.side] as Uint8Array)[from] === 1;
    for (const dir of waiting ? SIDEWAYS : ALL_DIRECTIONS) {
      const over = NEIGHBOUR[from * 8 + dir] as number;
      if (over === 0) continue;
      const landing = NEIGHBOUR[over * 8 + dir] as number;
      if (landing === 0 || !mayLand(ctx, landing, role, stillReserve)) continue;
      let captured = 0;
      if (isEnemy(ctx, cells[over] as number)) captured = over;
      // En passant: an enemy shatra may jump the double-stepped shatra as if it stood on the
      // square it passed over (shatra.md, "En passant"), in any jump of its chain (ours).
      else if (role === SHATRA && over === ctx.enPassantPassed && cells[over] === EMPTY) {
        captured = ctx.enPassantSquare;
      }
      if (captured !== 0 && jumped[captured] === 0 && visit(captured, landing)) return true;
    }
    return false;
  }
  for (const dir of longLines(role)) {
    const line = RAYS[from * 8 + dir] as readonly Square[];
    let i = 0;
    while (i < line.length && cells[line[i] as number] === EMPTY) i++;
    const over = line[i];
    if (over === undefined || jumped[over] !== 0 || !isEnemy(ctx, cells[over] as number)) continue;
    for (i++; i < line.length && cells[line[i] as number] === EMPTY; i++) {
      const landing = line[i] as number;
      if (mayLand(ctx, landing, role, stillReserve) && visit(over, landing)) return true;
    }
  }
  return false;
}

const STOP = (): boolean => true;

function canJump(ctx: ChainContext, from: number, role: number, stillReserve: boolean): boolean {
  return forEachJump(ctx, from, role, stillReserve, STOP);
}

interface ChainState {
  readonly start: Square;
  readonly isBiy: boolean;
  readonly out: CaptureMove[];
  landings: Square[];
  promotion: { at: number; role: PromotionRole } | undefined;
}

function emit(state: ChainState): void {
  const move: CaptureMove = state.promotion
    ? {
        kind: 'capture',
        from: state.start,
        landings: state.landings.slice(),
        promotion: state.promotion,
      }
    : { kind: 'capture', from: state.start, landings: state.landings.slice() };
  state.out.push(move);
}

/** Lands on `landing` after jumping `captured`, promotes if due, and goes on. */
function land(
  ctx: ChainContext,
  state: ChainState,
  from: number,
  role: number,
  stillReserve: boolean,
  captured: number,
  landing: number,
): void {
  ctx.jumped[captured] = 1;
  state.landings.push(landing);
  const reserveAfter = stillReserve && (IN_FORTRESS[ctx.side] as Uint8Array)[landing] === 1;
  const promotes =
    role === SHATRA &&
    (IN_PROMOTION_ROW[ctx.side] as Uint8Array)[landing] === 1 &&
    (IN_PROMOTION_ROW[ctx.side] as Uint8Array)[from] === 0;
  if (promotes && ctx.promotionRoles.length > 0) {
    // Mid-chain promotion: the player picks among the pool, and the chain goes on as that piece.
    for (const choice of ctx.promotionRoles) {
      state.promotion = { at: state.landings.length - 1, role: choice };
      extend(ctx, state, landing, PROMOTION_CODE[choice], reserveAfter);
    }
    state.promotion = undefined;
  } else {
    extend(ctx, state, landing, role, reserveAfter);
  }
  state.landings.pop();
  ctx.jumped[captured] = 0;
}

/** From `from`, after at least one jump (or none at the root): jump on if possible, else end. */
function extend(
  ctx: ChainContext,
  state: ChainState,
  from: number,
  role: number,
  stillReserve: boolean,
): void {
  if (state.landings.length > 0 && state.isBiy) emit(state);
  let jumpedOn = false;
  if (role === BIY || role === SHATRA) {
    forEachJump(ctx, from, role, stillReserve, (captured, landing) => {
      jumpedOn = true;
      land(ctx, state, from, role, stillReserve, captured, landing);
      return false;
    });
  } else {
    // The landing rule: of the landing squares beyond one jumped piece, only those from which
    // the leaper can jump again are allowed, if there are any.
    const jumps: number[] = [];
    forEachJump(ctx, from, role, stillReserve, (captured, landing) => {
      jumps.push(captured, landing);
      return false;
    });
    for (let i = 0; i < jumps.length; ) {
      const captured = jumps[i] as number;
      let j = i;
      const goingOn: number[] = [];
      const all: number[] = [];
      for (; j < jumps.length && jumps[j] === captured; j += 2) {
        const landing = jumps[j + 1] as number;
        all.push(landing);
        ctx.jumped[captured] = 1;
        const reserveAfter = stillReserve && (IN_FORTRESS[ctx.side] as Uint8Array)[landing] === 1;
        if (canJump(ctx, landing, role, reserveAfter)) goingOn.push(landing);
        ctx.jumped[captured] = 0;
      }
      for (const landing of goingOn.length > 0 ? goingOn : all) {
        jumpedOn = true;
        land(ctx, state, from, role, stillReserve, captured, landing);
      }
      i = j;
    }
  }
  if (!jumpedOn && state.landings.length > 0 && !state.isBiy) emit(state);
}

/**
 * All complete capture chains of the piece on `from` (its code `code`), appended to `out`.
 * `reserve`: the piece is original reserve (in its own fortress while the flag is set).
 */
export function captureChains(
  ctx: ChainContext,
  from: Square,
  code: number,
  reserve: boolean,
  out: CaptureMove[],
): void {
  const role = code & ROLE_MASK;
  ctx.cells[from] = EMPTY;
  extend(
    ctx,
    { start: from, isBiy: role === BIY, out, landings: [], promotion: undefined },
    from,
    role,
    reserve,
  );
  ctx.cells[from] = code;
}

/** Whether the piece on `from` has any capture at all (cheaper than listing the chains). */
export function hasCapture(
  ctx: ChainContext,
  from: Square,
  code: number,
  reserve: boolean,
): boolean {
  ctx.cells[from] = EMPTY;
  const found = canJump(ctx, from, code & ROLE_MASK, reserve);
  ctx.cells[from] = code;
  return found;
}
