// Tryktrak's ×1/×2/×4/×8 scoring in the engine's five numbers (probabilities.ts, rules file
// "Tryktrak", Score): finished games, the equity of their numbers, search's value of a last
// bear-off, and the outcome distribution match play reads from the numbers.

import { type Dice, type Position, startPosition, type VariantKey } from '@ludus/backgammon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchValuation } from '../src/cube';
import { type Evaluator, finishedGame } from '../src/evaluator';
import {
  consistent,
  cubelessEquity,
  invert,
  outcomeDistribution,
  type Probabilities,
  wonAtLevel,
} from '../src/probabilities';
import { scorePlays } from '../src/search';
import { position } from './boards';

/** A game the side on roll has just won; the loser's checkers in the loser's own numbering. */
const wonAgainst = (loser: Readonly<Record<number, number>>) => position({}, loser);

describe('tryktrak finished games', () => {
  const cases = [
    // One checker borne off: 1, even with a checker left in the winner's home board.
    { name: '×1', loser: { 20: 1, 6: 13 }, numbers: [1, 0, 0, 0, 0], points: 1 },
    { name: '×2', loser: { 6: 15 }, numbers: [1, 1, 0, 0, 0], points: 2 },
    // A checker on the loser's 7-point is outside its home board.
    { name: '×4', loser: { 7: 1, 6: 14 }, numbers: [1, 1, 1 / 3, 0, 0], points: 4 },
    // 25 is the bar: outside the home board and on the bar.
    { name: '×8', loser: { 25: 1, 6: 14 }, numbers: [1, 1, 1, 0, 0], points: 8 },
  ] as const;

  for (const { name, loser, numbers, points } of cases) {
    it(`a ${name} win is worth ${points} points to the winner and −${points} to the loser`, () => {
      const won = finishedGame(wonAgainst(loser), 'tryktrak');
      expect(won).toEqual(numbers);
      expect(cubelessEquity(won as Probabilities, 'tryktrak')).toBeCloseTo(points, 12);
      const lost = finishedGame(position(loser, {}), 'tryktrak');
      expect(lost).toEqual(invert(numbers));
      expect(cubelessEquity(lost as Probabilities, 'tryktrak')).toBeCloseTo(-points, 12);
    });
  }

  it('backgammon keeps its own levels on the same boards (1, 2, 2 and 3 points)', () => {
    const points = cases.map(({ loser }) =>
      cubelessEquity(finishedGame(wonAgainst(loser), 'backgammon') as Probabilities),
    );
    expect(points).toEqual([1, 2, 2, 3]);
  });

  it('wonAtLevel gives the multipliers of both variants', () => {
    expect([1, 2, 4, 8].map((m) => cubelessEquity(wonAtLevel('tryktrak', m), 'tryktrak'))).toEqual([
      1, 2, 4, 8,
    ]);
    expect([1, 2, 3].map((m) => cubelessEquity(wonAtLevel('backgammon', m)))).toEqual([1, 2, 3]);
  });

  it('search values the last bear-off by the loser’s checkers: 8 with one on the bar', () => {
    // The side on roll bears off its last checker with any roll; the loser has one on the bar.
    const board = position({ 1: 1 }, { 25: 1, 6: 14 });
    const best = bestValue(board, [2, 1]);
    expect(best('tryktrak')).toBeCloseTo(8, 12);
    expect(best('backgammon')).toBe(3);
  });

  it('a game not over is no finished game', () => {
    expect(finishedGame(startPosition('tryktrak'), 'tryktrak')).toBeUndefined();
  });
});

/** The value of the best 0-ply play in each variant; every play ends the game, so no net is asked. */
function bestValue(board: Position, dice: Dice): (variant: VariantKey) => number {
  const noNet: Evaluator = {
    evaluate: () => {
      throw new Error('a finished game needs no net');
    },
  };
  return (variant) => scorePlays(noNet, board, dice, variant)[0]?.value ?? Number.NaN;
}

describe('tryktrak outcome distribution', () => {
  const numbers = fc
    .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 5, maxLength: 5 })
    .map((raw) => consistent(raw));

  it('is a distribution whose money value is the cubeless equity, in both variants', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom<VariantKey>('backgammon', 'tryktrak'), (p, variant) => {
        const outcomes = outcomeDistribution(p, variant);
        const total = outcomes.reduce((sum, o) => sum + o.probability, 0);
        const money = outcomes.reduce((sum, o) => sum + o.points * o.probability, 0);
        expect(outcomes.every((o) => o.probability >= -1e-12)).toBe(true);
        expect(total).toBeCloseTo(1, 9);
        expect(money).toBeCloseTo(cubelessEquity(p, variant), 9);
      }),
    );
  });

  it('splits X into ×4 first, ×8 only beyond what ×4 can hold', () => {
    const points = (p: Probabilities) =>
      outcomeDistribution(p, 'tryktrak')
        .filter((o) => o.probability > 1e-12)
        .map((o) => [o.points, Number(o.probability.toFixed(6))]);
    // 3·X = 0.3 ≤ P(≥×2) = 0.4: all of X is ×4 (0.3), none ×8.
    expect(points([0.6, 0.4, 0.1, 0, 0])).toEqual([
      [1, 0.2],
      [2, 0.1],
      [4, 0.3],
      [-1, 0.4],
    ]);
    // X = 1 with P(≥×2) = 1: certainly ×8; X = 1/3: certainly ×4.
    expect(points([1, 1, 1, 0, 0])).toEqual([[8, 1]]);
    expect(points([1, 1, 1 / 3, 0, 0])).toEqual([[4, 1]]);
    // 3·X = 0.6 > 0.4: q8 = (0.6 − 0.4) / 2 = 0.1, q4 = 0.3 (then X = 0.3/3 + 0.1 = 0.2).
    expect(points(invert([0.6, 0.4, 0.2, 0, 0]))).toEqual([
      [1, 0.4],
      [-1, 0.2],
      [-4, 0.3],
      [-8, 0.1],
    ]);
  });
});

describe('tryktrak in a match', () => {
  it('values a ×8 win as eight points of the match, not as a ×4', () => {
    // 8-away each: a ×8 win (cube 1) wins the match outright, a ×4 win does not.
    const stakes = {
      kind: 'match',
      myAway: 8,
      opponentAway: 8,
      crawford: false,
      postCrawford: false,
    } as const;
    const value = matchValuation(stakes, 1, 'tryktrak');
    const eightfold = value(wonAtLevel('tryktrak', 8));
    const fourfold = value(wonAtLevel('tryktrak', 4));
    expect(eightfold).toBeCloseTo(1, 9);
    expect(fourfold).toBeLessThan(eightfold);
    expect(fourfold).toBeGreaterThan(value(wonAtLevel('tryktrak', 2)));
  });
});
