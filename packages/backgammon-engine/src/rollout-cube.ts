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
// Variance reduction: each roll's cubeless luck for the root (rollout.ts playOut), scaled by
// the cube's value at that roll over the starting cube (0 once a double is passed), is taken
// off the cubeful result. The scale is fixed before the roll and each luck term has mean zero
// over the roll's dice, so every subtracted term has mean zero and the estimate stays unbiased;
// the scale is an approximation of how much a roll's luck moves the cubeful value (it ignores
// the cube's leverage near the cash and take points), so it takes out less of the spread than
// the cubeless reduction does.

import type { Position } from '@ludus/backgammon';
import { equityScale } from './analysis';
import { analyseCube, type CubeOwner, doubledValue, mayDoubleIn, worthFunction } from './cube';
import { doublerContext, type GameContext, positionEfficiency } from './engine';
import type { Evaluator } from './evaluator';
import { cubelessEquity, type Probabilities } from './probabilities';
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

  constructor(
    private readonly root: GameContext,
    private readonly start: CubeStart,
  ) {
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

  addLuck(equity: number): void {
    if (this.settled === null) this.luck += (this.value / this.root.cubeValue) * equity;
  }

  /** The trial's end: a finished game scored at the cube, or the cube model's value at a stop. */
  end(position: Position, p: Probabilities, rootOnRoll: boolean, finished: boolean): void {
    if (this.settled !== null) return;
    const context = this.contextFor(rootOnRoll);
    if (finished) {
      const jacoby =
        context.stakes.kind === 'money' && context.stakes.jacoby && this.holder === 'centred';
      // A finished game's probabilities are 0 or 1: the equity is the points (±1, ±2, ±3).
      const points = jacoby ? 2 * p[0] - 1 : cubelessEquity(p, context.variant);
      this.settled = worthFunction(context.stakes)(points * this.value);
    } else {
      const analysis = analyseCube(p, { ...context, efficiency: positionEfficiency(position) });
      const holds = this.first && this.start !== 'free';
      this.settled = analysis.double && !holds ? doubledValue(analysis) : analysis.noDouble;
    }
    this.settled = this.forRoot(this.settled, rootOnRoll);
  }

  /** The trial's cubeful result, normalised at the root's cube, less the luck when asked. */
  result(varianceReduction: boolean): number {
    const value = equityScale(this.root).normaliseCube(this.settled ?? 0);
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
    luck(equity) {
      for (const c of cubes) c.addLuck(equity);
    },
    end(position, p, rootOnRoll, finished) {
      for (const c of cubes) c.end(position, p, rootOnRoll, finished);
    },
  };
  return { observer, results: (reduced) => cubes.map((c) => c.result(reduced)) };
}
