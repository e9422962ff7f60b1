// The agreement benchmark's arithmetic (scripts/agreement/summary.ts): the cube action named
// from three equities, the 95% interval, the shares and the contenders' window.
import { describe, expect, it } from 'vitest';
import {
  type AgreementRow,
  contenders,
  cubeActionName,
  groupFigures,
  meanInterval,
  summaryGroups,
} from '../scripts/agreement/summary';

describe('cubeActionName', () => {
  it('names each of the five actions from no double, double/take, double/pass', () => {
    expect(cubeActionName(0.3, 0.2, 1)).toBe('no-double/take');
    expect(cubeActionName(0.5, 0.7, 1)).toBe('double/take');
    expect(cubeActionName(0.8, 1.3, 1)).toBe('double/pass');
    expect(cubeActionName(1.2, 1.6, 1)).toBe('too-good/pass');
    // Holding is worth more than the pass, yet the taker would take: too good, take.
    expect(cubeActionName(1.1, 0.9, 1)).toBe('too-good/take');
  });

  it('takes at the exact point where taking leaves less than the pass', () => {
    expect(cubeActionName(0.5, 0.999, 1)).toBe('double/take');
    expect(cubeActionName(0.5, 1, 1)).toBe('double/pass');
  });
});

describe('meanInterval', () => {
  it('gives the mean and 1.96 standard errors', () => {
    // Sample variance of 1..5 is 2.5; the standard error sqrt(2.5 / 5).
    const m = meanInterval([1, 2, 3, 4, 5]);
    expect(m.mean).toBe(3);
    expect(m.halfWidth).toBeCloseTo(1.96 * Math.sqrt(0.5), 12);
  });

  it('has no width for one value and no mean for none', () => {
    expect(meanInterval([0.2])).toEqual({ mean: 0.2, halfWidth: 0 });
    expect(Number.isNaN(meanInterval([]).mean)).toBe(true);
  });
});

const row = (over: Partial<AgreementRow>): AgreementRow => ({
  index: 0,
  positionClass: 'contact',
  money: true,
  gnubgEquity: 0.1,
  ludusEquity: 0.1,
  gnubgAction: 'no-double/take',
  ludusAction: 'no-double/take',
  gnubgPlay: 'A',
  ludusRolloutPlay: 'A',
  ludusTwoPlyPlay: 'A',
  ...over,
});

describe('groupFigures', () => {
  it('counts agreement of action, double, take and both play columns apart', () => {
    const f = groupFigures([
      row({ ludusEquity: 0.12 }),
      row({ ludusAction: 'double/take', ludusTwoPlyPlay: 'B', ludusEquity: 0.06 }),
      row({ gnubgAction: 'double/take', ludusAction: 'double/pass', ludusRolloutPlay: 'C' }),
      row({ gnubgAction: 'too-good/pass', ludusAction: 'double/pass' }),
    ]);
    expect(f.count).toBe(4);
    expect(f.equity.mean).toBeCloseTo((0.02 + 0.04) / 4, 12);
    expect(f.sameAction).toBe(0.25);
    // Row 2 differs in the double, row 3 in the take, row 4 in the double only.
    expect(f.sameDouble).toBe(0.5);
    expect(f.sameTake).toBe(0.75);
    expect(f.sameRolloutPlay).toBe(0.75);
    expect(f.sameTwoPlyPlay).toBe(0.75);
  });

  it('groups by class, by money and match, and over all', () => {
    const groups = summaryGroups(
      [row({}), row({ positionClass: 'race', money: false, ludusAction: 'double/take' })],
      ['contact', 'race', 'bearoff'],
    );
    expect(groups.map((g) => [g.name, g.figures.count])).toEqual([
      ['contact', 1],
      ['race', 1],
      ['bearoff', 0],
      ['money', 1],
      ['match', 1],
      ['all', 2],
    ]);
    expect(groups.find((g) => g.name === 'match')?.figures.sameAction).toBe(0);
    expect(Number.isNaN(groups.find((g) => g.name === 'bearoff')?.figures.sameAction)).toBe(true);
  });
});

describe('contenders', () => {
  it('keeps the plays within the window, in the given order, at most the limit', () => {
    const plays = [0, 0.03, 0.09, 0.05, 0.08].map((loss, i) => ({ i, loss }));
    expect(contenders(plays, 0.08, 3).map((p) => p.i)).toEqual([0, 1, 3]);
    expect(contenders(plays, 0.08, 5).map((p) => p.i)).toEqual([0, 1, 3, 4]);
    expect(contenders(plays.slice(0, 1), 0.08, 3).map((p) => p.i)).toEqual([0]);
  });
});
