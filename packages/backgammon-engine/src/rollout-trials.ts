// Rollouts as people ask for them (`ludus bg rollout`, the position page's Web Workers): the
// cubeless probabilities of a position for its side on roll, before the roll, with standard
// errors, from trials numbered 0, 1, 2, … whose dice depend only on the seed and the trial's
// number. So trials [0, 648) in one worker and [648, 1296) in another, or a run resumed at trial
// 648, give exactly the sums of one run of 1296: `rolloutTrials` returns sums, `combineSums` adds
// them, `rolloutResult` turns them into means and standard errors.
//
// Dice, as GNU Backgammon's quasi-random rollouts: the first roll of trial t is the (t mod 36)-th
// of a seeded permutation of the 36 ordered rolls, the second roll the ⌊t/36⌋ mod 36-th of a
// seeded permutation of its own for that first roll; so every 1296 trials see every pair of
// first two rolls exactly once, and fewer see a sample drawn without replacement. Later rolls
// come from the trial's own xoshiro128** stream, seeded from the seed and the trial number.
//
// Variance reduction (GNU Backgammon's "variance reduction", rollout.ts `playOut`): each roll's
// luck for the root's side is subtracted from the trial's result; its mean is zero, so the
// estimate stays unbiased while the spread the dice cause mostly goes.
//
// Cubeful (rollout-cube.ts): the cube rides along each trial without changing its dice or its
// plays, so the cubeless figures of a cubeful rollout are the cubeless rollout's own; each cube
// followed (one for a cubeful rollout, "no double" and "double, take" for a cube action) adds
// one value per trial, its cubeful equity in normalised EMG for the root's side.
//
// Sums are exact: each trial's six cubeless values (five probabilities, the cubeless equity) are
// rounded to multiples of 2^-20 (about 1e-6, far below any standard error) before they are
// added, and each square (a multiple of 2^-40) is added as two parts, its multiple of 2^-20 and
// the rest; so every sum is a float that holds its value exactly (the parts stay below 2^33 and
// 2^13 for any number of trials the command line allows), and sums added in any order or
// grouping are the same numbers. A cubeful value can be far larger (a cube of 64 and a
// backgammon: 192): it is held within ±2^8 and rounded to multiples of 2^-13 (about 1e-4, still
// far below any standard error), so its sum and its squares' two parts stay below 2^45, 2^53
// and 2^37 of their units (2^-13, 2^-13, 2^-26) for the ten million trials the worker numbers.

import { type Dice, type Die, type Position, rollDice, type VariantKey } from '@ludus/backgammon';
import { mix32, uniformBelow, xoshiro128 } from '@ludus/core';
import { doubledValue, properAction } from './cube';
import type { Evaluator } from './evaluator';
import { Lookahead } from './lookahead';
import { consistent, cubelessEquity, type Probabilities } from './probabilities';
import { diceFrom } from './rng';
import { playOut } from './rollout';
import { type CubeStart, type RolloutCube, trialCubes } from './rollout-cube';

export interface RolloutSettings {
  readonly variant: VariantKey;
  /** Seeds the permutations of the first two rolls and every trial's later dice. */
  readonly seed: number;
  /** Single moves (plies) after which a trial is judged by the evaluator; absent: to the end. */
  readonly truncate?: number;
  /** Luck adjustment (default true). */
  readonly varianceReduction?: boolean;
  /** Stop a trial where both sides are in the bear-off database's range (default true). */
  readonly bearoffStop?: boolean;
  /** Cubeful: the game around the root and the cubes followed (rollout-cube.ts). */
  readonly cube?: RolloutCube;
}

/**
 * Sums over some trials: for the five probabilities and the cubeless equity, in that order, then
 * each cubeful equity (in the order of the rollout's cube starts).
 */
export interface RolloutSums {
  readonly trials: number;
  readonly sums: readonly number[];
  /** The squares' multiples of 2^-20, and what is left of them (multiples of 2^-40). */
  readonly squares: readonly number[];
  readonly squareRests: readonly number[];
}

export interface RolloutResult {
  readonly trials: number;
  /** GNU Backgammon's order, for the side on roll before its roll. */
  readonly probabilities: Probabilities;
  /** Cubeless, for the side on roll: the equity of `probabilities`. */
  readonly equity: number;
  /** Standard errors of the means (0 below two trials). */
  readonly stderr: { readonly probabilities: Probabilities; readonly equity: number };
}

const CUBELESS_VALUES = 6;
const QUANTUM = 2 ** 20;
const CUBEFUL_QUANTUM = 2 ** 13;
const CUBEFUL_LIMIT = 2 ** 8;
const ROLLS = 36;

const zeros = (n = CUBELESS_VALUES): number[] => new Array<number>(n).fill(0);

export const NO_TRIALS: RolloutSums = {
  trials: 0,
  sums: zeros(),
  squares: zeros(),
  squareRests: zeros(),
};

/** The k-th of the 36 ordered rolls (1-1, 1-2, …, 6-6). */
function orderedRoll(k: number): Dice {
  return [(Math.floor(k / 6) + 1) as Die, ((k % 6) + 1) as Die];
}

/** A seeded permutation of 0..35 (Fisher–Yates). */
function permutation(seed: number): number[] {
  const random = xoshiro128(seed);
  const order = Array.from({ length: ROLLS }, (_, i) => i);
  for (let i = ROLLS - 1; i > 0; i--) {
    const j = uniformBelow(random.nextU32, i + 1);
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
  }
  return order;
}

/** The dice of every trial of a seed: the permuted first two rolls, then the trial's stream. */
export class TrialDice {
  private readonly first: number[];
  private readonly second: number[][];

  constructor(private readonly seed: number) {
    this.first = permutation(mix32(seed ^ 0x5eed0001));
    this.second = Array.from({ length: ROLLS }, (_, k) => permutation(mix32(seed + k * 7919)));
  }

  /** The roll source of trial `t`: move 0 and 1 from the permutations, later moves random. */
  forTrial(t: number): (move: number) => Dice {
    const firstIndex = t % ROLLS;
    const first = this.first[firstIndex] ?? 0;
    const second = this.second[firstIndex]?.[Math.floor(t / ROLLS) % ROLLS] ?? 0;
    const dice = diceFrom(xoshiro128(mix32((mix32(this.seed) + Math.imul(t, 0x9e3779b9)) >>> 0)));
    return (move) =>
      move === 0 ? orderedRoll(first) : move === 1 ? orderedRoll(second) : rollDice(dice);
  }
}

/** Trials `from` … `from + count − 1` of the rollout of `position` (side on roll, before its roll). */
export function rolloutTrials(
  evaluator: Evaluator,
  position: Position,
  settings: RolloutSettings,
  from: number,
  count: number,
): RolloutSums {
  const dice = new TrialDice(settings.seed);
  const options = {
    variant: settings.variant,
    varianceReduction: settings.varianceReduction ?? true,
    bearoffStop: settings.bearoffStop ?? true,
    ...(settings.truncate === undefined ? {} : { truncate: settings.truncate }),
  };
  const values = CUBELESS_VALUES + (settings.cube?.starts.length ?? 0);
  const sums = zeros(values);
  const squares = zeros(values);
  const squareRests = zeros(values);
  const lookahead = new Lookahead(evaluator, settings.variant);
  for (let t = from; t < from + count; t++) {
    const cubes = settings.cube ? trialCubes(evaluator, settings.cube) : undefined;
    const p = playOut(evaluator, position, options, dice.forTrial(t), lookahead, cubes?.observer);
    const cubeful = cubes?.results(options.varianceReduction) ?? [];
    const trial = [...p, cubelessEquity(p, settings.variant), ...cubeful];
    for (let i = 0; i < values; i++) {
      const cubeless = i < CUBELESS_VALUES;
      const quantum = cubeless ? QUANTUM : CUBEFUL_QUANTUM;
      const raw = trial[i] ?? 0;
      const held = cubeless ? raw : Math.min(Math.max(raw, -CUBEFUL_LIMIT), CUBEFUL_LIMIT);
      const x = Math.round(held * quantum) / quantum;
      const square = x * x; // exact: a multiple of quantum^-2
      const high = Math.floor(square * quantum) / quantum;
      sums[i] = (sums[i] ?? 0) + x;
      squares[i] = (squares[i] ?? 0) + high;
      squareRests[i] = (squareRests[i] ?? 0) + (square - high);
    }
  }
  return { trials: count, sums, squares, squareRests };
}

/** The sums of two disjoint sets of trials of one rollout, as one run over both would give. */
export function combineSums(a: RolloutSums, b: RolloutSums): RolloutSums {
  // No trials (NO_TRIALS) have only the cubeless slots: the longer list sets the length.
  const add = (x: readonly number[], y: readonly number[]) =>
    Array.from({ length: Math.max(x.length, y.length) }, (_, i) => (x[i] ?? 0) + (y[i] ?? 0));
  return {
    trials: a.trials + b.trials,
    sums: add(a.sums, b.sums),
    squares: add(a.squares, b.squares),
    squareRests: add(a.squareRests, b.squareRests),
  };
}

/** The mean of one value over the trials. */
function meanOf(total: RolloutSums, i: number): number {
  return total.trials > 0 ? (total.sums[i] ?? 0) / total.trials : 0;
}

/** The standard error of one value's mean, from the trials' sample variance (0 below two). */
function stderrOf(total: RolloutSums, i: number): number {
  const n = total.trials;
  if (n < 2) return 0;
  const sum = total.sums[i] ?? 0;
  const squares = (total.squares[i] ?? 0) + (total.squareRests[i] ?? 0);
  const variance = (squares - (sum * sum) / n) / (n - 1);
  return Math.sqrt(Math.max(variance, 0) / n);
}

/** Means and their standard errors (from the trials' sample variance). */
export function rolloutResult(total: RolloutSums, variant: VariantKey): RolloutResult {
  const n = total.trials;
  const mean = (i: number) => meanOf(total, i);
  const stderr = (i: number) => stderrOf(total, i);
  const five = (f: (i: number) => number) => [0, 1, 2, 3, 4].map(f) as unknown as Probabilities;
  // With the luck taken out a trial's numbers may leave [0, 1]; their mean, a hair outside only
  // where the truth is at a bound, is put back inside (and nested: a gammon is a win).
  const probabilities = consistent(five(mean));
  return {
    trials: n,
    probabilities,
    // The equity of the mean probabilities (cubeless equity is linear in them): it agrees with
    // the printed probabilities to the last digit, where the mean of the trials' rounded
    // equities could differ by a millionth.
    equity: cubelessEquity(probabilities, variant),
    stderr: { probabilities: five(stderr), equity: stderr(5) },
  };
}

/** A cubeful equity (normalised EMG, for the root's side) and its standard error. */
export interface CubefulFigure {
  readonly equity: number;
  readonly stderr: number;
}

/** The cubeful equities of the sums, one per cube start of the rollout (none: cubeless). */
export function cubefulResults(total: RolloutSums): CubefulFigure[] {
  return Array.from({ length: Math.max(total.sums.length - CUBELESS_VALUES, 0) }, (_, k) => ({
    equity: meanOf(total, CUBELESS_VALUES + k),
    stderr: stderrOf(total, CUBELESS_VALUES + k),
  }));
}

/** The cube starts of a cube-action rollout, in the order of its sums. */
export const CUBE_ACTION_STARTS: readonly CubeStart[] = ['no-double', 'double-take'];

/** A cube action rolled out: the doubler's three cubeful equities and the proper action. */
export interface CubeActionRollout {
  readonly noDouble: CubefulFigure;
  readonly doubleTake: CubefulFigure;
  /** The sure point the pass gives: the cube's value, +1 in normalised EMG. */
  readonly doublePass: number;
  readonly proper: 'double' | 'no-double' | 'too-good';
  readonly response: 'take' | 'pass';
}

/**
 * The cube action from a cube-action rollout's sums (CUBE_ACTION_STARTS), decided from the means
 * as the engine decides from its model's values (cube.ts: double when the taker's best answer
 * leaves more than holding; properAction names it).
 */
export function cubeActionResult(total: RolloutSums): CubeActionRollout {
  const [noDouble = { equity: 0, stderr: 0 }, doubleTake = { equity: 0, stderr: 0 }] =
    cubefulResults(total);
  const doublePass = 1;
  const response = doubleTake.equity <= doublePass ? 'take' : 'pass';
  const doubled = doubledValue({ doubleTake: doubleTake.equity, doublePass, doubleBeaver: null });
  const double = doubled > noDouble.equity;
  const proper = properAction(double, response, noDouble.equity, doublePass);
  return { noDouble, doubleTake, doublePass, proper, response };
}
