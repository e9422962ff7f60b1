// The in-place fast path of move generation, for search (a bot asks it hundreds of thousands of
// times a second). It works on one mutable typed-array board with make/unmake and is NOT part of
// the immutable public API: `legalPlays` (moves.ts) wraps it and copies its results out.
//
// Board layout (`FastBoard`, 50 cells): cells 0..24 are the mover's points 1..24 and bar (index
// p−1 holds point p, 24 the bar), cells 25..49 the opponent's, each from its owner's view. The
// mover's point p is the opponent's point 25 − p, i.e. mover cell i faces opponent cell 25 + 23 − i.
//
// The rules (rules file, "Common to every variant") are applied the way GNU Backgammon's
// generator applies them, so that the two agree play for play:
// - all bar checkers enter before any other checker moves; a die that cannot enter ends the
//   play there (the rest of the roll is lost);
// - every dice order is tried; a play that uses fewer dice than another is dropped, and among
//   plays with one die the higher die wins (both kept as "most dice, then most pips");
// - plays are deduplicated by the position they leave.

import { splitmix32 } from '@ludus/core';
import type { BearOffHook, Variant } from './variants';

export const FAST_BOARD_CELLS = 50;
/** Stored boards are padded to 52 bytes (13 words) so that they compare a word at a time. */
const STRIDE = 52;
const WORDS = STRIDE / 4;
const OPP = 25;
const BAR_CELL = 24;
/** Max steps of a play (doubles) and the numbers stored per step: from, to, die, hit. */
const MAX_STEPS = 4;
const STEP_FIELDS = 4;
const STEP_STRIDE = MAX_STEPS * STEP_FIELDS;

/**
 * Zobrist keys for (cell, count): 50 cells × counts 0..15, from a fixed splitmix32 sequence. Any
 * keys give the same plays: a hash match is confirmed by comparing the boards.
 */
const ZOBRIST: Int32Array = (() => {
  const next = splitmix32(0x2545f491);
  return Int32Array.from({ length: FAST_BOARD_CELLS * 16 }, () => next() | 0);
})();

/**
 * A reusable generator. `load` a board, `generate` a roll; then `count` plays are available:
 * `resultBoard(i)` (the board after play i, mover's view, not swapped) and its steps through
 * `stepCount(i)` / `stepFrom(i, k)` / `stepTo(i, k)` / `stepDie(i, k)` / `stepHit(i, k)` with
 * cells as above (`to` = −1 means borne off). Results stay valid until the next `generate`.
 */
export class FastPlayGenerator {
  /** The board being searched; mutated during `generate` and restored before it returns. */
  readonly board = new Int8Array(STRIDE);
  private readonly boardWords = new Int32Array(this.board.buffer);
  count = 0;
  private results = new Int8Array(64 * STRIDE);
  private resultWords = new Int32Array(this.results.buffer);
  private steps = new Int8Array(64 * STEP_STRIDE);
  private stepCounts = new Uint8Array(64);
  private hashes = new Int32Array(64);
  private table = new Int32Array(256);
  private tableStamp = new Int32Array(256);
  private stamp = 1;
  private hash = 0;
  private dice = new Int8Array(MAX_STEPS);
  private diceCount = 0;
  private path = new Int8Array(STEP_STRIDE);
  private bestSteps = 0;
  private bestPips = 0;
  private outside = 0;
  private bearOffBelow: BearOffHook = () => false;
  private doublesInOrder = true;
  /**
   * True during the second dice order of a non-double with no checker on the bar. Then a play
   * of two different checkers, neither bearing off, was already found in the first order: the
   * first step (an open landing, the bar empty) cannot make the second possible or impossible,
   * since our own moves only take opposing blots away. Only plays where one checker uses both
   * dice, or a checker bears off, can be new, so the others are not searched again.
   */
  private secondOrder = false;

  /** Copies a board in (50 cells, layout above). */
  load(board: ArrayLike<number>): void {
    for (let i = 0; i < FAST_BOARD_CELLS; i++) this.board[i] = board[i] ?? 0;
  }

  /** Generates every legal play of the loaded board for dice `d1`, `d2`; returns `count`. */
  generate(
    d1: number,
    d2: number,
    rules: Pick<Variant, 'bearOffBelow' | 'doublesInOrder'>,
  ): number {
    this.bearOffBelow = rules.bearOffBelow;
    this.doublesInOrder = rules.doublesInOrder;
    this.resetResults();
    this.bestSteps = 0;
    this.bestPips = 0;
    this.hash = this.fullHash();
    this.outside = 0;
    for (let i = 6; i <= BAR_CELL; i++) this.outside += this.board[i] ?? 0;
    if (d1 === d2) {
      this.diceCount = 4;
      this.dice.fill(d1);
      this.search(0, 23, 0);
    } else {
      this.diceCount = 2;
      this.dice[0] = d1;
      this.dice[1] = d2;
      this.search(0, 23, 0);
      this.dice[0] = d2;
      this.dice[1] = d1;
      this.secondOrder = (this.board[BAR_CELL] ?? 0) === 0;
      this.search(0, 23, 0);
      this.secondOrder = false;
    }
    return this.count;
  }

  resultBoard(i: number): Int8Array {
    return this.results.subarray(i * STRIDE, i * STRIDE + FAST_BOARD_CELLS);
  }
  stepCount(i: number): number {
    return this.stepCounts[i] ?? 0;
  }
  stepFrom(i: number, k: number): number {
    return this.steps[i * STEP_STRIDE + k * STEP_FIELDS] ?? 0;
  }
  stepTo(i: number, k: number): number {
    return this.steps[i * STEP_STRIDE + k * STEP_FIELDS + 1] ?? 0;
  }
  stepDie(i: number, k: number): number {
    return this.steps[i * STEP_STRIDE + k * STEP_FIELDS + 2] ?? 0;
  }
  stepHit(i: number, k: number): boolean {
    return this.steps[i * STEP_STRIDE + k * STEP_FIELDS + 3] === 1;
  }

  /**
   * Depth-first over the dice in order. With doubles, when the variant allows it, sources never
   * rise: any order of equal dice can be replayed from the highest source down with the same
   * result, so the other orders would only repeat positions.
   */
  private search(depth: number, maxSource: number, pips: number): void {
    if (depth === this.diceCount) {
      this.record(depth, pips);
      return;
    }
    const die = this.dice[depth] ?? 0;
    const board = this.board;
    const doubles = this.diceCount === 4;
    if ((board[BAR_CELL] ?? 0) > 0) {
      // Rules file: the bar checkers must enter first; if this die cannot, the play ends here.
      if ((board[OPP + die - 1] ?? 0) >= 2) {
        this.record(depth, pips);
        return;
      }
      this.make(depth, BAR_CELL, die);
      this.search(depth + 1, 23, pips + die);
      this.unmake(depth);
      return;
    }
    let moved = false;
    const skipSwapped = depth === 1 && this.secondOrder && this.path[1] !== -1;
    for (let from = maxSource; from >= 0; from--) {
      if ((board[from] ?? 0) === 0 || !this.canMove(from, die)) continue;
      moved = true;
      if (skipSwapped && from !== this.path[1] && from - die >= 0) continue;
      this.make(depth, from, die);
      this.search(depth + 1, doubles && this.doublesInOrder ? from : 23, pips + die);
      this.unmake(depth);
    }
    if (!moved) this.record(depth, pips);
  }

  private canMove(from: number, die: number): boolean {
    const to = from - die;
    if (to >= 0) return (this.board[OPP + 23 - to] ?? 0) < 2;
    // Bearing off: only with every checker home (rules file), exactly or by the variant's hook.
    if (this.outside > 0) return false;
    if (to === -1) return true;
    // Cells 0..5 of the board are the mover's home points 1..6, as the hook expects.
    return this.bearOffBelow(this.board, from + 1, die);
  }

  private make(depth: number, from: number, die: number): void {
    const board = this.board;
    const to = from - die;
    const base = depth * STEP_FIELDS;
    this.path[base] = from;
    this.path[base + 1] = to < 0 ? -1 : to;
    this.path[base + 2] = die;
    this.path[base + 3] = 0;
    this.setCell(from, (board[from] ?? 0) - 1);
    if (from >= 6) this.outside--;
    if (to < 0) return;
    const facing = OPP + 23 - to;
    if (board[facing] === 1) {
      this.setCell(facing, 0);
      this.setCell(OPP + BAR_CELL, (board[OPP + BAR_CELL] ?? 0) + 1);
      this.path[base + 3] = 1;
    }
    this.setCell(to, (board[to] ?? 0) + 1);
    if (to >= 6) this.outside++;
  }

  private unmake(depth: number): void {
    const board = this.board;
    const base = depth * STEP_FIELDS;
    const from = this.path[base] ?? 0;
    const to = this.path[base + 1] ?? 0;
    if (to >= 0) {
      this.setCell(to, (board[to] ?? 0) - 1);
      if (to >= 6) this.outside--;
      if (this.path[base + 3] === 1) {
        this.setCell(OPP + BAR_CELL, (board[OPP + BAR_CELL] ?? 0) - 1);
        this.setCell(OPP + 23 - to, 1);
      }
    }
    this.setCell(from, (board[from] ?? 0) + 1);
    if (from >= 6) this.outside++;
  }

  private setCell(cell: number, value: number): void {
    const old = this.board[cell] ?? 0;
    this.hash ^= (ZOBRIST[cell * 16 + old] ?? 0) ^ (ZOBRIST[cell * 16 + value] ?? 0);
    this.board[cell] = value;
  }

  private fullHash(): number {
    let hash = 0;
    for (let cell = 0; cell < FAST_BOARD_CELLS; cell++) {
      hash ^= ZOBRIST[cell * 16 + (this.board[cell] ?? 0)] ?? 0;
    }
    return hash;
  }

  /** A finished play of `used` steps: keep it if it uses the most dice and pips seen so far. */
  private record(used: number, pips: number): void {
    if (used === 0) return;
    if (used < this.bestSteps || (used === this.bestSteps && pips < this.bestPips)) return;
    if (used > this.bestSteps || pips > this.bestPips) {
      this.resetResults();
      this.bestSteps = used;
      this.bestPips = pips;
    }
    if (this.findResult() >= 0) return;
    this.storeResult(used);
  }

  private findResult(): number {
    const mask = this.table.length - 1;
    for (let slot = this.hash & mask; ; slot = (slot + 1) & mask) {
      if (this.tableStamp[slot] !== this.stamp) return -1;
      const index = this.table[slot] ?? 0;
      if (this.hashes[index] === this.hash && this.sameAsResult(index)) return index;
    }
  }

  private sameAsResult(index: number): boolean {
    const base = index * WORDS;
    for (let i = 0; i < WORDS; i++) {
      if (this.resultWords[base + i] !== this.boardWords[i]) return false;
    }
    return true;
  }

  private storeResult(used: number): void {
    const index = this.count;
    if (index === this.hashes.length) this.growResults();
    if ((index + 1) * 2 > this.table.length) this.growTable();
    this.results.set(this.board, index * STRIDE);
    const base = index * STEP_STRIDE;
    for (let k = 0; k < used * STEP_FIELDS; k++) this.steps[base + k] = this.path[k] ?? 0;
    this.stepCounts[index] = used;
    this.hashes[index] = this.hash;
    this.insertSlot(index, this.hash);
    this.count = index + 1;
  }

  private insertSlot(index: number, hash: number): void {
    const mask = this.table.length - 1;
    let slot = hash & mask;
    while (this.tableStamp[slot] === this.stamp) slot = (slot + 1) & mask;
    this.tableStamp[slot] = this.stamp;
    this.table[slot] = index;
  }

  private resetResults(): void {
    this.count = 0;
    this.stamp++;
  }

  private growResults(): void {
    const size = this.hashes.length * 2;
    this.results = grown(this.results, size * STRIDE);
    this.resultWords = new Int32Array(this.results.buffer);
    this.steps = grown(this.steps, size * STEP_STRIDE);
    const counts = new Uint8Array(size);
    counts.set(this.stepCounts);
    this.stepCounts = counts;
    const hashes = new Int32Array(size);
    hashes.set(this.hashes);
    this.hashes = hashes;
  }

  private growTable(): void {
    this.table = new Int32Array(this.table.length * 2);
    this.tableStamp = new Int32Array(this.tableStamp.length * 2);
    this.stamp = 1;
    for (let i = 0; i < this.count; i++) this.insertSlot(i, this.hashes[i] ?? 0);
  }
}

function grown(array: Int8Array, size: number): Int8Array<ArrayBuffer> {
  const bigger = new Int8Array(size);
  bigger.set(array);
  return bigger;
}
