// The tree's ranking in a match (inner-ranking.ts): the coefficients of the match's valuation
// for each side, and the fallback to money equity where the valuation is not affine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchValuation, type Stakes } from '../src/cube';
import { dot, innerRanking } from '../src/inner-ranking';
import { cubelessEquity, invert, type Probabilities } from '../src/probabilities';

type MatchStakes = Extract<Stakes, { kind: 'match' }>;
const away = (myAway: number, opponentAway: number): MatchStakes => ({
  kind: 'match',
  myAway,
  opponentAway,
  crawford: false,
  postCrawford: false,
});

/** Five consistent probabilities: gammons within wins, backgammons within gammons. */
const probabilities = fc
  .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 5, maxLength: 5 })
  .map(([win = 0, g = 0, bg = 0, lg = 0, lbg = 0]) => {
    const winGammon = win * g;
    const loseGammon = (1 - win) * lg;
    return [win, winGammon, winGammon * bg, loseGammon, loseGammon * lbg] as Probabilities;
  });

describe('innerRanking', () => {
  it('at double match point ranks by winning chance alone, for both sides', () => {
    const inner = innerRanking(matchValuation(away(1, 1), 1, 'backgammon'));
    for (const coefficients of [inner?.rootSide, inner?.otherSide]) {
      expect(Array.from(coefficients ?? []).map((c) => Math.round(c * 1e9) / 1e9 + 0)).toEqual([
        1, 0, 0, 0, 0,
      ]);
    }
  });

  it('for money equity gives its weights (2, 1, 1, −1, −1) to both sides', () => {
    const inner = innerRanking((p) => cubelessEquity(p));
    expect(Array.from(inner?.rootSide ?? [])).toEqual([2, 1, 1, -1, -1]);
    expect(Array.from(inner?.otherSide ?? [])).toEqual([2, 1, 1, -1, -1]);
  });

  it('ranks like the valuation for the root side and like minus its inverse for the other', () => {
    for (const [mine, theirs, cube] of [
      [3, 5, 1],
      [2, 4, 2],
      [7, 2, 1],
    ] as const) {
      const valuation = matchValuation(away(mine, theirs), cube, 'backgammon');
      const inner = innerRanking(valuation);
      if (!inner) throw new Error('a backgammon match valuation is affine');
      fc.assert(
        fc.property(probabilities, probabilities, (p, q) => {
          const root = dot(inner.rootSide, p) - dot(inner.rootSide, q);
          expect(root).toBeCloseTo(valuation(p) - valuation(q), 9);
          const other = dot(inner.otherSide, p) - dot(inner.otherSide, q);
          expect(other).toBeCloseTo(valuation(invert(q)) - valuation(invert(p)), 9);
        }),
      );
    }
  });

  it('is undefined for tryktrak’s match valuation, which is not affine (its ×4/×8 split)', () => {
    expect(innerRanking(matchValuation(away(5, 5), 1, 'tryktrak'))).toBeUndefined();
  });
});
