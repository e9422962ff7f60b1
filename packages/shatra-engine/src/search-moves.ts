// The search's move generator: the legal moves of a SearchBoard, exactly those of the rules
// package's `legalMoves` (packages/shatra/src/moves.ts and captures.ts, whose structure this
// follows step by step; tests compare the two over random games). It reads the board's own cells
// and precomputed rays, and searches capture chains depth first on the same board: the mover is
// lifted off its square, jumped pieces are only marked, and every square is put back before it
// returns (no copies). The obligations, in order (shatra.md, "Captures", "The biy's privilege"):
//   1. a pending forced drop comes before everything, unless the own half is full;
//   2. if any piece but the biy can capture, the move is a capture (any piece, the biy too);
//   3. if only the biy can capture, the move is a biy move: a capture, a plain move or a drop;
//   4. otherwise any plain move, drop or promotion of a waiting shatra.
import { bitCount } from '@ludus/core';
import { SIXTY_MOVES } from '@ludus/shatra';
import { BATYR, BIY, BLACK_BIT, JALKYN, ROLE_MASK, SHATRA, TURA } from './board-view';
import type { SearchBoard } from './search-board';
import { CaptureChains } from './search-captures';
import {
  FORTRESS_OF,
  FORWARD_OF,
  FORWARD_THREE,
  fortressPieces,
  GATE_OF,
  HALF_OF,
  HOME_OF,
  IN_BEYOND_DITCH,
  IN_DITCH_ROW,
  IN_FIRST_ROW,
  IN_OWN_FORTRESS,
  IN_PROMOTION_ROW,
  longLines,
  lowestSquare,
  NEIGH,
  NEIGHBOURS,
  NORTH,
  ON_GREAT_ROAD,
  RAY_LENGTH,
  RAY_SQUARES,
  RAY_START,
  RESERVE_ORDER_OF,
  SIDEWAYS,
  SOUTH,
  shortLeapers,
} from './search-geometry';
import { DROP, MOVE, PROMOTE, type SearchMove, simpleMove } from './search-move';

const POOL_CODES = [BATYR, TURA, JALKYN];

/** One generator per search: its scratch state is reused from call to call. */
export class MoveGenerator {
  #cells: Int8Array = new Int8Array(63);
  #occupied: Int32Array = new Int32Array(4);
  #side = 0;
  #bits = 0;
  #reserveFlag = false;
  #reserveCount = 0;
  #biyOnGate = false;
  /** The role codes the side may promote to (its pool), and how many. */
  readonly #roles = new Int8Array(3);
  #roleCount = 0;
  /** The side's own sideways step of its last move: no step straight back (0: none). */
  #banSquare = 0;
  #banFrom = 0;
  #closedToMover = false;
  readonly #chains = new CaptureChains();
  #out: SearchMove[] = [];
  /** The pieces whose chains are searched when en passant is open, as two words of bits. */
  readonly #candidates = new Int32Array(2);

  /** The game is over by what the position shows: a captured biy, bare biys, the 60-move count. */
  static gameOver(board: SearchBoard): boolean {
    return (
      board.biy[0] === 0 ||
      board.biy[1] === 0 ||
      board.others === 0 ||
      board.quietMoves >= SIXTY_MOVES
    );
  }

  /** Every legal move of the side to move (a new list); none once the game is over. */
  generate(board: SearchBoard): SearchMove[] {
    const moves = this.tactical(board);
    if (this.complete) return moves;
    const cells = this.#cells;
    this.#out = moves;
    if (moves.length > 0) {
      // Only the biy can capture: the move is a biy move, any of them (shatra.md, "The biy's privilege").
      const biySquare = board.biy[this.#side] as number;
      this.#pieceSteps(biySquare, cells[biySquare] as number);
      this.#drops(true);
      return moves;
    }
    this.#everyPieceSteps(board.occupied, false);
    this.#drops(false);
    this.#waitingPromotions();
    return moves;
  }

  /**
   * Whether the last `tactical` list is every legal move: the game is over (none), a forced drop
   * is due, or a piece other than the biy can capture (the obligation). Otherwise the side has
   * quiet moves besides (the biy's, when only the biy can capture), or none at all (`hasMove`).
   */
  complete = false;

  /**
   * The moves quiescence looks at, cheaply: the capture chains (with the forced drops and the
   * end of the game, which leave no choice), without listing the quiet moves.
   */
  tactical(board: SearchBoard): SearchMove[] {
    const moves: SearchMove[] = [];
    this.complete = true;
    if (MoveGenerator.gameOver(board)) return moves;
    this.#setUp(board);
    this.#out = moves;
    if (this.#forcedDrops(board.forcedDrop)) return moves;
    const cells = this.#cells;
    const biySquare = board.biy[this.#side] as number;
    // Only the pieces with a first jump (attacks.ts), and the shatras next to an en passant square.
    const attacks = board.jumpers();
    const jumper = attacks.jumper;
    const stamp = attacks.stamps[this.#side] as number;
    const passed = this.#chains.enPassantPassed();
    if (passed !== 0) {
      // The jumpers, and the biys and shatras around the passed square (only a shatra may jump
      // en passant, the one jump the scan does not see), lowest square first.
      const side = this.#side;
      const candidates = this.#candidates;
      for (let w = 0; w < 2; w++) {
        const word = side * 2 + w;
        candidates[w] = shortLeapers(board.occupied, word) & (NEIGHBOURS[passed * 2 + w] as number);
      }
      const first = side * 32;
      for (let i = first; i < first + (attacks.jumperCount[side] as number); i++) {
        const sq = attacks.jumpers[i] as number;
        candidates[sq >> 5] = (candidates[sq >> 5] as number) | (1 << (sq & 31));
      }
      for (let w = 0; w < 2; w++) {
        for (let left = candidates[w] as number; left !== 0; left &= left - 1) {
          const sq = lowestSquare(left, w);
          if (sq !== biySquare) this.#capturesOf(sq, cells[sq] as number);
        }
      }
    } else {
      // The scan's list holds the same pieces in the same order, lowest square first.
      const first = this.#side * 32;
      const end = first + (attacks.jumperCount[this.#side] as number);
      for (let i = first; i < end; i++) {
        const sq = attacks.jumpers[i] as number;
        if (sq !== biySquare) this.#capturesOf(sq, cells[sq] as number);
      }
    }
    const nonBiy = moves.length;
    if (biySquare !== 0 && jumper[biySquare] === stamp)
      this.#capturesOf(biySquare, cells[biySquare] as number);
    this.complete = nonBiy > 0;
    return moves;
  }

  /** After an incomplete, empty `tactical`: whether the side has any legal move (it stops at one). */
  hasMove(): boolean {
    const found: SearchMove[] = [];
    this.#out = found;
    this.#everyPieceSteps(this.#occupied, true);
    if (found.length === 0) this.#drops(false);
    if (found.length === 0) this.#waitingPromotions();
    return found.length > 0;
  }

  /**
   * The plain moves of every piece of the side, lowest square first (the order of a loop over
   * the squares: the search breaks ties by it), from the board's occupancy; with `one`, it
   * stops after the first piece that has one.
   */
  #everyPieceSteps(occupied: Int32Array, one: boolean): void {
    const cells = this.#cells;
    const out = this.#out;
    for (let word = this.#side * 2; word < this.#side * 2 + 2; word++) {
      for (let left = occupied[word] as number; left !== 0; left &= left - 1) {
        const sq = lowestSquare(left, word);
        this.#pieceSteps(sq, cells[sq] as number);
        if (one && out.length > 0) return;
      }
    }
  }

  #setUp(board: SearchBoard): void {
    const cells = board.cells;
    this.#cells = cells;
    this.#occupied = board.occupied;
    const side = board.turn;
    this.#side = side;
    this.#bits = side === 1 ? BLACK_BIT : 0;
    this.#roleCount = 0;
    for (let i = 0; i < 3; i++) {
      if ((board.pool[side * 3 + i] as number) > 0)
        this.#roles[this.#roleCount++] = POOL_CODES[i] as number;
    }
    this.#banSquare = board.sideways[side * 2] as number;
    this.#banFrom = board.sideways[side * 2 + 1] as number;
    this.#chains.prepare(board, this.#roles, this.#roleCount);
    this.#reserveFlag = board.reserve[side] === 1;
    this.#reserveCount = this.#reserveFlag
      ? bitCount(fortressPieces(board.occupied, side, board.biy[side] as number))
      : 0;
    this.#biyOnGate = this.#reserveFlag && cells[GATE_OF[side] as number] === (BIY | this.#bits);
  }

  #capturesOf(sq: number, code: number): void {
    const closed = this.#closedExcept(sq, code);
    this.#chains.chains(sq, code, this.#isReserve(sq, code), closed, this.#out);
  }

  #isOwn(code: number): boolean {
    return code !== 0 && (code & BLACK_BIT) === this.#bits;
  }

  /** Original reserve: a piece but the biy in its own fortress while the flag is set. */
  #isReserve(sq: number, code: number): boolean {
    return (
      this.#reserveFlag && IN_OWN_FORTRESS[this.#side * 63 + sq] === 1 && (code & ROLE_MASK) !== BIY
    );
  }

  /** The own fortress is closed to the piece on `sq` (moves.ts, `closedExcept`). */
  #closedExcept(sq: number, code: number): boolean {
    if (!this.#reserveFlag) return false;
    const others = this.#reserveCount - (this.#isReserve(sq, code) ? 1 : 0);
    return others > 0 || this.#biyOnGate;
  }

  #mayEnd(sq: number): boolean {
    return !this.#closedToMover || IN_OWN_FORTRESS[this.#side * 63 + sq] === 0;
  }

  /** The forced drop's moves into `#out`; false when none is due (or the own half is full). */
  #forcedDrops(sq: number): boolean {
    if (sq === 0 || !this.#isOwn(this.#cells[sq] as number)) return false;
    this.#dropsTo(sq, HALF_OF[this.#side] as readonly number[]);
    return this.#out.length > 0;
  }

  #dropsTo(from: number, half: readonly number[]): void {
    const cells = this.#cells;
    for (let i = 0; i < half.length; i++) {
      const to = half[i] as number;
      if (cells[to] === 0) this.#out.push(simpleMove(DROP, from, to, 0));
    }
  }

  /** Plain moves of the piece on `from`. */
  #pieceSteps(from: number, code: number): void {
    const role = code & ROLE_MASK;
    this.#closedToMover = this.#closedExcept(from, code);
    if (this.#isReserve(from, code)) {
      // Reserve pieces do not move inside the fortress; batyr and tura may take the great road.
      if (role === BATYR || role === TURA) this.#greatRoad(from);
      return;
    }
    if (role === BIY) this.#biySteps(from);
    else if (role === SHATRA) this.#shatraSteps(from);
    else this.#slide(from, longLines(role));
  }

  #slide(from: number, dirs: readonly number[]): void {
    const cells = this.#cells;
    for (let d = 0; d < dirs.length; d++) {
      const i = from * 8 + (dirs[d] as number);
      const start = RAY_START[i] as number;
      const end = start + (RAY_LENGTH[i] as number);
      for (let k = start; k < end; k++) {
        const to = RAY_SQUARES[k] as number;
        if (cells[to] !== 0) break;
        // A long leaper may pass over, but not stop on, its own closed fortress (fine points).
        if (this.#mayEnd(to)) this.#out.push(simpleMove(MOVE, from, to, 0));
      }
    }
  }

  /** A reserve batyr or tura leaves along the great road to any square of file d outside its fortress. */
  #greatRoad(from: number): void {
    if (ON_GREAT_ROAD[from] === 0) return;
    const cells = this.#cells;
    for (const dir of [NORTH, SOUTH]) {
      const i = from * 8 + dir;
      const start = RAY_START[i] as number;
      const end = start + (RAY_LENGTH[i] as number);
      for (let k = start; k < end; k++) {
        const to = RAY_SQUARES[k] as number;
        if (cells[to] !== 0) break;
        if (IN_OWN_FORTRESS[this.#side * 63 + to] === 0)
          this.#out.push(simpleMove(MOVE, from, to, 0));
      }
    }
  }

  #biySteps(from: number): void {
    for (let dir = 0; dir < 8; dir++) {
      const to = NEIGH[from * 8 + dir] as number;
      if (to !== 0 && this.#cells[to] === 0 && this.#mayEnd(to))
        this.#out.push(simpleMove(MOVE, from, to, 0));
    }
  }

  /** The shatra never moves backward (shatra.md, "Moves (without capture)"). */
  #shatraSteps(from: number): void {
    const side = this.#side;
    const at = side * 63 + from;
    const sideways = IN_BEYOND_DITCH[at] === 1;
    if (IN_PROMOTION_ROW[at] === 1) {
      // Waiting on the promotion row: only sideways along it.
    } else if (sideways || IN_DITCH_ROW[at] === 1) {
      for (const dir of FORWARD_THREE[side] as readonly number[])
        this.#shatraStep(from, NEIGH[from * 8 + dir] as number);
    } else {
      const forward = FORWARD_OF[side] as number;
      const one = NEIGH[from * 8 + forward] as number;
      this.#shatraStep(from, one);
      // The double step must stay on the own side of the ditch (ours): only from the first row.
      if (IN_FIRST_ROW[at] === 1 && one !== 0 && this.#cells[one] === 0)
        this.#shatraStep(from, NEIGH[one * 8 + forward] as number);
    }
    if (sideways) {
      const banSquare = this.#banSquare;
      const banFrom = this.#banFrom;
      for (const dir of SIDEWAYS) {
        const to = NEIGH[from * 8 + dir] as number;
        // No sideways step straight back on the side's very next move (source).
        if (banSquare === from && banFrom === to) continue;
        this.#shatraStep(from, to);
      }
    }
  }

  #shatraStep(from: number, to: number): void {
    if (to === 0 || this.#cells[to] !== 0 || !this.#mayEnd(to)) return;
    const side = this.#side;
    if (
      IN_PROMOTION_ROW[side * 63 + to] === 1 &&
      IN_PROMOTION_ROW[side * 63 + from] === 0 &&
      this.#roleCount > 0
    ) {
      for (let r = 0; r < this.#roleCount; r++)
        this.#out.push(simpleMove(MOVE, from, to, this.#roles[r] as number));
    } else {
      this.#out.push(simpleMove(MOVE, from, to, 0));
    }
  }

  /**
   * Drops (moves.ts, `ownDrops` and `drops`): while the flag is set, the next reserve piece in the
   * fixed order and the biy from its gate; once the fortress is open, any own piece in the
   * fortress or on the gate; and any own piece in the opponent's fortress onto the opponent's half.
   */
  #drops(biyOnly: boolean): void {
    const cells = this.#cells;
    const side = this.#side;
    const ownHalf = HALF_OF[side] as readonly number[];
    const biyCode = BIY | this.#bits;
    if (this.#reserveFlag) {
      if (!biyOnly) {
        for (const sq of RESERVE_ORDER_OF[side] as readonly number[]) {
          const code = cells[sq] as number;
          if (this.#isReserve(sq, code) && this.#isOwn(code)) {
            this.#dropsTo(sq, ownHalf);
            break;
          }
        }
      }
      if (this.#biyOnGate) this.#dropsTo(GATE_OF[side] as number, ownHalf);
    } else {
      for (const sq of HOME_OF[side] as readonly number[]) {
        const code = cells[sq] as number;
        if (this.#isOwn(code) && (!biyOnly || code === biyCode)) this.#dropsTo(sq, ownHalf);
      }
    }
    const enemyHalf = HALF_OF[1 - side] as readonly number[];
    for (const sq of FORTRESS_OF[1 - side] as readonly number[]) {
      const code = cells[sq] as number;
      if (this.#isOwn(code) && (!biyOnly || code === biyCode)) this.#dropsTo(sq, enemyHalf);
    }
  }

  #waitingPromotions(): void {
    if (this.#roleCount === 0) return;
    const side = this.#side;
    for (const sq of FORTRESS_OF[1 - side] as readonly number[]) {
      if (IN_PROMOTION_ROW[side * 63 + sq] === 1 && this.#cells[sq] === (SHATRA | this.#bits)) {
        for (let r = 0; r < this.#roleCount; r++)
          this.#out.push(simpleMove(PROMOTE, sq, sq, this.#roles[r] as number));
      }
    }
  }
}
