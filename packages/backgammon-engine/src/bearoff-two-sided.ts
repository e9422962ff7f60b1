// An exact two-sided bear-off database, computed by our own code: for every pair of home boards
// with at most TWO_SIDED_CHECKERS checkers each (both sides bearing off, no contact), the
// cubeless probability that the side on roll wins when BOTH sides play every roll to maximise
// their own winning chance against this very opponent. Six checkers: 924 boards a side, 853,776
// pairs, one float64 each (6.8 MB per variant), built in about half a second of CPU.
//
// Why it exists beside bearoff.ts: the one-sided database plays each side to minimise its own
// expected number of rolls and combines the two rolls-to-finish distributions. That is not the
// play that wins most often (a side far behind should gamble on the rare quick finish, a side far
// ahead should avoid the rare slow one), so its race equity is an approximation; this table is
// exact where it reaches.
//
// The recursion, per pair (a on roll, b waiting), over the 21 rolls:
//   win(a, b) = Σ_roll P(roll) · max over plays a→a' of (1 − win(b, a')),
// with win(empty, b) = 1 (the side on roll has borne everything off: it has won) and
// win(a, empty) = 0. A play always lowers the mover's pips, so pairs are solved in order of the
// two sides' total pips and every value the recursion needs is already final.
//
// Gammons: with at most TWO_SIDED_CHECKERS (< 15) checkers on the board each side has borne off
// at least one checker, so neither a gammon nor a backgammon (nor tryktrak's ×2/×4/×8, rules file
// "Tryktrak", Score) can happen; the winning chance is the whole story.
//
// The plays of every board come from the rules package's `legalPlays` with the variant's own
// bear-off rule (rules file, "Common to every variant" and "Tryktrak": tryktrak may bear off from
// the highest occupied line below an empty die line even while higher lines hold checkers). The
// opponent never blocks anything here: once both sides are home their checkers cannot meet.

import {
  type Dice,
  type Die,
  legalPlays,
  type Position,
  type SideBoard,
  type VariantKey,
} from '@ludus/backgammon';
import type { Probabilities } from './probabilities';

/** The largest number of checkers a side may have left for a position to be in the table. */
export const TWO_SIDED_CHECKERS = 6;
const POINTS = 6;
const SIDE_CELLS = 25;

/** binomial(n, k) at n * 7 + k, for the small numbers a board rank needs (n ≤ 15 + 6, k ≤ 6). */
const BINOMIAL: Int32Array = (() => {
  const table = new Int32Array((15 + POINTS + 1) * (POINTS + 1));
  for (let n = 0; n <= 15 + POINTS; n++) {
    table[n * (POINTS + 1)] = 1;
    for (let k = 1; k <= Math.min(n, POINTS); k++) {
      const above = (n - 1) * (POINTS + 1);
      table[n * (POINTS + 1) + k] = (table[above + k - 1] ?? 0) + (table[above + k] ?? 0);
    }
  }
  return table;
})();

function binomial(n: number, k: number): number {
  return BINOMIAL[n * (POINTS + 1) + k] ?? 0;
}

/** How many home boards hold at most `checkers` checkers: C(checkers + 6, 6). */
export function twoSidedBoardCount(checkers: number): number {
  return binomial(checkers + POINTS, POINTS);
}

/**
 * The rank of a home board of at most 15 checkers (`counts[i]` = checkers on point i + 1; the
 * counts are not checked here, `inTwoSidedRange` checks them) in the combinatorial number
 * system: the board is written as stars and bars (c1 stars, a bar, c2 stars, a bar, …, c6 stars,
 * a bar) and the six bar positions p1 < … < p6 are ranked as Σ C(p_k, k). The last bar stands at
 * (checkers on board) + 5, so every board of at most n checkers ranks below C(n + 6, 6): the ranks
 * are dense for any cap, and the empty board ranks 0. (bearoff.ts puts the borne-off bin first,
 * which packs the full boards low; here the small boards must come first.)
 */
export function twoSidedBoardIndex(counts: ArrayLike<number>): number {
  let bar = -1;
  let rank = 0;
  for (let k = 1; k <= POINTS; k++) {
    bar += 1 + (counts[k - 1] ?? 0);
    rank += binomial(bar, k);
  }
  return rank;
}

/** The 21 distinct rolls with their weight in 36. */
const ROLLS: readonly (readonly [Die, Die, number])[] = (() => {
  const rolls: [Die, Die, number][] = [];
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= a; b++) rolls.push([a as Die, b as Die, a === b ? 1 : 2]);
  }
  return rolls;
})();

/**
 * The rank of one side if it is a home board of at most `cap` checkers (integers, nothing
 * beyond the 6-point or on the bar), else −1: the range check and `twoSidedBoardIndex` in one
 * pass, since lookups sit in the evaluator's inner loop.
 */
function checkedRank(side: SideBoard | undefined, cap: number): number {
  if (side === undefined || side === null || !(side.length <= SIDE_CELLS)) return -1;
  for (let i = POINTS; i < side.length; i++) if (side[i] !== 0) return -1;
  let bar = -1;
  let rank = 0;
  for (let k = 1; k <= POINTS; k++) {
    const n = k <= side.length ? (side[k - 1] as number) : 0;
    // Also rejects NaN, fractions and non-numbers (`(n | 0) === n` only for small integers).
    if (!(n >= 0 && n <= cap && (n | 0) === n)) return -1;
    bar += 1 + n;
    rank += binomial(bar, k);
  }
  // The last bar stands at (checkers) + 5.
  return bar - (POINTS - 1) <= cap ? rank : -1;
}

/**
 * Whether the table of `maxCheckers` covers a position: each side has at most that many checkers
 * left, all on its six home points (none on the bar), and the game is not a non-position with
 * both sides empty. A side with no checker left has won; such positions are covered (1 or 0).
 */
export function inTwoSidedRange(
  position: Position,
  maxCheckers: number = TWO_SIDED_CHECKERS,
): boolean {
  if (position === undefined || position === null) return false;
  const cap = Math.min(15, maxCheckers); // ranks exist for up to 15 checkers a side
  const player = checkedRank(position.player, cap);
  const opponent = checkedRank(position.opponent, cap);
  return player >= 0 && opponent >= 0 && player + opponent > 0;
}

export interface TwoSidedBearoff {
  readonly variant: VariantKey;
  /** The most checkers a side may have for a position to be in this table. */
  readonly maxCheckers: number;
  /** Number of home boards per side, C(maxCheckers + 6, 6). */
  readonly boards: number;
  /**
   * The exact cubeless probability that the side on roll wins, both sides playing to win;
   * `undefined` when the position is out of range (see `inTwoSidedRange`).
   */
  winProbability(position: Position): number | undefined;
  /** The engine's five probabilities, `[win, 0, 0, 0, 0]` (no gammons here), or `undefined`. */
  probabilities(position: Position): Probabilities | undefined;
  /** The same from two board ranks (`twoSidedBoardIndex`), for callers that keep ranks. */
  winProbabilityOfRanks(player: number, opponent: number): number | undefined;
}

/** Every board of at most `cap` checkers, by rank, as 6 counts each, and the pips of each. */
function enumerateBoards(cap: number): { counts: Int8Array; pips: Int32Array } {
  const boards = twoSidedBoardCount(cap);
  const counts = new Int8Array(boards * POINTS);
  const pips = new Int32Array(boards);
  const board = new Int8Array(POINTS);
  const visit = (point: number, left: number, pipSum: number): void => {
    if (point > POINTS) {
      const rank = twoSidedBoardIndex(board);
      counts.set(board, rank * POINTS);
      pips[rank] = pipSum;
      return;
    }
    for (let n = 0; n <= left; n++) {
      board[point - 1] = n;
      visit(point + 1, left - n, pipSum + n * point);
    }
    board[point - 1] = 0;
  };
  visit(1, cap, 0);
  return { counts, pips };
}

/**
 * For each board and roll, the distinct boards its legal plays leave, from the rules package:
 * `start[board * 21 + roll]` .. `start[board * 21 + roll + 1]` index `to`. The opponent is left
 * off the board: home against home, it can neither block nor be hit.
 */
function playTable(
  counts: Int8Array,
  boards: number,
  variant: VariantKey,
): { start: Int32Array; to: Int32Array } {
  const start = new Int32Array(boards * ROLLS.length + 1);
  const to: number[] = [];
  const empty = new Array<number>(SIDE_CELLS).fill(0);
  const player = new Array<number>(SIDE_CELLS).fill(0);
  for (let board = 0; board < boards; board++) {
    for (let i = 0; i < POINTS; i++) player[i] = counts[board * POINTS + i] ?? 0;
    const onBoard = player.some((n) => n > 0);
    for (const [r, [a, b]] of ROLLS.entries()) {
      start[board * ROLLS.length + r] = to.length;
      if (!onBoard) continue;
      const dice: Dice = [a, b];
      const after = legalPlays({ player, opponent: empty }, dice, variant).map((play) =>
        twoSidedBoardIndex(play.after.player),
      );
      // Ascending, so that a play bearing everything off (rank 0) comes first.
      to.push(...after.sort((x, y) => x - y));
    }
  }
  start[boards * ROLLS.length] = to.length;
  return { start, to: Int32Array.from(to) };
}

/** Ranks grouped by pip count, so that pairs can be visited in order of total pips. */
function ranksByPips(pips: Int32Array): number[][] {
  const groups: number[][] = [];
  for (const [rank, p] of pips.entries()) {
    const group = groups[p] ?? [];
    group.push(rank);
    groups[p] = group;
  }
  for (let p = 0; p < groups.length; p++) groups[p] ??= [];
  return groups;
}

/**
 * Solves every pair; `values[a * boards + b]` = P(the side on roll with board a beats board b).
 * The roll loop is the hot path (60 to 85 million steps for six checkers), hence flat typed
 * arrays and `as number` on reads that are in bounds by construction.
 */
function solve(boards: number, pips: Int32Array, plays: { start: Int32Array; to: Int32Array }) {
  const values = new Float64Array(boards * boards);
  // Rank 0 is the empty board: on roll with nothing left means won, facing it means lost.
  for (let b = 1; b < boards; b++) values[b] = 1;
  const groups = ranksByPips(pips);
  const maxPips = groups.length - 1;
  const { start, to } = plays;
  const rolls = ROLLS.length;
  // Whole-number weights (of 36), divided once at the end, so that a sure win sums to exactly 1.
  const weights = Float64Array.from(ROLLS, ([, , weight]) => weight);
  for (let total = 2; total <= 2 * maxPips; total++) {
    const low = Math.max(1, total - maxPips);
    const high = Math.min(maxPips, total - 1);
    for (let pa = low; pa <= high; pa++) {
      const opponents = groups[total - pa] ?? [];
      for (const a of groups[pa] ?? []) {
        const first = a * rolls;
        for (const b of opponents) {
          const row = b * boards;
          let win = 0;
          for (let r = 0; r < rolls; r++) {
            const begin = start[first + r] as number;
            if (to[begin] === 0) {
              win += weights[r] as number; // this roll bears everything off
              continue;
            }
            // The best play leaves the opponent the smallest chance.
            let theirBest = 1;
            const end = start[first + r + 1] as number;
            for (let k = begin; k < end; k++) {
              const theirs = values[row + (to[k] as number)] as number;
              if (theirs < theirBest) theirBest = theirs;
            }
            win += (weights[r] as number) * (1 - theirBest);
          }
          values[a * boards + b] = Math.min(1, win / 36);
        }
      }
    }
  }
  return values;
}

/**
 * Builds the table of one variant for boards of at most `maxCheckers` checkers (0..15), not
 * cached: `twoSidedBearoff` is the cached entry point. Deterministic and pure.
 */
export function buildTwoSidedBearoff(
  variant: VariantKey,
  maxCheckers: number = TWO_SIDED_CHECKERS,
): TwoSidedBearoff {
  const cap = Math.max(0, Math.min(15, Math.floor(maxCheckers)));
  const boards = twoSidedBoardCount(cap);
  const { counts, pips } = enumerateBoards(cap);
  const values = solve(boards, pips, playTable(counts, boards, variant));
  const valid = (rank: number): boolean => Number.isInteger(rank) && rank >= 0 && rank < boards;
  const ofRanks = (player: number, opponent: number): number | undefined => {
    if (!valid(player) || !valid(opponent) || player + opponent === 0) return undefined;
    return values[player * boards + opponent];
  };
  const winProbability = (position: Position): number | undefined => {
    if (position === undefined || position === null) return undefined;
    const player = checkedRank(position.player, cap);
    const opponent = checkedRank(position.opponent, cap);
    if (player < 0 || opponent < 0 || player + opponent === 0) return undefined;
    return values[player * boards + opponent];
  };
  return {
    variant,
    maxCheckers: cap,
    boards,
    winProbability,
    winProbabilityOfRanks: ofRanks,
    probabilities(position) {
      const win = winProbability(position);
      return win === undefined ? undefined : [win, 0, 0, 0, 0];
    },
  };
}

const tables = new Map<VariantKey, TwoSidedBearoff>();

/** The table of a variant's bear-off rule (TWO_SIDED_CHECKERS a side), built on first use. */
export function twoSidedBearoff(variant: VariantKey = 'backgammon'): TwoSidedBearoff {
  let table = tables.get(variant);
  if (!table) {
    table = buildTwoSidedBearoff(variant);
    tables.set(variant, table);
  }
  return table;
}
