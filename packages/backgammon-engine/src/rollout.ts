// Rollouts: the cubeless probabilities of a position for its side on roll, estimated by playing
// it out many times with seeded dice, both sides choosing their plays at 0-ply, as GNU
// Backgammon's rollouts do. A look-ahead's leaves are the nets' own estimates, so labels made
// from it keep whatever lean the nets have (the cube benchmark's `--bias`: too few wins for the
// side on roll in contact); a played-out game ends in a result, so a rollout's average is
// unbiased with respect to the engine's own play and can teach the nets what the look-ahead
// cannot. Training labels from rollouts are what the issue's "supervised training on positions
// rolled out by our own engine" asks for (training/label.ts --rollout).
//
// This is the training's rollout (one random stream, first roll stratified by trial); the
// rollouts that people ask for (the command line, the position page) are rollout-trials.ts's,
// over the same `playOut`.
//
// Variance: the first roll is stratified (trial t gets the t-th of the 36 ordered rolls, so 36
// trials see each roll in its true share), the cheapest of gnubg's reductions. A trial stops
// early where the evaluator is exact or nearly so (both sides in the one-sided bear-off
// database's range, bearoff.ts) or after `truncate` single moves, and takes the evaluator's
// probabilities there.

import {
  ALL_ROLLS,
  type Dice,
  type Die,
  type Position,
  rollDice,
  swapSides,
  type VariantKey,
} from '@ludus/backgammon';
import { inBearoffRange } from './bearoff';
import { type Evaluator, finishedGame } from './evaluator';
import { Lookahead, type RollOutcome } from './lookahead';
import { invert, type Probabilities } from './probabilities';
import { diceFrom, type RandomSource } from './rng';
import { afterPlay } from './search';

export interface RolloutOptions {
  readonly variant: VariantKey;
  /** Games played out; a multiple of 36 gives every first roll its exact share. */
  readonly trials: number;
  /** The dice of every trial after its first roll. */
  readonly random: RandomSource;
  /** Single moves after which a trial is judged by the evaluator (default: to the end). */
  readonly truncate?: number;
}

/** The t-th of the 36 ordered rolls (1-1, 1-2, …, 6-6). */
function stratifiedRoll(trial: number): Dice {
  const k = trial % 36;
  return [(Math.floor(k / 6) + 1) as Die, ((k % 6) + 1) as Die];
}

/** Probabilities for the side on roll of `position`, before it rolls, averaged over the trials. */
export function rollout(
  evaluator: Evaluator,
  position: Position,
  options: RolloutOptions,
): Probabilities {
  const dice = diceFrom(options.random);
  const sum = [0, 0, 0, 0, 0];
  const lookahead = new Lookahead(evaluator, options.variant);
  for (let trial = 0; trial < options.trials; trial++) {
    const roll = (move: number) => (move === 0 ? stratifiedRoll(trial) : rollDice(dice));
    const p = playOut(evaluator, position, options, roll, lookahead);
    for (let i = 0; i < 5; i++) sum[i] = (sum[i] ?? 0) + (p[i] ?? 0);
  }
  return sum.map((x) => x / Math.max(options.trials, 1)) as unknown as Probabilities;
}

/** How one trial is played: where it stops, and whether its luck is taken out. */
export interface PlayOutOptions {
  readonly variant: VariantKey;
  /** Single moves after which the trial is judged by the evaluator (default: to the end). */
  readonly truncate?: number;
  /** Stop where both sides are in the bear-off database's range (default true). */
  readonly bearoffStop?: boolean;
  /** Subtract each roll's luck (rollout-trials.ts, "Variance reduction"); default false. */
  readonly varianceReduction?: boolean;
}

/** The weighted sum of a 1-ply pass's rolls, as Lookahead.evaluateAhead adds it (same bits). */
function meanOf(outcomes: readonly RollOutcome[]): Probabilities {
  const sum = [0, 0, 0, 0, 0];
  for (const { weight, probabilities: p } of outcomes) {
    for (let i = 0; i < 5; i++) sum[i] = (sum[i] ?? 0) + weight * (p[i] ?? 0);
  }
  return sum as unknown as Probabilities;
}

/** The index in ALL_ROLLS (Lookahead.rollOutcomes's order) of `dice`, in either order. */
function rolledIndex(dice: Dice): number {
  return ALL_ROLLS.findIndex(
    ([a, b]) => (a === dice[0] && b === dice[1]) || (a === dice[1] && b === dice[0]),
  );
}

/**
 * What watches a trial besides its cubeless result: the cube of a cubeful rollout (rollout-cube.ts),
 * which rides along without changing the trial's plays or dice.
 */
export interface TrialObserver {
  /** Before the roll of `move`: the side on roll of `position` (the root's side or not). */
  beforeRoll(position: Position, move: number, rootOnRoll: boolean): void;
  /**
   * Before a roll whose luck is taken out (variance reduction only): every roll's outcome of the
   * 1-ply pass, the one about to be played (its index), and whether the root's side rolls.
   */
  luck(outcomes: readonly RollOutcome[], rolled: number, rootOnRoll: boolean): void;
  /** The trial ends: the side on roll's probabilities, a finished game's or the evaluator's. */
  end(position: Position, p: Probabilities, rootOnRoll: boolean, finished: boolean): void;
}

/**
 * One trial: probabilities for the side on roll of `start` (exactly 0/1 when played to the end
 * without variance reduction). With variance reduction, each roll's luck — the 0-ply value after
 * the roll's best play less the mean of that over the 36 rolls (the 1-ply value before it) — is
 * subtracted, each for the root's side; its mean is zero, so the trials' mean stays unbiased.
 */
export function playOut(
  evaluator: Evaluator,
  start: Position,
  options: PlayOutOptions,
  roll: (move: number) => Dice,
  lookahead: Lookahead = new Lookahead(evaluator, options.variant),
  observer?: TrialObserver,
): Probabilities {
  const { variant } = options;
  const truncate = options.truncate ?? Number.POSITIVE_INFINITY;
  const luck = [0, 0, 0, 0, 0];
  let position = start;
  let rootOnRoll = true;
  const forRoot = (p: Probabilities, rootsSide: boolean) => (rootsSide ? p : invert(p));
  const result = (p: Probabilities): Probabilities =>
    p.map((x, i) => x - (luck[i] ?? 0)) as unknown as Probabilities;
  for (let move = 0; ; move++) {
    const over = finishedGame(position, variant);
    if (over) {
      observer?.end(position, over, rootOnRoll, true);
      return result(forRoot(over, rootOnRoll));
    }
    const inRange = (options.bearoffStop ?? true) && inBearoffRange(position);
    if (move >= truncate || inRange) {
      const judged = evaluator.evaluate(position, variant);
      observer?.end(position, judged, rootOnRoll, false);
      return result(forRoot(judged, rootOnRoll));
    }
    observer?.beforeRoll(position, move, rootOnRoll);
    // The 1-ply pass first: it judges every roll's plays, so the roll's own best play below
    // comes from the look-ahead's cache. An observer reads it roll by roll (the same mean).
    const outcomes =
      options.varianceReduction && observer ? lookahead.rollOutcomes(position) : undefined;
    const mean = outcomes
      ? meanOf(outcomes)
      : options.varianceReduction
        ? lookahead.evaluateAhead(position, 1)
        : undefined;
    const dice = roll(move);
    const best = lookahead.bestPlay(position, dice);
    if (outcomes) observer?.luck(outcomes, rolledIndex(dice), rootOnRoll);
    if (mean) {
      // No legal play: the turn is lost, and the value is the unchanged board's, opponent on roll.
      const after = best ? best.probabilities : afterPlay(evaluator, position, variant);
      const a = forRoot(after, rootOnRoll);
      const m = forRoot(mean, rootOnRoll);
      for (let i = 0; i < 5; i++) luck[i] = (luck[i] ?? 0) + (a[i] ?? 0) - (m[i] ?? 0);
    }
    // No legal play: the turn is lost (rules file, "Common to every variant").
    position = swapSides(best ? best.after : position);
    rootOnRoll = !rootOnRoll;
  }
}
