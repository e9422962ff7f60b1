// An exact one-sided bear-off database, computed by our own code: for every way to have up to 15
// checkers on the six home points (54,264 positions), the distribution of the number of rolls
// needed to bear them all off when each roll is played to minimise the expected number of rolls,
// and (for positions with none borne off yet) of the rolls needed to bear off the first checker,
// which decides gammons. Race equity of a bear-off against a bear-off follows from the two
// sides' distributions. Built in about a second, the first time a bear-off is judged.
//
// Moves inside the home board are never blocked once both sides have passed each other, and a
// die can always be used while checkers are left, so every sequence of steps is a legal play; the
// variant's hook (rules file: standard vs tryktrak bear-off) says which bear-offs from below the
// die's number are allowed.

import type { VariantKey } from '@ludus/backgammon';
import { type BearOffHook, type Position, type SideBoard, variantOf } from '@ludus/backgammon';
import type { Probabilities } from './probabilities';

export const BEAROFF_CHECKERS = 15;
/** Rolls tracked per distribution; 15 checkers on the 6-point need at most 30 (3 pips a roll). */
export const MAX_ROLLS = 32;
const POINTS = 6;

const BINOMIAL: number[][] = (() => {
  const table: number[][] = [];
  for (let n = 0; n <= BEAROFF_CHECKERS + POINTS; n++) {
    const row: number[] = [];
    for (let k = 0; k <= POINTS; k++) {
      row.push(k === 0 ? 1 : n === 0 ? 0 : (table[n - 1]?.[k - 1] ?? 0) + (table[n - 1]?.[k] ?? 0));
    }
    table.push(row);
  }
  return table;
})();

/** Number of positions: 15 checkers in 7 bins (borne off + 6 points), C(21, 6). */
export const BEAROFF_POSITIONS = BINOMIAL[BEAROFF_CHECKERS + POINTS]?.[POINTS] ?? 0;

/**
 * The index of a home board (counts of points 1..6, `counts[i]` = point i + 1): stars and bars
 * over the seven bins, ranked in the combinatorial number system.
 */
export function bearoffIndex(counts: ArrayLike<number>): number {
  let onBoard = 0;
  for (let i = 0; i < POINTS; i++) onBoard += counts[i] ?? 0;
  let slot = BEAROFF_CHECKERS - onBoard; // the borne-off bin comes first
  let rank = 0;
  for (let k = 1; k <= POINTS; k++) {
    rank += BINOMIAL[slot]?.[k] ?? 0;
    slot += 1 + (counts[k - 1] ?? 0);
  }
  return rank;
}

const ROLLS: readonly (readonly [number, number, number])[] = (() => {
  const rolls: [number, number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= a; b++) rolls.push([a, b, a === b ? 1 : 2]);
  return rolls;
})();

export interface BearoffDatabase {
  /** Probability that `side` (≤ 15 checkers, all on points 1..6) needs exactly `rolls` rolls. */
  rollsDistribution(side: ArrayLike<number>): Float32Array;
  /** Expected rolls to bear everything off. */
  meanRolls(side: ArrayLike<number>): number;
  /** Distribution of rolls to bear off the first checker (15 checkers still on the board). */
  firstOffDistribution(side: ArrayLike<number>): Float32Array;
  /** Cubeless probabilities for the side on roll when both sides are in the database. */
  probabilities(position: Position): Probabilities;
}

/** Whether both sides of a position are inside the database's range. */
export function inBearoffRange(position: Position): boolean {
  const home = (side: SideBoard): boolean => {
    for (let i = POINTS; i < 25; i++) if ((side[i] ?? 0) > 0) return false;
    return true;
  };
  return home(position.player) && home(position.opponent);
}

/**
 * The builder works position by position, fewest pips first, so every successor is known. For
 * each position q and die d it keeps, for k = 1..4, the best final position reachable by k steps
 * of d from q (`chain[k][q][d]`), "best" meaning fewest expected rolls; the best play of a roll
 * is then a minimum over the first step: for a-b, min over a-steps s of chain[1][s][b] and the
 * other order; for d-d, chain[4][q][d]. This equals trying every play, at a fraction of the cost.
 * The same tables are kept a second time for the rolls-to-first-checker-off objective.
 */
class Builder {
  readonly mean = new Float64Array(BEAROFF_POSITIONS);
  readonly firstMean = new Float64Array(BEAROFF_POSITIONS);
  readonly dist = new Float32Array(BEAROFF_POSITIONS * MAX_ROLLS);
  readonly firstDist = new Float32Array(BEAROFF_POSITIONS * MAX_ROLLS);
  /** successors[q * 36 + (d − 1) * 6 + k]: the k-th position one step of d away (−1 = none). */
  private readonly successors = new Int32Array(BEAROFF_POSITIONS * 36).fill(-1);
  /** chains[objective][k − 1][q * 6 + d − 1]: final position of the best k steps of d from q. */
  private readonly chains = [0, 1].map(() =>
    [1, 2, 3, 4].map(() => new Int32Array(BEAROFF_POSITIONS * 6)),
  );

  constructor(private readonly bearOffBelow: BearOffHook) {}

  build(): void {
    for (const counts of positionsByPips()) this.solve(counts);
  }

  /** Expected rolls still needed from position `q` under objective 0 (all off) or 1 (first off). */
  private value(objective: number, q: number): number {
    return objective === 0 ? (this.mean[q] ?? 0) : (this.firstMean[q] ?? 0);
  }

  private solve(counts: Int8Array): void {
    const index = bearoffIndex(counts);
    let checkers = 0;
    for (const n of counts) checkers += n;
    // A side that has borne off a checker needs no roll for its first one.
    if (checkers < BEAROFF_CHECKERS) this.firstDist[index * MAX_ROLLS] = 1;
    if (checkers === 0) {
      this.dist[index * MAX_ROLLS] = 1;
      this.fillChains(index, true);
      return;
    }
    this.findSuccessors(counts, index);
    // The chains of q need only its successors' values, which are final already.
    this.fillChains(index, false);
    let mean = 1;
    let firstMean = 1;
    for (const [a, b, weight] of ROLLS) {
      const p = weight / 36;
      const all = this.bestPlay(0, index, a, b);
      mean += p * (this.mean[all] ?? 0);
      this.accumulate(this.dist, index, all, p);
      if (checkers === BEAROFF_CHECKERS) {
        const first = this.bestPlay(1, index, a, b);
        firstMean += p * (this.firstMean[first] ?? 0);
        this.accumulate(this.firstDist, index, first, p);
      }
    }
    this.mean[index] = mean;
    this.firstMean[index] = checkers === BEAROFF_CHECKERS ? firstMean : 0;
  }

  /** The final position of the best play of roll a-b from q. */
  private bestPlay(objective: number, q: number, a: number, b: number): number {
    const chains = this.chains[objective] ?? [];
    if (a === b) return chains[3]?.[q * 6 + a - 1] ?? q;
    let best = -1;
    let bestValue = Number.POSITIVE_INFINITY;
    for (const [first, second] of [
      [a, b],
      [b, a],
    ] as const) {
      for (let k = 0; k < 6; k++) {
        const s = this.successors[q * 36 + (first - 1) * 6 + k] ?? -1;
        if (s < 0) break;
        const final = chains[0]?.[s * 6 + second - 1] ?? s;
        const value = this.value(objective, final);
        if (value < bestValue) {
          bestValue = value;
          best = final;
        }
      }
    }
    return best;
  }

  /** chain[k][q][d] from the successors' chains (k − 1 steps after the first). */
  private fillChains(q: number, empty: boolean): void {
    for (const [objective, chains] of this.chains.entries()) {
      for (let d = 1; d <= 6; d++) {
        for (let k = 0; k < 4; k++) {
          const chain = chains[k];
          if (!chain) continue;
          if (empty) {
            chain[q * 6 + d - 1] = q; // nothing left to move: the play ends here
            continue;
          }
          let best = -1;
          let bestValue = Number.POSITIVE_INFINITY;
          for (let i = 0; i < 6; i++) {
            const s = this.successors[q * 36 + (d - 1) * 6 + i] ?? -1;
            if (s < 0) break;
            const final = k === 0 ? s : (chains[k - 1]?.[s * 6 + d - 1] ?? s);
            const value = this.value(objective, final);
            if (value < bestValue) {
              bestValue = value;
              best = final;
            }
          }
          chain[q * 6 + d - 1] = best;
        }
      }
    }
  }

  /** The positions one step of each die away (a die can always be used while checkers remain). */
  private findSuccessors(counts: Int8Array, q: number): void {
    const board = Int8Array.from(counts);
    for (let die = 1; die <= 6; die++) {
      let k = 0;
      for (let point = POINTS; point >= 1; point--) {
        if ((board[point - 1] ?? 0) === 0) continue;
        const to = point - die;
        if (to < 0 && !this.bearOffBelow(board, point, die)) continue;
        board[point - 1] = (board[point - 1] ?? 0) - 1;
        if (to > 0) board[to - 1] = (board[to - 1] ?? 0) + 1;
        this.successors[q * 36 + (die - 1) * 6 + k++] = bearoffIndex(board);
        if (to > 0) board[to - 1] = (board[to - 1] ?? 0) - 1;
        board[point - 1] = (board[point - 1] ?? 0) + 1;
      }
    }
  }

  /** One more roll: the distribution of `from` shifted by one, weighted by `p`. */
  private accumulate(table: Float32Array, index: number, from: number, p: number): void {
    const to = index * MAX_ROLLS;
    const source = from * MAX_ROLLS;
    for (let k = 0; k < MAX_ROLLS - 1; k++) {
      table[to + k + 1] = (table[to + k + 1] ?? 0) + p * (table[source + k] ?? 0);
    }
  }
}

/** Every home board of up to 15 checkers, fewest pips first (a play always lowers the pips). */
function positionsByPips(): Int8Array[] {
  const byPips: Int8Array[][] = [];
  const counts = new Int8Array(POINTS);
  const visit = (point: number, left: number, pips: number): void => {
    if (point > POINTS) {
      const bucket = byPips[pips] ?? [];
      bucket.push(Int8Array.from(counts));
      byPips[pips] = bucket;
      return;
    }
    for (let n = 0; n <= left; n++) {
      counts[point - 1] = n;
      visit(point + 1, left - n, pips + n * point);
    }
    counts[point - 1] = 0;
  };
  visit(1, BEAROFF_CHECKERS, 0);
  return byPips.flat();
}

function sumFrom(dist: Float32Array, offset: number, from: number): number {
  let sum = 0;
  for (let k = Math.max(from, 0); k < MAX_ROLLS; k++) sum += dist[offset + k] ?? 0;
  return sum;
}

function onBoardCount(side: ArrayLike<number>): number {
  let n = 0;
  for (let i = 0; i < POINTS; i++) n += side[i] ?? 0;
  return n;
}

function databaseFrom(builder: Builder): BearoffDatabase {
  const slice = (table: Float32Array, side: ArrayLike<number>): Float32Array => {
    const at = bearoffIndex(side) * MAX_ROLLS;
    return table.subarray(at, at + MAX_ROLLS);
  };
  return {
    rollsDistribution: (side) => slice(builder.dist, side),
    firstOffDistribution: (side) => slice(builder.firstDist, side),
    meanRolls: (side) => builder.mean[bearoffIndex(side)] ?? 0,
    probabilities(position) {
      const me = bearoffIndex(position.player) * MAX_ROLLS;
      const them = bearoffIndex(position.opponent) * MAX_ROLLS;
      const themFull = onBoardCount(position.opponent) === BEAROFF_CHECKERS;
      const meFull = onBoardCount(position.player) === BEAROFF_CHECKERS;
      let win = 0;
      let winGammon = 0;
      let loseGammon = 0;
      for (let k = 1; k < MAX_ROLLS; k++) {
        // I finish on my k-th roll; the opponent has had k − 1 rolls by then.
        const mine = builder.dist[me + k] ?? 0;
        win += mine * sumFrom(builder.dist, them, k);
        if (themFull) winGammon += mine * sumFrom(builder.firstDist, them, k);
        // The opponent finishes on its k-th roll, after my k rolls.
        const theirs = builder.dist[them + k] ?? 0;
        if (meFull) loseGammon += theirs * sumFrom(builder.firstDist, me, k + 1);
      }
      return [win, winGammon, 0, loseGammon, 0];
    },
  };
}

const databases = new Map<VariantKey, BearoffDatabase>();

/** The database of a variant's bear-off rule, built on first use and kept. */
export function bearoffDatabase(variant: VariantKey = 'backgammon'): BearoffDatabase {
  let database = databases.get(variant);
  if (!database) {
    const builder = new Builder(variantOf(variant).bearOffBelow);
    builder.build();
    database = databaseFrom(builder);
    databases.set(variant, database);
  }
  return database;
}
