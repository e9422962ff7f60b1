// The search's own board: one mutable Shatra position, changed in place by `make` and restored
// bit for bit by `unmake`, with its Zobrist hash (zobrist.ts) kept incrementally. It plays
// exactly as the rules package's `play` does (shatra.md, "Notation": every field of the position
// string), which tests check over random games; the rules package stays the authority for
// anything from outside (positions are read and validated there, then loaded here).
import {
  Board,
  fromSetup,
  NO_PENDING,
  type Pending,
  type Pool,
  type Position,
  type SidewaysStep,
} from '@ludus/shatra';
import { Attacks } from './attacks';
import {
  BATYR,
  BIY,
  BLACK_BIT,
  type BoardView,
  JALKYN,
  ROLE_MASK,
  SHATRA,
  type SideIndex,
  TURA,
} from './board-view';
import {
  emptyGrid,
  fillOccupancy,
  fortressPieces,
  GATE_OF,
  GRID_OF,
  IN_FIRST_ROW,
  IN_OWN_FORTRESS,
  occupancy,
  RANK,
  toggleOccupied,
} from './search-geometry';
import type { SearchMove } from './search-move';
import { CAPTURE, DROP, MOVE } from './search-move';
import { CHECK_KEYS, HASH_KEYS, poolKey, ttKey, zobrist } from './zobrist';

/** Saved scalars per ply, one row of UNDO_WIDTH in `#undo`. */
const U_HASH = 0;
const U_CHECK = 1;
const U_EP = 2;
const U_SIDEWAYS = 3; // 4 entries: white square, white from, black square, black from
const U_DROP = 7;
const U_QUIET = 8;
const U_RESERVE = 9; // 2 entries
const U_POOL = 11; // 6 entries
const U_CELLS = 17; // where this ply's cell changes start in `#changes`
/** Which of the pool and the sideways steps this ply saved (SAVED_POOL, SAVED_SIDEWAYS). */
const U_SAVED = 18;
const UNDO_WIDTH = 19;
/** Most moves change neither the pools nor the sideways steps: they are saved when they change. */
const SAVED_POOL = 1;
const SAVED_SIDEWAYS = 2;
const MAX_DEPTH = 256;

const POOL_NAMES = ['batyr', 'tura', 'jalkyn'] as const;

/** Index 0..2 of a pool role code (batyr 2, tura 3, jalkyn 4), -1 for the others. */
function poolIndex(role: number): number {
  return role === BATYR ? 0 : role === TURA ? 1 : role === JALKYN ? 2 : -1;
}

export class SearchBoard {
  readonly cells = new Int8Array(63);
  /** The same pieces in the walled grid of search-geometry.ts, for the attack scan. */
  readonly grid = emptyGrid();
  /** Each side's squares as bits (search-geometry.ts, `occupancy`). */
  readonly occupied = occupancy();
  turn: SideIndex = 0;
  readonly reserve = new Uint8Array(2);
  /** [side * 3 + i], i: batyr, tura, jalkyn: each side's captured pieces it may promote to. */
  readonly pool = new Int8Array(6);
  /** The shatra that has just advanced two squares (0: none). */
  enPassant = 0;
  /** [white square, white from, black square, black from]; 0: no sideways step pending. */
  readonly sideways = new Int8Array(4);
  forcedDrop = 0;
  quietMoves = 0;
  hash = 0;
  check = 0;
  /** Each side's biy square (0: captured), and the pieces on the board that are not biys. */
  readonly biy = new Int8Array(2);
  others = 0;
  /**
   * The sum of the evaluation's piece-square entries (piece-squares.ts `squareEntries`, White's
   * view) over the board, kept by every change of a square (`useSquares`; 0 without them).
   */
  squareSum = 0;
  #squares: Float64Array | null = null;
  /**
   * What the evaluation reads (`view`): brought in step with the fields above when asked for,
   * not at every `make` and `unmake` (most nodes are never evaluated).
   */
  readonly #view: {
    cells: Int8Array;
    turn: SideIndex;
    reserve: [boolean, boolean];
    pool: [
      Record<(typeof POOL_NAMES)[number], number>,
      Record<(typeof POOL_NAMES)[number], number>,
    ];
  };
  #ply = 0;
  /** The undo row of the move being made (`#save`). */
  #row = 0;
  /** Counts every change of position (make, unmake, load), so that a scan knows its position. */
  #version = 0;
  readonly #attacks = new Attacks();
  readonly #undo = new Int32Array(MAX_DEPTH * UNDO_WIDTH);
  /** Cell changes of all plies: (square, old code) pairs. */
  readonly #changes = new Int16Array(MAX_DEPTH * 64 * 2);
  #changeCount = 0;

  constructor(position: Position) {
    this.#view = {
      cells: this.cells,
      turn: 0,
      reserve: [false, false],
      pool: [
        { batyr: 0, tura: 0, jalkyn: 0 },
        { batyr: 0, tura: 0, jalkyn: 0 },
      ],
    };
    this.load(position);
  }

  /** The piece-square entries whose sum the board keeps (`squareSum`); null: none. */
  useSquares(squares: Float64Array | null): void {
    this.#squares = squares;
    this.squareSum = 0;
    if (squares === null) return;
    for (let sq = 1; sq <= 62; sq++) {
      const code = this.cells[sq] as number;
      if (code !== 0) this.squareSum += squares[code * 63 + sq] as number;
    }
  }

  /** Sets the board to `position` (forgetting every move made). */
  load(position: Position): void {
    const cells = Board.cellsOf(position.board);
    this.cells.set(cells);
    for (let sq = 1; sq <= 62; sq++) this.grid[GRID_OF[sq] as number] = cells[sq] as number;
    fillOccupancy(cells, this.occupied);
    this.biy.fill(0);
    this.others = 0;
    this.squareSum = 0;
    for (let sq = 1; sq <= 62; sq++) this.#count(cells[sq] as number, sq, 1);
    this.turn = position.turn === 'white' ? 0 : 1;
    this.reserve[0] = position.reserve.white ? 1 : 0;
    this.reserve[1] = position.reserve.black ? 1 : 0;
    const pools = [position.pool.white, position.pool.black];
    for (let s = 0; s < 2; s++) {
      for (let i = 0; i < 3; i++)
        this.pool[s * 3 + i] = (pools[s] as Pool)[POOL_NAMES[i] as keyof Pool];
    }
    const { enPassant, sideways, forcedDrop } = position.pending;
    this.enPassant = enPassant ?? 0;
    this.sideways[0] = sideways.white?.square ?? 0;
    this.sideways[1] = sideways.white?.from ?? 0;
    this.sideways[2] = sideways.black?.square ?? 0;
    this.sideways[3] = sideways.black?.from ?? 0;
    this.forcedDrop = forcedDrop ?? 0;
    this.quietMoves = position.quietMoves;
    this.hash = zobrist(position, HASH_KEYS);
    this.check = zobrist(position, CHECK_KEYS);
    this.#ply = 0;
    this.#changeCount = 0;
    this.#version++;
  }

  /** The first jumps of the side to move (attacks.ts, `isJumper`), scanned once per position. */
  jumpers(): Attacks {
    this.#attacks.scanSide(this, this.turn, this.#version);
    return this.#attacks;
  }

  /** The first jumps of both sides (attacks.ts), each side scanned once per position. */
  attacks(): Attacks {
    const attacks = this.#attacks;
    attacks.scanSide(this, this.turn, this.#version);
    attacks.scanSide(this, 1 - this.turn, this.#version);
    return attacks;
  }

  /** The table's keys of this position (the count only near its limit: zobrist.ts, ttKey). */
  ttHash(): number {
    return ttKey(this.hash, this.quietMoves, HASH_KEYS);
  }

  ttCheck(): number {
    return ttKey(this.check, this.quietMoves, CHECK_KEYS);
  }

  /** The rules package's position equal to this board (tests, and the principal variation). */
  toPosition(): Position {
    const pool = (s: number): Pool => ({
      batyr: this.pool[s * 3] as number,
      tura: this.pool[s * 3 + 1] as number,
      jalkyn: this.pool[s * 3 + 2] as number,
    });
    const step = (s: number): SidewaysStep | undefined =>
      this.sideways[s * 2] === 0
        ? undefined
        : { square: this.sideways[s * 2] as number, from: this.sideways[s * 2 + 1] as number };
    const white = step(0);
    const black = step(1);
    const pending: Pending =
      this.enPassant === 0 && !white && !black && this.forcedDrop === 0
        ? NO_PENDING
        : {
            ...(this.enPassant !== 0 ? { enPassant: this.enPassant } : {}),
            sideways: { ...(white ? { white } : {}), ...(black ? { black } : {}) },
            ...(this.forcedDrop !== 0 ? { forcedDrop: this.forcedDrop } : {}),
          };
    const read = fromSetup({
      board: Board.adopt(this.cells.slice()),
      turn: this.turn === 0 ? 'white' : 'black',
      reserve: { white: this.reserve[0] === 1, black: this.reserve[1] === 1 },
      pool: { white: pool(0), black: pool(1) },
      pending,
      quietMoves: this.quietMoves,
    });
    if (!read.ok) throw new Error(`search board out of step with the rules: ${read.message}`);
    return read.value;
  }

  #count(code: number, sq: number, sign: 1 | -1): void {
    if (code === 0) return;
    // The entries are whole numbers, so that adding and taking back never drifts.
    if (this.#squares !== null) this.squareSum += sign * (this.#squares[code * 63 + sq] as number);
    if ((code & ROLE_MASK) === BIY) this.biy[code & BLACK_BIT ? 1 : 0] = sign === 1 ? sq : 0;
    else this.others += sign;
  }

  /** Puts `code` on `sq` (0 empties it), recording the change for `unmake`. */
  #set(sq: number, code: number): void {
    const old = this.cells[sq] as number;
    if (old === code) return;
    const n = this.#changeCount++ * 2;
    this.#changes[n] = sq;
    this.#changes[n + 1] = old;
    if (old !== 0) {
      this.hash ^= HASH_KEYS.pieces[old * 63 + sq] as number;
      this.check ^= CHECK_KEYS.pieces[old * 63 + sq] as number;
      this.#count(old, sq, -1);
    }
    if (code !== 0) {
      this.hash ^= HASH_KEYS.pieces[code * 63 + sq] as number;
      this.check ^= CHECK_KEYS.pieces[code * 63 + sq] as number;
      this.#count(code, sq, 1);
    }
    this.cells[sq] = code;
    this.#place(sq, old, code);
  }

  /** The grid and the occupancy follow a square's change from `old` to `code`. */
  #place(sq: number, old: number, code: number): void {
    this.grid[GRID_OF[sq] as number] = code;
    if (old !== 0) toggleOccupied(this.occupied, sq, old);
    if (code !== 0) toggleOccupied(this.occupied, sq, code);
  }

  #save(): void {
    const u = this.#undo;
    const row = this.#ply++ * UNDO_WIDTH;
    this.#row = row;
    u[row + U_HASH] = this.hash;
    u[row + U_CHECK] = this.check;
    u[row + U_EP] = this.enPassant;
    u[row + U_DROP] = this.forcedDrop;
    u[row + U_QUIET] = this.quietMoves;
    u[row + U_RESERVE] = this.reserve[0] as number;
    u[row + U_RESERVE + 1] = this.reserve[1] as number;
    u[row + U_CELLS] = this.#changeCount;
    u[row + U_SAVED] = 0;
  }

  /** Saves the pools (SAVED_POOL) or the sideways steps (SAVED_SIDEWAYS) before a change, once a ply. */
  #saveBefore(what: number): void {
    const u = this.#undo;
    const row = this.#row;
    const saved = u[row + U_SAVED] as number;
    if ((saved & what) !== 0) return;
    u[row + U_SAVED] = saved | what;
    if (what === SAVED_POOL) {
      for (let i = 0; i < 6; i++) u[row + U_POOL + i] = this.pool[i] as number;
    } else {
      for (let i = 0; i < 4; i++) u[row + U_SIDEWAYS + i] = this.sideways[i] as number;
    }
  }

  /** Plays a legal move of this position (one from `generateMoves`), in place. */
  make(move: SearchMove): void {
    this.#save();
    const side = this.turn;
    const enemy = 1 - side;
    const bits = side === 1 ? BLACK_BIT : 0;
    const enemyBits = bits ^ BLACK_BIT;
    const oldDrop = this.forcedDrop;
    const oldDropCode = oldDrop === 0 ? 0 : (this.cells[oldDrop] as number);
    const oldEnPassant = this.enPassant;
    const oldReserve = (this.reserve[0] as number) | ((this.reserve[1] as number) << 1);
    let resets = true;
    let newEnPassant = 0;
    let newSideSquare = 0;
    let newSideFrom = 0;
    let newDrop = 0;
    const { from, to } = move;
    const code = this.cells[from] as number;
    if (move.kind === MOVE) {
      this.#set(from, 0);
      this.#set(to, move.promotion !== 0 ? move.promotion | bits : code);
      if (move.promotion !== 0) this.#addPool(side, move.promotion, -1);
      if ((code & ROLE_MASK) !== SHATRA) resets = false;
      else {
        const ranks = Math.abs((RANK[from] as number) - (RANK[to] as number));
        if (ranks === 0) {
          newSideSquare = to;
          newSideFrom = from;
        } else if (ranks === 2 && IN_FIRST_ROW[side * 63 + from] === 1) newEnPassant = to;
      }
    } else if (move.kind === CAPTURE) {
      const captured = move.captured as readonly number[];
      for (let i = 0; i < captured.length; i++) {
        const sq = captured[i] as number;
        this.#addPool(enemy, (this.cells[sq] as number) & ROLE_MASK, 1);
        this.#set(sq, 0);
      }
      this.#set(from, 0);
      this.#set(to, move.promotion !== 0 ? move.promotion | bits : code);
      if (move.promotion !== 0) this.#addPool(side, move.promotion, -1);
      // A reserve piece that captured and ends inside its own fortress must drop next.
      const wasReserve =
        this.reserve[side] === 1 &&
        IN_OWN_FORTRESS[side * 63 + from] === 1 &&
        (code & ROLE_MASK) !== BIY;
      if (wasReserve && IN_OWN_FORTRESS[side * 63 + to] === 1) newDrop = to;
    } else if (move.kind === DROP) {
      this.#set(from, 0);
      this.#set(to, code);
    } else {
      this.#set(from, move.promotion | bits);
      this.#addPool(side, move.promotion, -1);
    }
    // Pending items (play.ts, carriedPending): the mover's own step and drop are done; the
    // opponent's stay while their pieces do.
    // The hash's state keys change only where a field changes (zobrist.ts, `zobrist`).
    const enemyStep = this.sideways[enemy * 2] as number;
    if (enemyStep !== 0 && this.cells[enemyStep] !== (SHATRA | enemyBits))
      this.#setSideways(enemy, 0, 0);
    this.#setSideways(side, newSideSquare, newSideFrom);
    if (newDrop === 0 && oldDrop !== 0) {
      const keep = (oldDropCode & BLACK_BIT) === enemyBits && this.cells[oldDrop] === oldDropCode;
      newDrop = keep ? oldDrop : 0;
    }
    if (newDrop !== oldDrop) {
      if (oldDrop !== 0) this.#toggle(HASH_KEYS.forcedDrop, CHECK_KEYS.forcedDrop, oldDrop);
      if (newDrop !== 0) this.#toggle(HASH_KEYS.forcedDrop, CHECK_KEYS.forcedDrop, newDrop);
      this.forcedDrop = newDrop;
    }
    if (newEnPassant !== oldEnPassant) {
      if (oldEnPassant !== 0) this.#toggle(HASH_KEYS.enPassant, CHECK_KEYS.enPassant, oldEnPassant);
      if (newEnPassant !== 0) this.#toggle(HASH_KEYS.enPassant, CHECK_KEYS.enPassant, newEnPassant);
      this.enPassant = newEnPassant;
    }
    if (oldReserve !== 0) {
      for (let s = 0; s < 2; s++) {
        if (this.reserve[s] === 1 && !this.#hasReserveMaterial(s)) {
          this.reserve[s] = 0;
          this.#toggle(HASH_KEYS.reserve, CHECK_KEYS.reserve, s);
        }
      }
    }
    this.quietMoves = resets ? 0 : this.quietMoves + 1;
    this.turn = enemy as SideIndex;
    this.hash ^= HASH_KEYS.blackToMove;
    this.check ^= CHECK_KEYS.blackToMove;
    this.#version++;
  }

  /** A captured batyr, tura or jalkyn goes to its owner's pool; a promotion takes one out. */
  #addPool(side: number, role: number, delta: number): void {
    const i = poolIndex(role);
    if (i < 0) return;
    this.#saveBefore(SAVED_POOL);
    const old = this.pool[side * 3 + i] as number;
    this.pool[side * 3 + i] = old + delta;
    this.hash ^= poolKey(HASH_KEYS, side, i, old) ^ poolKey(HASH_KEYS, side, i, old + delta);
    this.check ^= poolKey(CHECK_KEYS, side, i, old) ^ poolKey(CHECK_KEYS, side, i, old + delta);
  }

  /** Flips the key of entry `i` of one state field in both hashes. */
  #toggle(hashKeys: Int32Array, checkKeys: Int32Array, i: number): void {
    this.hash ^= hashKeys[i] as number;
    this.check ^= checkKeys[i] as number;
  }

  /** The side's pending sideways step (0: none), its hash keys with it. */
  #setSideways(side: number, square: number, from: number): void {
    const oldSquare = this.sideways[side * 2] as number;
    const oldFrom = this.sideways[side * 2 + 1] as number;
    if (oldSquare === square && oldFrom === from) return;
    this.#saveBefore(SAVED_SIDEWAYS);
    const base = side * 63 * 63;
    if (oldSquare !== 0)
      this.#toggle(HASH_KEYS.sideways, CHECK_KEYS.sideways, base + oldSquare * 63 + oldFrom);
    if (square !== 0)
      this.#toggle(HASH_KEYS.sideways, CHECK_KEYS.sideways, base + square * 63 + from);
    this.sideways[side * 2] = square;
    this.sideways[side * 2 + 1] = from;
  }

  /** Takes back the last `make`, restoring every field bit for bit. */
  unmake(): void {
    const u = this.#undo;
    const row = --this.#ply * UNDO_WIDTH;
    const start = u[row + U_CELLS] as number;
    for (let n = this.#changeCount - 1; n >= start; n--) {
      const sq = this.#changes[n * 2] as number;
      const old = this.#changes[n * 2 + 1] as number;
      this.#count(this.cells[sq] as number, sq, -1);
      this.#count(old, sq, 1);
      this.#place(sq, this.cells[sq] as number, old);
      this.cells[sq] = old;
    }
    this.#changeCount = start;
    this.hash = u[row + U_HASH] as number;
    this.check = u[row + U_CHECK] as number;
    this.enPassant = u[row + U_EP] as number;
    this.forcedDrop = u[row + U_DROP] as number;
    this.quietMoves = u[row + U_QUIET] as number;
    this.reserve[0] = u[row + U_RESERVE] as number;
    this.reserve[1] = u[row + U_RESERVE + 1] as number;
    const saved = u[row + U_SAVED] as number;
    if ((saved & SAVED_SIDEWAYS) !== 0)
      for (let i = 0; i < 4; i++) this.sideways[i] = u[row + U_SIDEWAYS + i] as number;
    if ((saved & SAVED_POOL) !== 0)
      for (let i = 0; i < 6; i++) this.pool[i] = u[row + U_POOL + i] as number;
    this.turn = (1 - this.turn) as SideIndex;
    this.#version++;
  }

  /**
   * Passes the turn (the search's null move): only the side to move and the hashes change, so
   * that it is meant for positions with nothing pending (no en passant, sideways step or forced
   * drop: ShatraSearch.makeNull checks); `unmakeNull` takes it back.
   */
  makeNull(): void {
    this.turn = (1 - this.turn) as SideIndex;
    this.hash ^= HASH_KEYS.blackToMove;
    this.check ^= CHECK_KEYS.blackToMove;
    this.#version++;
  }

  unmakeNull(): void {
    this.makeNull();
  }

  /** The side's original reserve is still there: a non-biy piece in its fortress, or its biy on its gate. */
  #hasReserveMaterial(side: number): boolean {
    if (fortressPieces(this.occupied, side, this.biy[side] as number) !== 0) return true;
    return this.cells[GATE_OF[side] as number] === (BIY | (side === 1 ? BLACK_BIT : 0));
  }

  /** The evaluation's view of this board (board-view.ts), in step with it now. */
  get view(): BoardView {
    const view = this.#view;
    view.turn = this.turn;
    view.reserve[0] = this.reserve[0] === 1;
    view.reserve[1] = this.reserve[1] === 1;
    for (let s = 0; s < 2; s++) {
      const pool = view.pool[s] as Record<(typeof POOL_NAMES)[number], number>;
      pool.batyr = this.pool[s * 3] as number;
      pool.tura = this.pool[s * 3 + 1] as number;
      pool.jalkyn = this.pool[s * 3 + 2] as number;
    }
    return view;
  }
}

/** The evaluation's view of a search board (board-view.ts). */
export function searchBoardView(board: SearchBoard): BoardView {
  return board.view;
}
