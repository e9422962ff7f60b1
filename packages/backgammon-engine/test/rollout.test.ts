// Rollouts (src/rollout.ts): whose side the result belongs to, where a trial stops, stratified
// first rolls, and reproducibility from the seed.
import { type Position, startPosition, swapSides } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { defaultNets } from '../src/default-nets';
import { type Evaluator, NeuralEvaluator } from '../src/evaluator';
import type { Probabilities } from '../src/probabilities';
import { seededRandom } from '../src/rng';
import { rollout } from '../src/rollout';
import { evaluateAhead } from '../src/search';
import { position } from './boards';

const nets = new NeuralEvaluator(defaultNets());
const options = (seed: number, trials: number, truncate?: number) => ({
  variant: 'backgammon' as const,
  trials,
  random: seededRandom(seed),
  ...(truncate === undefined ? {} : { truncate }),
});

/** An evaluator that counts its calls and answers a fixed, recognisable guess. */
function countingEvaluator(answer: Probabilities): Evaluator & { calls: number } {
  const counter = {
    calls: 0,
    evaluate: () => {
      counter.calls++;
      return answer;
    },
  };
  return counter;
}

describe('rollout', () => {
  it('wins outright when the side on roll bears off its last checker with any roll', () => {
    // Its last checker on its 1-point; the opponent still has one far from home (not a bear-off
    // position, so the trials are really played) and has borne off 14: a single game.
    const p = rollout(nets, position({ 1: 1 }, { 13: 1 }), options(1, 36));
    expect(p).toEqual([1, 0, 0, 0, 0]);
  });

  it('loses when the opponent bears off next whatever the side on roll does', () => {
    // Three checkers on its 13-point cannot all come home and off in one roll; the opponent's
    // last checker is on its 1-point. The side on roll has borne off 12: no gammon.
    const p = rollout(nets, position({ 13: 3 }, { 1: 1 }), options(2, 36));
    expect(p).toEqual([0, 0, 0, 0, 0]);
  });

  it('counts a gammon that every trial ends in', () => {
    // The opponent has borne off nothing and cannot before the side on roll's last checker goes.
    const p = rollout(nets, position({ 1: 1 }, { 24: 15 }), options(3, 36));
    expect(p).toEqual([1, 1, 1, 0, 0]);
  });

  it('stops at once in the bear-off database range and after `truncate` moves', () => {
    const guess: Probabilities = [0.25, 0, 0, 0, 0];
    const inRange = countingEvaluator(guess);
    expect(rollout(inRange, position({ 1: 2, 6: 1 }, { 2: 2 }), options(4, 36))).toEqual(guess);
    expect(inRange.calls).toBe(36);
    // Truncated after one move each: the evaluator judges the position after it from the other
    // side, so its 0.25 comes back as 0.75 for the side on roll.
    const truncated = countingEvaluator(guess);
    const p = rollout(truncated, startPosition('backgammon'), options(5, 36, 1));
    expect(p[0]).toBeCloseTo(0.75, 12);
  });

  it('passes the turn unchanged when the side on roll cannot enter (rules file, "Common to every variant")', () => {
    // On the bar against a closed board: no roll has a legal play, so after one move the
    // evaluator judges the very same board from the opponent's side.
    const blocked = position({ 25: 1, 6: 14 }, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3 });
    const seen: Position[] = [];
    const recorder: Evaluator = {
      evaluate: (judged) => {
        seen.push(judged);
        return [0.5, 0, 0, 0, 0];
      },
    };
    rollout(recorder, blocked, options(10, 36, 1));
    expect(seen).toHaveLength(36);
    for (const judged of seen) expect(judged).toEqual(swapSides(blocked));
  });

  it('gives every trial of 36 its own first roll', () => {
    // Truncated after the first move, judged by the committed nets: the mean over the 36 ordered
    // first rolls is the 1-ply look-ahead of the position, whatever the seed.
    const start = startPosition('backgammon');
    const a = rollout(nets, start, options(6, 36, 1));
    const b = rollout(nets, start, options(7, 36, 1));
    const lookahead = evaluateAhead(nets, start, 'backgammon', 1);
    for (let i = 0; i < 5; i++) {
      expect(a[i]).toBeCloseTo(b[i] ?? 0, 12);
      expect(a[i]).toBeCloseTo(lookahead[i] ?? 0, 12);
    }
  });

  it('is the same for the same seed and differs for another', () => {
    const start = startPosition('backgammon');
    const first = rollout(nets, start, options(8, 36, 6));
    expect(rollout(nets, start, options(8, 36, 6))).toEqual(first);
    expect(rollout(nets, start, options(9, 36, 6))).not.toEqual(first);
  });
});
