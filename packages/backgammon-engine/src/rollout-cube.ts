// The cube in a rollout's trials (rollout-trials.ts, "Cubeful"): it rides along a trial whose
// plays and dice are the cubeless trial's own, so one trial gives its cubeless figures and, for
// each way the cube starts, a cubeful result; a cube-action rollout ("no double" and "double,
// take") is one run of trials with two cubes.
//
// Decisions: before each roll the side on roll doubles when the engine's cube decision (cube.ts
// analyseCube, Janowski's model) on the 0-ply probabilities says so, and the other side takes or
// passes as the same decision says: 0-ply as GNU Backgammon's rollouts decide the cube by
// default, one net evaluation a turn where a cube is available. No beavers (a beaver answer is a
// take; the rules' money option is not rolled out), and the Jacoby rule of the Match ID counts:
// gammons are single games while the cube is centred (rules file, "Money-game options that users
// expect"). In a match the score and the Crawford game hold for the whole trial (it is one
// game): no doubling in the Crawford game (rules file, "Backgammon").
//
// A trial's cubeful result is for the root's side: the points won times the cube, normalised by
// the starting cube (money), or the match winning chance turned into EMG as the analysis does it
// (analysis.ts equityScale), for the cube as the rollout starts. Where a trial is cut short
// (truncated, or both sides in the bear-off database's range) it is judged by the same cube
// model on the evaluator's probabilities: the cubeful value of the side on roll, doubling if
// the model says so. Plays stay the cubeless trial's (0-ply, cubeless money): the cube does not
// change how checkers are played, an approximation the cubeless rollout makes at scores too.
//
// Variance reduction, GNU Backgammon's idea in cubeful terms: each roll's luck is the cubeful
// value after the roll's best play less the mean of that over the 36 rolls, taken off the
// trial's cubeful result. The value after a roll is what a trial cut there would score: the cube
// model's value for the next side on roll on the 0-ply probabilities (its own double counted),
// with the cube as it stands (a finished game: its points). It depends only on the roll and on
// what was known before it, so each luck term has mean zero over the dice and the estimate stays
// unbiased; once a double is passed no luck is counted. The 1-ply pass behind it is the
// cubeless reduction's own (Lookahead.rollOutcomes), so it costs the cube model's arithmetic on
// the 21 rolls' after-positions and nothing of the nets.

import { type Position, swapSides } from '@ludus/backgammon';
import { equityScale } from './analysis';
import { analyseCube, type CubeOwner, doubledValue, mayDoubleIn, worthFunction } from './cube';
import { doublerContext, type GameContext, positionEfficiency } from './engine';
import { type Evaluator, finishedGame } from './evaluator';
import type { RollOutcome } from './lookahead';
import { cubelessEquity, invert, type Probabilities } from './probabilities';
import type { TrialObserver } from './rollout';

/**
 * How the cube starts at the root: `free`, the root's side decides its cube before its first roll
 * as in the rest of the trial; `no-double`, it holds the cube this turn; `double-take`, it has
 * doubled and the opponent took (the cube at twice its value, the opponent's).
 */
export type CubeStart = 'free' | 'no-double' | 'double-take';

/** A cubeful rollout: the game around the root (its side on roll) and the cubes to follow. */
export interface RolloutCube {
  readonly context: GameContext;
  readonly starts: readonly CubeStart[];
}

/** The cube's side in a trial: the root's, the other's, or the middle. */
type Holder = 'root' | 'other' | 'centred';

const holderOf = (owner: CubeOwner): Holder =>
  owner === 'me' ? 'root' : owner === 'opponent' ? 'other' : 'centred';

/** One cube through one trial. */
class TrialCube {
  private value: number;
  private holder: Holder;
  /** The root's value (money points or match winning chance) once the trial is settled. */
  private settled: number | null = null;
  private luck = 0;
  /** No roll yet: a trial stopped at once keeps the start's hold on the cube. */
  private first = true;
  /** Root values (money points, match winning chance) to normalised EMG at the root's cube. */
  private readonly normalise: (value: number) => number;

  constructor(
    private readonly root: GameContext,
    private readonly start: CubeStart,
  ) {
    this.normalise = equityScale(root).normaliseCube;
    const doubled = start === 'double-take';
    this.value = doubled ? 2 * root.cubeValue : root.cubeValue;
    this.holder = doubled ? 'other' : holderOf(root.owner);
  }

  /** The game as the side on roll sees it now. */
  private contextFor(rootOnRoll: boolean): GameContext {
    const owner: CubeOwner =
      this.holder === 'centred' ? 'centred' : this.holder === 'root' ? 'me' : 'opponent';
    const context = { ...this.root, cubeValue: this.value, owner };
    return rootOnRoll ? context : doublerContext(context);
  }

  /** A value for the side on roll, as the root's (money points are zero-sum, chances sum to 1). */
  private forRoot(value: number, rootOnRoll: boolean): number {
    if (rootOnRoll) return value;
    return this.root.stakes.kind === 'money' ? -value : 1 - value;
  }

  /** Before a roll: the side on roll doubles if the engine would, and the answer is played. */
  decide(position: Position, rootOnRoll: boolean, p: () => Probabilities): void {
    const first = this.first;
    this.first = false;
    if (this.settled !== null || (first && this.start !== 'free')) return;
    const context = this.contextFor(rootOnRoll);
    if (!mayDoubleIn(context)) return;
    const analysis = analyseCube(p(), { ...context, efficiency: positionEfficiency(position) });
    if (!analysis.double) return;
    if (analysis.response === 'pass') {
      this.settled = this.forRoot(analysis.doublePass, rootOnRoll);
      return;
    }
    this.value *= 2;
    this.holder = rootOnRoll ? 'other' : 'root';
  }

  /** A roll's cubeful luck (normalised): the value after the rolled one less the mean. */
  addLuck(outcomes: readonly RollOutcome[], rolled: number, rootOnRoll: boolean): void {
    if (this.settled !== null) return;
    const after = outcomes.map(({ probabilities, after }) => {
      // The next side on roll, the mover's opponent, before its roll.
      const next = swapSides(after);
      const over = finishedGame(next, this.root.variant);
      const p = over ?? invert(probabilities);
      return this.normalise(this.valueAt(next, p, !rootOnRoll, over !== undefined, false));
    });
    const mean = outcomes.reduce((sum, o, i) => sum + o.weight * (after[i] ?? 0), 0);
    this.luck += (after[rolled] ?? mean) - mean;
  }

  /**
   * The root's value where a trial stops with `rootOnRoll`'s side on roll (its probabilities
   * `p`): a finished game's points at the cube, else the cube model's, that side doubling if
   * the model says so (unless it `holds` the cube this turn).
   */
  private valueAt(
    position: Position,
    p: Probabilities,
    rootOnRoll: boolean,
    finished: boolean,
    holds: boolean,
  ): number {
    const context = this.contextFor(rootOnRoll);
    if (finished) {
      const jacoby =
        context.stakes.kind === 'money' && context.stakes.jacoby && this.holder === 'centred';
      // A finished game's probabilities are 0 or 1: the equity is the points (±1, ±2, ±3).
      const points = jacoby ? 2 * p[0] - 1 : cubelessEquity(p, context.variant);
      return this.forRoot(worthFunction(context.stakes)(points * this.value), rootOnRoll);
    }
    const analysis = analyseCube(p, { ...context, efficiency: positionEfficiency(position) });
    const value = analysis.double && !holds ? doubledValue(analysis) : analysis.noDouble;
    return this.forRoot(value, rootOnRoll);
  }

  /** The trial's end: a finished game scored at the cube, or the cube model's value at a stop. */
  end(position: Position, p: Probabilities, rootOnRoll: boolean, finished: boolean): void {
    if (this.settled !== null) return;
    const holds = this.first && this.start !== 'free';
    this.settled = this.valueAt(position, p, rootOnRoll, finished, holds);
  }

  /** The trial's cubeful result, normalised at the root's cube, less the luck when asked. */
  result(varianceReduction: boolean): number {
    const value = this.normalise(this.settled ?? 0);
    return varianceReduction ? value - this.luck : value;
  }
}

/** The cubes of one trial, watching it (rollout.ts playOut), and their results when it ends. */
export function trialCubes(
  evaluator: Evaluator,
  cube: RolloutCube,
): { readonly observer: TrialObserver; readonly results: (reduced: boolean) => number[] } {
  // Beavers are not rolled out: a beaver answer counts as a take.
  const stakes =
    cube.context.stakes.kind === 'money'
      ? { ...cube.context.stakes, beavers: false }
      : cube.context.stakes;
  const root = { ...cube.context, stakes };
  const cubes = cube.starts.map((start) => new TrialCube(root, start));
  const observer: TrialObserver = {
    beforeRoll(position, _move, rootOnRoll) {
      let p: Probabilities | undefined;
      const probabilities = () => {
        p ??= evaluator.evaluate(position, root.variant);
        return p;
      };
      for (const c of cubes) c.decide(position, rootOnRoll, probabilities);
    },
    luck(outcomes, rolled, rootOnRoll) {
      for (const c of cubes) c.addLuck(outcomes, rolled, rootOnRoll);
    },
    end(position, p, rootOnRoll, finished) {
      for (const c of cubes) c.end(position, p, rootOnRoll, finished);
    },
  };
  return { observer, results: (reduced) => cubes.map((c) => c.result(reduced)) };
}
