// Capture chains for the search's generator (shatra.md, "Captures — by jumping, compulsory, in
// chains", and the fine points), step for step as the rules package's captures.ts, but on the
// search board's own cells: the mover is lifted off its start square (empty during the chain),
// jumped pieces stay where they are (they block lines, cannot be jumped twice) and are only
// marked, and every square is restored before `chains` returns. Landings and jumped squares live
// on two scratch stacks; a finished chain is copied out once, with the material it wins.
import { BIY, BLACK_BIT, ROLE_MASK, SHATRA } from './board-view';
import type { SearchBoard } from './search-board';
import {
  ALL_DIRECTIONS,
  IN_OWN_FORTRESS,
  IN_PROMOTION_ROW,
  longLines,
  NEIGH,
  NORTH,
  RAY_LENGTH,
  RAY_SQUARES,
  RAY_START,
  SIDEWAYS,
  SOUTH,
} from './search-geometry';
import { CAPTURE_VALUE, captureMove, PROMOTION_VALUE, type SearchMove } from './search-move';

export class CaptureChains {
  #cells = new Int8Array(63);
  #side = 0;
  #bits = 0;
  #roles: Int8Array = new Int8Array(3);
  #roleCount = 0;
  /** The shatra that has just advanced two squares, and the square it passed (0 if none). */
  #epSquare = 0;
  #epPassed = 0;
  /** Own fortress closed to the mover: it may pass over but not stop there. */
  #closed = false;
  readonly #jumped = new Uint8Array(63);
  readonly #landings: number[] = [];
  readonly #captured: number[] = [];
  #start = 0;
  #isBiy = false;
  #promotion = 0;
  #promotionAt = -1;
  #out: SearchMove[] = [];
  /**
   * Scratch of the long leapers' jumps: (captured, landing) pairs, one region per chain depth
   * stacked up to `#jumpTop` (a typed stack: no array grown or cut per node). Large enough for
   * any chain: a region holds at most 8 lines × 12 landings (no line of the board is longer) × 2
   * entries (192), and a chain is at most 16 jumps deep (a side's pieces other than its biy),
   * 3,072 entries in all.
   */
  readonly #jumps = new Int16Array(4096);
  #jumpTop = 0;

  /** Reads what every chain of the side to move shares: its pool, the en passant target. */
  prepare(board: SearchBoard, roles: Int8Array, roleCount: number): void {
    const cells = board.cells;
    this.#cells = cells;
    const side = board.turn;
    this.#side = side;
    this.#bits = side === 1 ? BLACK_BIT : 0;
    this.#roles = roles;
    this.#roleCount = roleCount;
    const ep = board.enPassant;
    const epCode = ep === 0 ? 0 : (cells[ep] as number);
    if (ep !== 0 && (epCode & ROLE_MASK) === SHATRA && (epCode & BLACK_BIT) !== this.#bits) {
      // The passed square is behind the shatra, seen from its owner.
      this.#epSquare = ep;
      this.#epPassed = NEIGH[ep * 8 + (side === 0 ? NORTH : SOUTH)] as number;
    } else {
      this.#epSquare = 0;
      this.#epPassed = 0;
    }
  }

  /**
   * The square an enemy shatra has just passed with its double step (0: none): a shatra next
   * to it may jump it en passant.
   */
  enPassantPassed(): number {
    return this.#epPassed;
  }

  /** Appends every complete capture chain of the piece on `from` to `out`. */
  chains(from: number, code: number, reserve: boolean, closed: boolean, out: SearchMove[]): void {
    const role = code & ROLE_MASK;
    this.#closed = closed;
    this.#out = out;
    this.#start = from;
    this.#isBiy = role === BIY;
    this.#promotion = 0;
    this.#promotionAt = -1;
    this.#cells[from] = 0;
    this.#extend(from, role, reserve);
    this.#cells[from] = code;
  }

  #isEnemy(code: number): boolean {
    return code !== 0 && (code & BLACK_BIT) !== this.#bits;
  }

  /** The closed-fortress rule (captures.ts, `mayLand`). */
  #mayLand(sq: number, role: number, stillReserve: boolean): boolean {
    if (this.#cells[sq] !== 0) return false;
    if (!this.#closed || IN_OWN_FORTRESS[this.#side * 63 + sq] === 0) return true;
    return role === BIY || stillReserve;
  }

  /** The short leaper's jump over `dir`: the captured square (0 if none) — en passant included. */
  #shortJump(from: number, dir: number, role: number, stillReserve: boolean): number {
    const over = NEIGH[from * 8 + dir] as number;
    if (over === 0) return 0;
    const code = this.#cells[over] as number;
    let captured = over;
    if (code !== 0) {
      if ((code & BLACK_BIT) === this.#bits) return 0;
    } else if (role === SHATRA && over === this.#epPassed && over !== 0) {
      // En passant: the double-stepped shatra jumped as if it stood on the square it passed.
      captured = this.#epSquare;
    } else return 0;
    if (this.#jumped[captured] !== 0) return 0;
    const landing = NEIGH[over * 8 + dir] as number;
    return landing !== 0 && this.#mayLand(landing, role, stillReserve) ? captured : 0;
  }

  #shortDirections(from: number, role: number): readonly number[] {
    // A shatra waiting on the promotion row moves and jumps only sideways along it.
    const waiting = role === SHATRA && IN_PROMOTION_ROW[this.#side * 63 + from] === 1;
    return waiting ? SIDEWAYS : ALL_DIRECTIONS;
  }

  /** Whether the piece could jump from `from` at all (the long leaper's landing rule). */
  #canJump(from: number, role: number, stillReserve: boolean): boolean {
    if (role === BIY || role === SHATRA) {
      for (const dir of this.#shortDirections(from, role))
        if (this.#shortJump(from, dir, role, stillReserve) !== 0) return true;
      return false;
    }
    return this.#longJumps(from, role, stillReserve, false);
  }

  /**
   * The long leaper's jumps from `from`: with `collect`, pushes (captured, landing) pairs on the
   * jump stack; without, only tells whether there is one.
   */
  #longJumps(from: number, role: number, stillReserve: boolean, collect: boolean): boolean {
    const cells = this.#cells;
    const lines = longLines(role);
    for (let d = 0; d < lines.length; d++) {
      const i = from * 8 + (lines[d] as number);
      const end = (RAY_START[i] as number) + (RAY_LENGTH[i] as number);
      let k = RAY_START[i] as number;
      while (k < end && cells[RAY_SQUARES[k] as number] === 0) k++;
      if (k >= end) continue;
      const over = RAY_SQUARES[k] as number;
      if (this.#jumped[over] !== 0 || !this.#isEnemy(cells[over] as number)) continue;
      for (k++; k < end && cells[RAY_SQUARES[k] as number] === 0; k++) {
        const landing = RAY_SQUARES[k] as number;
        if (!this.#mayLand(landing, role, stillReserve)) continue;
        if (!collect) return true;
        this.#jumps[this.#jumpTop++] = over;
        this.#jumps[this.#jumpTop++] = landing;
      }
    }
    return false;
  }

  #emit(): void {
    let gain = PROMOTION_VALUE[this.#promotion] as number;
    for (const sq of this.#captured) {
      // The en passant jump's shatra is on its square; every other jumped piece too.
      gain += CAPTURE_VALUE[(this.#cells[sq] as number) & ROLE_MASK] as number;
    }
    this.#out.push(
      captureMove(
        this.#start,
        this.#landings.slice(),
        this.#captured.slice(),
        this.#promotion,
        this.#promotionAt,
        gain,
      ),
    );
  }

  /** Lands on `landing` after jumping `captured`, promotes if due, and goes on. */
  #land(from: number, role: number, stillReserve: boolean, captured: number, landing: number) {
    this.#jumped[captured] = 1;
    this.#landings.push(landing);
    this.#captured.push(captured);
    const side = this.#side;
    const reserveAfter = stillReserve && IN_OWN_FORTRESS[side * 63 + landing] === 1;
    const promotes =
      role === SHATRA &&
      IN_PROMOTION_ROW[side * 63 + landing] === 1 &&
      IN_PROMOTION_ROW[side * 63 + from] === 0;
    if (promotes && this.#roleCount > 0) {
      // Mid-chain promotion: the player picks among the pool, and the chain goes on as that piece.
      for (let r = 0; r < this.#roleCount; r++) {
        this.#promotion = this.#roles[r] as number;
        this.#promotionAt = this.#landings.length - 1;
        this.#extend(landing, this.#promotion, reserveAfter);
      }
      this.#promotion = 0;
      this.#promotionAt = -1;
    } else {
      this.#extend(landing, role, reserveAfter);
    }
    this.#landings.pop();
    this.#captured.pop();
    this.#jumped[captured] = 0;
  }

  /**
   * A long leaper's last jump, to a landing known to allow no further jump (`#extendLong` has
   * just looked): the chain ends there, as `#land` and `#extend` would find after looking again.
   */
  #landLast(captured: number, landing: number): void {
    this.#landings.push(landing);
    this.#captured.push(captured);
    this.#emit();
    this.#landings.pop();
    this.#captured.pop();
  }

  /** From `from`, after at least one jump (or none at the start): jump on if possible, else end. */
  #extend(from: number, role: number, stillReserve: boolean): void {
    if (this.#landings.length > 0 && this.#isBiy) this.#emit();
    const jumpedOn =
      role === BIY || role === SHATRA
        ? this.#extendShort(from, role, stillReserve)
        : this.#extendLong(from, role, stillReserve);
    if (!jumpedOn && this.#landings.length > 0 && !this.#isBiy) this.#emit();
  }

  #extendShort(from: number, role: number, stillReserve: boolean): boolean {
    let jumpedOn = false;
    for (const dir of this.#shortDirections(from, role)) {
      const captured = this.#shortJump(from, dir, role, stillReserve);
      if (captured === 0) continue;
      jumpedOn = true;
      const landing = NEIGH[(NEIGH[from * 8 + dir] as number) * 8 + dir] as number;
      this.#land(from, role, stillReserve, captured, landing);
    }
    return jumpedOn;
  }

  /**
   * The landing rule: of the landing squares beyond one jumped piece, only those from which the
   * leaper can jump again are allowed, if there are any.
   */
  #extendLong(from: number, role: number, stillReserve: boolean): boolean {
    const jumps = this.#jumps;
    const start = this.#jumpTop;
    this.#longJumps(from, role, stillReserve, true);
    // This depth's region; the chains it goes on with stack theirs above it.
    const end = this.#jumpTop;
    if (end === start) return false;
    let jumpedOn = false;
    const side = this.#side;
    for (let i = start; i < end; ) {
      const captured = jumps[i] as number;
      let j = i;
      let goingOn = 0;
      this.#jumped[captured] = 1;
      for (; j < end && jumps[j] === captured; j += 2) {
        const landing = jumps[j + 1] as number;
        const reserveAfter = stillReserve && IN_OWN_FORTRESS[side * 63 + landing] === 1;
        // Marked by negating the landing: it goes on.
        if (this.#canJump(landing, role, reserveAfter)) {
          jumps[j + 1] = -landing;
          goingOn++;
        }
      }
      this.#jumped[captured] = 0;
      for (let k = i; k < j; k += 2) {
        const mark = jumps[k + 1] as number;
        jumpedOn = true;
        if (goingOn === 0) this.#landLast(captured, mark);
        else if (mark < 0) this.#land(from, role, stillReserve, captured, -mark);
      }
      i = j;
    }
    this.#jumpTop = start;
    return jumpedOn;
  }
}
