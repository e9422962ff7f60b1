// Rollouts: the cubeless probabilities of a position for its side on roll, estimated by playing
// it out many times with seeded dice, both sides choosing their plays at 0-ply, as GNU
// Backgammon's rollouts do. A look-ahead's leaves are the nets' own estimates, so labels made
// from it keep whatever lean the nets have (the cube benchmark's `--bias`: too few wins for the
// side on roll in contact); a played-out game ends in a result, so a rollout's average is
// unbiased with respect to the engine's own play and can teach the nets what the look-ahead
// cannot. Training labels from rollouts are what the issue's "supervised training on positions
// rolled out by our own engine" asks for (training/label.ts --rollout).
//
// Variance: the first roll is stratified (trial t gets the t-th of the 36 ordered rolls, so 36
// trials see each roll in its true share), the cheapest of gnubg's reductions. A trial stops
// early where the evaluator is exact or nearly so (both sides in the one-sided bear-off
// database's range, bearoff.ts) or after `truncate` single moves, and takes the evaluator's
// probabilities there.

import {
  type Dice,
  type Die,
  type Position,
  rollDice,
  swapSides,
  type VariantKey,
} from '@ludus/backgammon';
import { inBearoffRange } from './bearoff';
import { type Evaluator, finishedGame } from './evaluator';
import { invert, type Probabilities } from './probabilities';
import { diceFrom, type RandomSource } from './rng';
import { scorePlays } from './search';

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
  for (let trial = 0; trial < options.trials; trial++) {
    const p = playOut(evaluator, position, options, (move) =>
      move === 0 ? stratifiedRoll(trial) : rollDice(dice),
    );
    for (let i = 0; i < 5; i++) sum[i] = (sum[i] ?? 0) + (p[i] ?? 0);
  }
  return sum.map((x) => x / Math.max(options.trials, 1)) as unknown as Probabilities;
}

/** One trial: probabilities for the side on roll of `start` (exactly 0/1 when played to the end). */
function playOut(
  evaluator: Evaluator,
  start: Position,
  options: RolloutOptions,
  roll: (move: number) => Dice,
): Probabilities {
  const { variant } = options;
  const truncate = options.truncate ?? Number.POSITIVE_INFINITY;
  let position = start;
  let rootOnRoll = true;
  const forRoot = (p: Probabilities, rootsSide: boolean) => (rootsSide ? p : invert(p));
  for (let move = 0; ; move++) {
    const over = finishedGame(position, variant);
    if (over) return forRoot(over, rootOnRoll);
    if (move >= truncate || inBearoffRange(position)) {
      return forRoot(evaluator.evaluate(position, variant), rootOnRoll);
    }
    const best = scorePlays(evaluator, position, roll(move), variant)[0];
    // No legal play: the turn is lost (rules file, "Common to every variant").
    position = swapSides(best ? best.play.after : position);
    rootOnRoll = !rootOnRoll;
  }
}
