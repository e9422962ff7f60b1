// One pass over the board that finds every first jump (shatra.md, "Captures — by jumping,
// compulsory, in chains"), seen from the jumping pieces: a biy or shatra next to an enemy piece
// with the square beyond empty, or a long leaper whose line meets an enemy piece first with an
// empty square beyond. Reserve and fortress restrictions, the promotion row's sideways-only jumps
// and en passant are left out, so that it is
// - exactly the evaluation's "could be jumped" (`isAttacked` in evaluate.ts, asked from the side
//   of the piece jumped: tests compare the two on every square of random games), and
// - a necessary condition for a capture by a piece (the generator searches chains only for the
//   pieces marked here, and for the shatras next to an en passant square).
// The long leapers' empty squares along their lines (the evaluation's mobility) come from the
// same scan. The search board keeps one scan per position (search-board.ts, `attacks`), so that
// the generator and the evaluation of one node share it.
import { BIY, BLACK_BIT, ROLE_MASK, SHATRA } from './board-view';
import { NEIGH, RAY_LENGTH, RAY_SQUARES, RAY_START } from './search-geometry';

/** The first direction and the step through a long leaper's lines, by role code. */
const FIRST_DIR: readonly number[] = [0, 0, 0, 0, 1, 0];
const DIR_STEP: readonly number[] = [1, 1, 1, 2, 2, 1];

export class Attacks {
  /**
   * Where the piece standing there could be jumped by an enemy piece now: the squares whose
   * entry equals `stamp` (a new stamp per scan, so that nothing is cleared between scans).
   */
  readonly target = new Int32Array(63);
  /** Where the piece standing there could jump an enemy piece now (a first jump): `stamp`. */
  readonly jumper = new Int32Array(63);
  /** A long leaper's empty squares along its lines (batyr, tura, jalkyn; stale for the others). */
  readonly slides = new Int8Array(63);
  /** The mark of the latest scan in `target` and `jumper`. */
  stamp = 0;

  isTarget(sq: number): boolean {
    return this.target[sq] === this.stamp;
  }

  isJumper(sq: number): boolean {
    return this.jumper[sq] === this.stamp;
  }

  /** Fills the three tables for `cells` (piece codes by square, 1..62). */
  scan(cells: ArrayLike<number>): void {
    const target = this.target;
    const jumper = this.jumper;
    const stamp = this.#nextStamp();
    for (let sq = 1; sq <= 62; sq++) {
      const code = cells[sq] as number;
      if (code === 0) continue;
      const role = code & ROLE_MASK;
      const bits = code & BLACK_BIT;
      const short = role === BIY || role === SHATRA;
      // Each pair of neighbours once (the four directions north to south-east); a short leaper
      // jumps its neighbour over the line that joins them, in either direction. Long leapers
      // jump their neighbours in their line scan below.
      for (let dir = 0; dir < 4; dir++) {
        const other = NEIGH[sq * 8 + dir] as number;
        if (other === 0) continue;
        const otherCode = cells[other] as number;
        if (otherCode === 0 || (otherCode & BLACK_BIT) === bits) continue;
        if (short) {
          const landing = NEIGH[other * 8 + dir] as number;
          if (landing !== 0 && cells[landing] === 0) {
            target[other] = stamp;
            jumper[sq] = stamp;
          }
        }
        const otherRole = otherCode & ROLE_MASK;
        if (otherRole === BIY || otherRole === SHATRA) {
          const landing = NEIGH[sq * 8 + dir + 4] as number;
          if (landing !== 0 && cells[landing] === 0) {
            target[sq] = stamp;
            jumper[other] = stamp;
          }
        }
      }
      if (short) continue;
      this.slides[sq] = this.#lines(cells, sq, role, bits);
    }
  }

  /** A long leaper's lines: marks its jumps, returns its empty squares. */
  #lines(cells: ArrayLike<number>, sq: number, role: number, bits: number): number {
    let empty = 0;
    const step = DIR_STEP[role] as number;
    for (let dir = FIRST_DIR[role] as number; dir < 8; dir += step) {
      const i = sq * 8 + dir;
      const end = (RAY_START[i] as number) + (RAY_LENGTH[i] as number);
      let k = RAY_START[i] as number;
      while (k < end && cells[RAY_SQUARES[k] as number] === 0) k++;
      empty += k - (RAY_START[i] as number);
      if (k + 1 >= end) continue;
      const over = RAY_SQUARES[k] as number;
      const jumped = cells[over] as number;
      if ((jumped & BLACK_BIT) !== bits && cells[RAY_SQUARES[k + 1] as number] === 0) {
        this.target[over] = this.stamp;
        this.jumper[sq] = this.stamp;
      }
    }
    return empty;
  }

  /** A fresh mark; after 2^31 scans the tables are cleared once and the marks start over. */
  #nextStamp(): number {
    if (this.stamp === 0x7fff_ffff) {
      this.target.fill(0);
      this.jumper.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }
}
