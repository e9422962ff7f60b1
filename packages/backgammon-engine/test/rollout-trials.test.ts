// The rollouts people ask for (src/rollout-trials.ts): trials that split and combine exactly,
// the quasi-random first two rolls, the seed, truncation, the exact bear-off value recovered,
// and the variance reduction's effect on the standard error.
import { startPosition } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { defaultNets } from '../src/default-nets';
import { NeuralEvaluator } from '../src/evaluator';
import { cubelessEquity } from '../src/probabilities';
import {
  combineSums,
  NO_TRIALS,
  type RolloutSettings,
  rolloutResult,
  rolloutTrials,
  TrialDice,
} from '../src/rollout-trials';
import { position } from './boards';

const nets = new NeuralEvaluator(defaultNets());
const start = startPosition('backgammon');
const settings = (extra: Partial<RolloutSettings> = {}): RolloutSettings => ({
  variant: 'backgammon',
  seed: 1,
  truncate: 4,
  ...extra,
});

describe('rolloutTrials', () => {
  it('gives the same sums whether the trials run in one go or in parts, in any order', () => {
    const whole = rolloutTrials(nets, start, settings(), 0, 30);
    const a = rolloutTrials(nets, start, settings(), 0, 7);
    const b = rolloutTrials(nets, start, settings(), 7, 16);
    const c = rolloutTrials(nets, start, settings(), 23, 7);
    expect(combineSums(combineSums(a, b), c)).toEqual(whole);
    expect(combineSums(c, combineSums(b, combineSums(a, NO_TRIALS)))).toEqual(whole);
    expect(rolloutResult(combineSums(a, combineSums(b, c)), 'backgammon')).toEqual(
      rolloutResult(whole, 'backgammon'),
    );
  });

  it('sees every pair of first two rolls once in 1296 trials, the pairing set by the seed', () => {
    const pairs = (seed: number) => {
      const dice = new TrialDice(seed);
      return Array.from({ length: 1296 }, (_, t) => {
        const roll = dice.forTrial(t);
        return `${roll(0).join('')}-${roll(1).join('')}`;
      });
    };
    const one = pairs(1);
    expect(new Set(one).size).toBe(1296);
    // Any 36 consecutive trials see each first roll once.
    expect(new Set(one.slice(100, 136).map((p) => p.slice(0, 2))).size).toBe(36);
    expect(pairs(2)).not.toEqual(one);
    expect(new Set(pairs(2)).size).toBe(1296);
  });

  it('repeats for the same seed and differs for another', () => {
    const first = rolloutTrials(nets, start, settings({ seed: 7 }), 0, 20);
    expect(rolloutTrials(nets, start, settings({ seed: 7 }), 0, 20)).toEqual(first);
    expect(rolloutTrials(nets, start, settings({ seed: 8 }), 0, 20)).not.toEqual(first);
  });

  it('judges every trial by the evaluator at once when truncated at 0', () => {
    const result = rolloutResult(
      rolloutTrials(nets, start, settings({ truncate: 0 }), 0, 5),
      'backgammon',
    );
    const p = nets.evaluate(start, 'backgammon');
    for (let i = 0; i < 5; i++)
      expect(Math.abs((result.probabilities[i] ?? 0) - (p[i] ?? 0))).toBeLessThan(1e-6);
    expect(result.stderr.equity).toBeLessThan(1e-6);
    expect(result.equity).toBeCloseTo(cubelessEquity(result.probabilities), 12);
  });

  it('finds the exact bear-off value, within 3 standard errors, playing each trial to the end', () => {
    // Both sides in the exact two-sided database; the trials do not stop there (bearoffStop off),
    // so the dice really decide each one.
    const race = position({ 4: 2, 2: 1, 1: 1 }, { 5: 1, 3: 2, 1: 1 });
    const exact = nets.evaluate(race, 'backgammon')[0];
    const run = (varianceReduction: boolean) =>
      rolloutResult(
        rolloutTrials(
          nets,
          race,
          { variant: 'backgammon', seed: 3, bearoffStop: false, varianceReduction },
          0,
          144,
        ),
        'backgammon',
      );
    const plain = run(false);
    expect(plain.stderr.probabilities[0]).toBeGreaterThan(0.01);
    expect(Math.abs(plain.probabilities[0] - exact)).toBeLessThan(
      3 * plain.stderr.probabilities[0],
    );
    // With the luck taken out by an exact evaluator, each trial is the exact value itself.
    const reduced = run(true);
    expect(Math.abs(reduced.probabilities[0] - exact)).toBeLessThan(1e-4);
    expect(reduced.stderr.probabilities[0]).toBeLessThan(plain.stderr.probabilities[0] / 10);
  });

  it('has a smaller standard error with variance reduction than without, on the same trials', () => {
    // Measured (docs/benchmarks.md): equity stderr 0.0465 without, 0.0050 with, 36 trials of the
    // opening truncated after 6 moves.
    const run = (varianceReduction: boolean) =>
      rolloutResult(
        rolloutTrials(nets, start, settings({ truncate: 6, varianceReduction }), 0, 36),
        'backgammon',
      );
    const plain = run(false);
    const reduced = run(true);
    expect(reduced.stderr.equity).toBeLessThan(plain.stderr.equity / 2);
    expect(Math.abs(reduced.equity - plain.equity)).toBeLessThan(3 * plain.stderr.equity);
  });
});
