// Legal moves (shatra.md, "Moves", "Captures", "The biy's privilege", "Fortress, reserve and the
// great road", "Promotion"). The obligations, in order:
//   1. a pending forced drop (`d`) comes before everything, unless the own half is full;
//   2. if any piece but the biy can capture, the move is a capture (any piece, the biy too);
//   3. if only the biy can capture, the move is a biy move: a capture, a plain move or a drop;
//   4. otherwise any plain move, drop or promotion of a waiting shatra.
import { BATYR, BIY, BLACK_BIT, Board, EMPTY, JALKYN, ROLE_MASK, SHATRA, TURA } from './board';
import { type ChainContext, captureChains, hasCapture } from './captures';
import {
  ALL_DIRECTIONS,
  BEYOND_DITCH,
  DIAGONAL,
  FORTRESS,
  FORWARD,
  FORWARD_AND_DIAGONALS,
  GATE,
  HALF,
  IN_DITCH_ROW,
  IN_FIRST_ROW,
  IN_FORTRESS,
  IN_PROMOTION_ROW,
  NEIGHBOUR,
  NORTH,
  ON_GREAT_ROAD,
  ORTHOGONAL,
  RAYS,
  RESERVE_ORDER,
  SIDEWAYS,
  SOUTH,
} from './geometry';
import { SIXTY_MOVES } from './outcome';
import type { Position } from './position';
import { PROMOTION_ROLES } from './setup';
import type { CaptureMove, DropMove, Move, PromoteMove, PromotionRole, Square } from './types';

/** Everything move generation derives from a position once, before looking at pieces. */
export class MoveContext implements ChainContext {
  readonly cells: Int8Array;
  readonly side: 0 | 1;
  readonly bits: number;
  readonly jumped = new Uint8Array(63);
  readonly promotionRoles: readonly PromotionRole[];
  readonly enPassantSquare: number;
  readonly enPassantPassed: number;
  closedToMover = false;
  /** The side's reserve flag, its reserve pieces in the fortress, its biy on the gate. */
  readonly reserveFlag: boolean;
  readonly reserveCount: number;
  readonly biyOnGate: boolean;
  readonly sidewaysBan: { readonly square: Square; readonly from: Square } | undefined;
  /** The squares of the side's pieces, in order, and its biy's square (0 if none). */
  readonly own: Square[] = [];
  readonly biySquare: Square = 0;
  /** What `gameOverReason` says, found in the same pass over the board. */
  readonly gameOver: boolean;

  constructor(readonly position: Position) {
    this.cells = Board.copyCells(position.board);
    const white = position.turn === 'white';
    this.side = white ? 0 : 1;
    this.bits = white ? 0 : BLACK_BIT;
    const pool = position.pool[position.turn];
    this.promotionRoles = PROMOTION_ROLES.filter((role) => pool[role] > 0);
    const ep = position.pending.enPassant;
    const epCode = ep === undefined ? EMPTY : (this.cells[ep] as number);
    if (ep !== undefined && (epCode & ROLE_MASK) === SHATRA && (epCode & BLACK_BIT) !== this.bits) {
      // The passed square is behind the shatra, seen from its owner.
      const back = white ? NORTH : SOUTH;
      this.enPassantSquare = ep;
      this.enPassantPassed = NEIGHBOUR[ep * 8 + back] as number;
    } else {
      this.enPassantSquare = 0;
      this.enPassantPassed = 0;
    }
    this.reserveFlag = position.reserve[position.turn];
    const fortress = IN_FORTRESS[this.side] as Uint8Array;
    let count = 0;
    let biys = 0;
    let others = 0;
    for (let sq = 1; sq <= 62; sq++) {
      const code = this.cells[sq] as number;
      if (code === EMPTY) continue;
      const isBiy = (code & ROLE_MASK) === BIY;
      if (isBiy) biys++;
      else others++;
      if ((code & BLACK_BIT) !== this.bits) continue;
      this.own.push(sq);
      if (isBiy) this.biySquare = sq;
      else if (fortress[sq] === 1) count++;
    }
    this.gameOver = biys < 2 || others === 0 || position.quietMoves >= SIXTY_MOVES;
    this.reserveCount = this.reserveFlag ? count : 0;
    this.biyOnGate =
      this.reserveFlag && this.cells[GATE[this.side] as number] === (BIY | this.bits);
    this.sidewaysBan = position.pending.sideways[position.turn];
  }

  isOwn(code: number): boolean {
    return code !== EMPTY && (code & BLACK_BIT) === this.bits;
  }

  /** Original reserve: a piece but the biy in its own fortress while the flag is set. */
  isReserve(sq: Square, code: number): boolean {
    return (
      this.reserveFlag &&
      (IN_FORTRESS[this.side] as Uint8Array)[sq] === 1 &&
      (code & ROLE_MASK) !== BIY
    );
  }

  /**
   * Whether the own fortress is closed to the piece on `sq`: it holds original reserve other than
   * that piece, or the biy stands on its gate (reserve while the flag is set). The biy on its gate
   * closes the fortress to itself too: it enters only by capturing (shatra.md, "Fortress, reserve
   * and the great road": "the biy may, but only by capturing"; "Fine points").
   */
  closedExcept(sq: Square, code: number): boolean {
    if (!this.reserveFlag) return false;
    const others = this.reserveCount - (this.isReserve(sq, code) ? 1 : 0);
    return others > 0 || this.biyOnGate;
  }

  mayEnd(sq: Square): boolean {
    return !this.closedToMover || (IN_FORTRESS[this.side] as Uint8Array)[sq] === 0;
  }
}

function slide(ctx: MoveContext, from: Square, dirs: readonly number[], out: Move[]): void {
  for (const dir of dirs) {
    for (const to of RAYS[from * 8 + dir] as readonly Square[]) {
      if (ctx.cells[to] !== EMPTY) break;
      // A long leaper may pass over, but not stop on, its own closed fortress (fine points).
      if (ctx.mayEnd(to)) out.push({ kind: 'move', from, to });
    }
  }
}

/** A reserve batyr or tura leaves along the great road to any square of file d outside its fortress. */
function greatRoad(ctx: MoveContext, from: Square, out: Move[]): void {
  if (ON_GREAT_ROAD[from] === 0) return;
  for (const dir of [NORTH, SOUTH]) {
    for (const to of RAYS[from * 8 + dir] as readonly Square[]) {
      if (ctx.cells[to] !== EMPTY) break;
      if ((IN_FORTRESS[ctx.side] as Uint8Array)[to] === 0) out.push({ kind: 'move', from, to });
    }
  }
}

function pushShatraStep(ctx: MoveContext, from: Square, to: Square, out: Move[]): void {
  const promotionRow = IN_PROMOTION_ROW[ctx.side] as Uint8Array;
  if (promotionRow[to] === 1 && promotionRow[from] === 0 && ctx.promotionRoles.length > 0) {
    for (const promotion of ctx.promotionRoles) out.push({ kind: 'move', from, to, promotion });
  } else {
    out.push({ kind: 'move', from, to });
  }
}

/** The shatra never moves backward (shatra.md, "Moves (without capture)"). */
function shatraSteps(ctx: MoveContext, from: Square, out: Move[]): void {
  const { cells, side } = ctx;
  const forward = FORWARD[side] as number;
  const targets: number[] = [];
  const sideways = (BEYOND_DITCH[side] as Uint8Array)[from] === 1;
  if ((IN_PROMOTION_ROW[side] as Uint8Array)[from] === 1) {
    // Waiting on the promotion row: only sideways along it.
  } else if (sideways || (IN_DITCH_ROW[side] as Uint8Array)[from] === 1) {
    for (const dir of FORWARD_AND_DIAGONALS[side] as readonly number[])
      targets.push(NEIGHBOUR[from * 8 + dir] as number);
  } else {
    const one = NEIGHBOUR[from * 8 + forward] as number;
    targets.push(one);
    // The double step must stay on the own side of the ditch (ours): only from the first row.
    if ((IN_FIRST_ROW[side] as Uint8Array)[from] === 1 && one !== 0 && cells[one] === EMPTY) {
      targets.push(NEIGHBOUR[one * 8 + forward] as number);
    }
  }
  if (sideways) {
    const ban = ctx.sidewaysBan;
    for (const dir of SIDEWAYS) {
      const to = NEIGHBOUR[from * 8 + dir] as number;
      // No sideways step straight back on the side's very next move (source).
      if (ban && ban.square === from && ban.from === to) continue;
      targets.push(to);
    }
  }
  for (const to of targets) {
    if (to !== 0 && cells[to] === EMPTY && ctx.mayEnd(to)) pushShatraStep(ctx, from, to, out);
  }
}

function biySteps(ctx: MoveContext, from: Square, out: Move[]): void {
  for (const dir of ALL_DIRECTIONS) {
    const to = NEIGHBOUR[from * 8 + dir] as number;
    if (to !== 0 && ctx.cells[to] === EMPTY && ctx.mayEnd(to)) out.push({ kind: 'move', from, to });
  }
}

/** Plain moves of the piece on `from`. */
export function pieceSteps(ctx: MoveContext, from: Square, code: number, out: Move[]): void {
  const role = code & ROLE_MASK;
  ctx.closedToMover = ctx.closedExcept(from, code);
  if (ctx.isReserve(from, code)) {
    // Reserve pieces do not move inside the fortress; batyr and tura may take the great road.
    if (role === BATYR || role === TURA) greatRoad(ctx, from, out);
    return;
  }
  if (role === BIY) biySteps(ctx, from, out);
  else if (role === SHATRA) shatraSteps(ctx, from, out);
  else
    slide(ctx, from, role === TURA ? ORTHOGONAL : role === JALKYN ? DIAGONAL : ALL_DIRECTIONS, out);
}

function dropsTo(from: Square, half: readonly Square[], cells: Int8Array, out: Move[]): void {
  for (const to of half) if (cells[to] === EMPTY) out.push({ kind: 'drop', from, to });
}

/** The own fortress and the gate: once they hold no original reserve, pieces drop from either. */
const HOME: readonly (readonly Square[])[] = [0, 1].map((s) => [
  ...(FORTRESS[s] as readonly Square[]),
  GATE[s] as Square,
]);

/**
 * Drops onto the own half ("Fortress, reserve and the great road"): while the flag is set, the next
 * reserve piece in the fixed order and the biy from its gate; once the fortress is open, any own
 * piece in the fortress or on the gate (the source: "Sind Festung und Tor leer, … von dort
 * jederzeit … wieder auf deine Hälfte gesetzt"), the biy on its gate included.
 */
function ownDrops(ctx: MoveContext, out: Move[], biyOnly: boolean): void {
  const { cells, side } = ctx;
  const ownHalf = HALF[side] as readonly Square[];
  if (ctx.reserveFlag) {
    if (!biyOnly) {
      const next = (RESERVE_ORDER[side] as readonly Square[]).find(
        (sq) => ctx.isReserve(sq, cells[sq] as number) && ctx.isOwn(cells[sq] as number),
      );
      if (next !== undefined) dropsTo(next, ownHalf, cells, out);
    }
    if (ctx.biyOnGate) dropsTo(GATE[side] as number, ownHalf, cells, out);
    return;
  }
  for (const sq of HOME[side] as readonly Square[]) {
    if (ctx.isOwn(cells[sq] as number) && (!biyOnly || cells[sq] === (BIY | ctx.bits)))
      dropsTo(sq, ownHalf, cells, out);
  }
}

/**
 * Drops: from the own fortress and gate (`ownDrops`), and any own piece in the opponent's fortress
 * onto the opponent's half.
 */
function drops(ctx: MoveContext, out: Move[], biyOnly: boolean): void {
  const { cells, side } = ctx;
  ownDrops(ctx, out, biyOnly);
  const enemyHalf = HALF[1 - side] as readonly Square[];
  for (const sq of FORTRESS[1 - side] as readonly Square[]) {
    if (ctx.isOwn(cells[sq] as number) && (!biyOnly || cells[sq] === (BIY | ctx.bits)))
      dropsTo(sq, enemyHalf, cells, out);
  }
}

function waitingPromotions(ctx: MoveContext, out: Move[]): void {
  if (ctx.promotionRoles.length === 0) return;
  for (const square of FORTRESS[1 - ctx.side] as readonly Square[]) {
    if (
      (IN_PROMOTION_ROW[ctx.side] as Uint8Array)[square] === 1 &&
      ctx.cells[square] === (SHATRA | ctx.bits)
    ) {
      for (const role of ctx.promotionRoles)
        out.push({ kind: 'promote', square, role } satisfies PromoteMove);
    }
  }
}

/** The forced drop of `d` (shatra.md, fine points): the only moves, unless the own half is full. */
function forcedDrops(ctx: MoveContext): DropMove[] {
  const sq = ctx.position.pending.forcedDrop;
  if (sq === undefined || !ctx.isOwn(ctx.cells[sq] as number)) return [];
  const out: Move[] = [];
  dropsTo(sq, HALF[ctx.side] as readonly Square[], ctx.cells, out);
  return out as DropMove[];
}

function capturesOf(ctx: MoveContext, sq: Square, out: CaptureMove[]): void {
  const code = ctx.cells[sq] as number;
  ctx.closedToMover = ctx.closedExcept(sq, code);
  captureChains(ctx, sq, code, ctx.isReserve(sq, code), out);
}

/** Every legal move of the side to move; none once the game is over. */
export function legalMoves(position: Position): Move[] {
  const ctx = new MoveContext(position);
  if (ctx.gameOver) return [];
  const forced = forcedDrops(ctx);
  if (forced.length > 0) return forced;
  const { own, biySquare } = ctx;
  const captures: CaptureMove[] = [];
  for (const sq of own) if (sq !== biySquare) capturesOf(ctx, sq, captures);
  const biyCaptures: CaptureMove[] = [];
  if (biySquare !== 0) capturesOf(ctx, biySquare, biyCaptures);
  if (captures.length > 0) {
    for (const m of biyCaptures) captures.push(m);
    return captures;
  }
  const out: Move[] = biyCaptures;
  if (biyCaptures.length > 0) {
    // Only the biy can capture: the move is a biy move, any of them (shatra.md, "The biy's privilege").
    pieceSteps(ctx, biySquare, ctx.cells[biySquare] as number, out);
    drops(ctx, out, true);
    return out;
  }
  for (const sq of own) pieceSteps(ctx, sq, ctx.cells[sq] as number, out);
  drops(ctx, out, false);
  waitingPromotions(ctx, out);
  return out;
}

/** Whether the side to move has any capture (for search: quiescence, move ordering). */
export function hasAnyCapture(position: Position): boolean {
  const ctx = new MoveContext(position);
  for (const sq of ctx.own) {
    const code = ctx.cells[sq] as number;
    ctx.closedToMover = ctx.closedExcept(sq, code);
    if (hasCapture(ctx, sq, code, ctx.isReserve(sq, code))) return true;
  }
  return false;
}

/**
 * The legal capture moves only: every capture chain when captures are legal at all, that is
 * unless the game is over or a forced drop is due (for search and for the threatened biy).
 * Every capture in the list is legal: if another piece can capture, all captures are; if only the
 * biy can, its captures are among the biy's moves.
 */
export function legalCaptures(position: Position): CaptureMove[] {
  const ctx = new MoveContext(position);
  if (ctx.gameOver || forcedDrops(ctx).length > 0) return [];
  const captures: CaptureMove[] = [];
  for (const sq of ctx.own) capturesOf(ctx, sq, captures);
  return captures;
}
