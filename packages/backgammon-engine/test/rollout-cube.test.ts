// Cubeful rollouts (src/rollout-cube.ts through src/rollout-trials.ts): last-roll positions whose
// cubeful values are known exactly (a dead cube, a double the opponent must pass, a cube action
// played out both ways), the Crawford game without a cube, the match's EMG as the analysis has
// it, the cubeless figures unchanged by the cube, exact sums over parts, and the luck adjustment.
import { startPosition } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { equityScale } from '../src/analysis';
import { matchValuation, mayDoubleIn } from '../src/cube';
import { defaultNets } from '../src/default-nets';
import { type GameContext, MONEY_GAME } from '../src/engine';
import { NeuralEvaluator } from '../src/evaluator';
import { cubeActionAt } from '../src/hint';
import { standingContext } from '../src/match-context';
import type { RolloutCube } from '../src/rollout-cube';
import {
  CUBE_ACTION_STARTS,
  combineSums,
  cubeActionResult,
  cubefulResults,
  NO_TRIALS,
  type RolloutSettings,
  rolloutResult,
  rolloutTrials,
} from '../src/rollout-trials';
import { position } from './boards';

const nets = new NeuralEvaluator(defaultNets());
const start = startPosition('backgammon');

/** Two checkers on the 4-point against one on the 1-point: 11 of the 36 rolls win (4-4 … 6-6). */
const ELEVEN = position({ 4: 2 }, { 1: 1 });
/** Checkers on the 4- and 1-points against one on the 1-point: 29 of 36 rolls bear both off. */
const TWENTY_NINE = position({ 4: 1, 1: 1 }, { 1: 1 });

/** Played to the end, luck left in: each trial's value is the game's result, exactly. */
const exact = (cube: RolloutCube): RolloutSettings => ({
  variant: 'backgammon',
  seed: 1,
  bearoffStop: false,
  varianceReduction: false,
  cube,
});

/** 36 trials see each first roll once: a last-roll position's mean is its exact value. */
const run36 = (pos = ELEVEN, cube: RolloutCube = { context: MONEY_GAME, starts: ['free'] }) =>
  rolloutTrials(nets, pos, exact(cube), 0, 36);

const action = (context: GameContext): RolloutCube => ({ context, starts: CUBE_ACTION_STARTS });

function match(myScore: number, opponentScore: number, crawford: boolean): GameContext {
  return standingContext({
    variant: 'backgammon',
    cubeValue: 1,
    owner: 'centred',
    matchLength: 5,
    myScore,
    opponentScore,
    crawford,
    jacoby: false,
    beavers: false,
  });
}

describe('cubeful rollouts of last-roll positions', () => {
  it('equal the cubeless figures where the cube is dead: 11 rolls of 36 win, −14/36', () => {
    const sums = run36();
    expect(rolloutResult(sums, 'backgammon').equity).toBeCloseTo(-14 / 36, 12);
    // Doubling gains nothing (the opponent takes and wins the rest); a miss is lost either way.
    expect(cubefulResults(sums)).toEqual([{ equity: -14 / 36, stderr: expect.any(Number) }]);
  });

  it('rolls out no double and double/take of a cube action: no double, take', () => {
    const result = cubeActionResult(run36(ELEVEN, action(MONEY_GAME)));
    expect(result.noDouble.equity).toBe(-14 / 36);
    expect(result.doubleTake.equity).toBe(-28 / 36);
    expect(result.doublePass).toBe(1);
    expect(result).toMatchObject({ proper: 'no-double', response: 'take' });
  });

  it('doubles a 29-in-36 favourite out: the opponent passes, +1 for the doubler in every trial', () => {
    const free = run36(TWENTY_NINE);
    expect(rolloutResult(free, 'backgammon').equity).toBeCloseTo(22 / 36, 12);
    expect(cubefulResults(free)).toEqual([{ equity: 1, stderr: 0 }]);
    const result = cubeActionResult(run36(TWENTY_NINE, action(MONEY_GAME)));
    expect(result.noDouble.equity).toBe(22 / 36);
    expect(result.doubleTake.equity).toBe(44 / 36);
    expect(result).toMatchObject({ proper: 'double', response: 'pass', doublePass: 1 });
  });

  it('counts a sure win as one point whether doubled or not; the take would lose two', () => {
    const sure = cubeActionResult(run36(position({ 1: 2 }, { 6: 1 }), action(MONEY_GAME)));
    expect(sure.noDouble).toEqual({ equity: 1, stderr: 0 });
    expect(sure.doubleTake).toEqual({ equity: 2, stderr: 0 });
    expect(sure.response).toBe('pass');
  });

  it('plays on for a sure gammon (too good); under the Jacoby rule the centred cube counts one', () => {
    const gammon = position({ 1: 2 }, { 12: 15 });
    const money = cubeActionResult(run36(gammon, action(MONEY_GAME)));
    expect(money.noDouble.equity).toBe(2);
    expect(money.doubleTake.equity).toBe(4);
    expect(money).toMatchObject({ proper: 'too-good', response: 'pass' });
    const stakes = { kind: 'money', jacoby: true, beavers: false } as const;
    const jacoby = cubeActionResult(run36(gammon, action({ ...MONEY_GAME, stakes })));
    expect(jacoby.noDouble.equity).toBe(1);
    expect(jacoby.doubleTake.equity).toBe(4);
  });

  it('normalises to the starting cube: the same figures with the cube at 4 on the root’s side', () => {
    const owned = { ...MONEY_GAME, cubeValue: 4, owner: 'me' as const };
    const result = cubeActionResult(run36(TWENTY_NINE, action(owned)));
    expect(result.noDouble.equity).toBe(22 / 36);
    expect(result.doubleTake.equity).toBe(44 / 36);
  });

  it('turns no cube in the Crawford game: the dead cube’s match equity', () => {
    const crawford = match(2, 4, true);
    expect(mayDoubleIn(crawford)).toBe(false);
    const sums = run36(TWENTY_NINE, { context: crawford, starts: ['free'] });
    const p = rolloutResult(sums, 'backgammon').probabilities;
    if (crawford.stakes.kind !== 'match') throw new Error('money');
    const dead = equityScale(crawford).normaliseCube(
      matchValuation(crawford.stakes, 1, 'backgammon')(p),
    );
    expect(cubefulResults(sums)[0]?.equity).toBeCloseTo(dead, 4);
    // After the Crawford game the trailer's double is live, and the figure is another.
    const after = cubefulResults(
      run36(TWENTY_NINE, { context: match(2, 4, false), starts: ['free'] }),
    );
    expect(Math.abs((after[0]?.equity ?? 0) - dead)).toBeGreaterThan(0.01);
  });
});

describe('cubeful rollouts', () => {
  const truncated = (cube: RolloutCube, extra: Partial<RolloutSettings> = {}): RolloutSettings => ({
    variant: 'backgammon',
    seed: 1,
    truncate: 4,
    cube,
    ...extra,
  });

  it('judge a trial cut at once by the cube model, as the position page’s 0-ply cube analysis', () => {
    for (const context of [MONEY_GAME, match(1, 2, false)]) {
      const sums = rolloutTrials(nets, start, truncated(action(context), { truncate: 0 }), 0, 2);
      const { noDouble, doubleTake } = cubeActionResult(sums);
      const { cube } = cubeActionAt(nets, start, context, 0);
      expect(Math.abs(noDouble.equity - cube.noDouble)).toBeLessThan(2 ** -13);
      expect(Math.abs(doubleTake.equity - cube.doubleTake)).toBeLessThan(2 ** -13);
    }
  });

  it('keep the cubeless rollout’s dice and plays: its cubeless sums are the cubeless run’s', () => {
    const cubeless = rolloutTrials(
      nets,
      start,
      { variant: 'backgammon', seed: 1, truncate: 4 },
      0,
      12,
    );
    const cubeful = rolloutTrials(nets, start, truncated(action(match(0, 0, false))), 0, 12);
    expect(cubeful.sums.slice(0, 6)).toEqual(cubeless.sums);
    expect(cubeful.squares.slice(0, 6)).toEqual(cubeless.squares);
    expect(cubeful.sums).toHaveLength(8);
  });

  it('give the same sums in one run or in parts, in any order', () => {
    const settings = truncated(action(MONEY_GAME));
    const whole = rolloutTrials(nets, start, settings, 0, 24);
    const a = rolloutTrials(nets, start, settings, 0, 5);
    const b = rolloutTrials(nets, start, settings, 5, 13);
    const c = rolloutTrials(nets, start, settings, 18, 6);
    expect(combineSums(combineSums(NO_TRIALS, a), combineSums(b, c))).toEqual(whole);
    expect(combineSums(c, combineSums(b, a))).toEqual(whole);
    expect(cubeActionResult(combineSums(a, combineSums(c, b)))).toEqual(cubeActionResult(whole));
  });

  it('have a smaller standard error with the luck taken out, and agree with the plain run', () => {
    const run = (varianceReduction: boolean) =>
      cubefulResults(
        rolloutTrials(
          nets,
          start,
          truncated({ context: MONEY_GAME, starts: ['free'] }, { truncate: 6, varianceReduction }),
          0,
          72,
        ),
      )[0] ?? { equity: 0, stderr: 0 };
    const plain = run(false);
    const reduced = run(true);
    // Measured: 0.0065 against 0.0448 (docs/benchmarks.md, "Cubeful rollouts").
    expect(reduced.stderr).toBeLessThan(plain.stderr / 4);
    expect(Math.abs(reduced.equity - plain.equity)).toBeLessThan(3 * plain.stderr);
  });
});
