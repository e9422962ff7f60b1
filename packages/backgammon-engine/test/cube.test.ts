import { describe, expect, it } from 'vitest';
import { analyseCube, type CubeContext, cubeEfficiency } from '../src/cube';
import { matchWinningChance } from '../src/met';
import type { Probabilities } from '../src/probabilities';

const money = (efficiency: number, extra: Partial<CubeContext> = {}): CubeContext => ({
  cubeValue: 1,
  owner: 'centred',
  stakes: { kind: 'money', jacoby: false, beavers: false },
  variant: 'backgammon',
  efficiency,
  ...extra,
});

/** A doubler who wins `w` with conditional gammon rates gw (of wins) and gl (of losses). */
function probs(w: number, gw = 0, gl = 0): Probabilities {
  return [w, w * gw, 0, (1 - w) * gl, 0];
}

describe('money cube (Janowski)', () => {
  it('a fully live cube is passed above 80% and taken below, without gammons', () => {
    expect(analyseCube(probs(0.79), money(1)).response).toBe('take');
    expect(analyseCube(probs(0.81), money(1)).response).toBe('pass');
  });

  it('a dead cube is passed above 75%', () => {
    expect(analyseCube(probs(0.74), money(0)).response).toBe('take');
    expect(analyseCube(probs(0.76), money(0)).response).toBe('pass');
  });

  it('puts the live cash point at (L + 1) / (W + L + ½) with gammons', () => {
    // W = 1.4, L = 1.2: cash point 2.2 / 3.1.
    const cash = 2.2 / 3.1;
    expect(analyseCube(probs(cash - 0.005, 0.4, 0.2), money(1)).response).toBe('take');
    expect(analyseCube(probs(cash + 0.005, 0.4, 0.2), money(1)).response).toBe('pass');
  });

  it('doubles in the window and not far below it, at efficiency 0.68', () => {
    const context = money(0.68);
    expect(analyseCube(probs(0.5), context).double).toBe(false);
    expect(analyseCube(probs(0.6), context).double).toBe(false);
    const strong = analyseCube(probs(0.74), context);
    expect(strong.double).toBe(true);
    expect(strong.response).toBe('take');
    const tooGood = analyseCube(probs(0.9), context);
    expect(tooGood.double).toBe(true);
    expect(tooGood.response).toBe('pass');
  });

  it('never lets the player without the cube double, nor beyond 64', () => {
    expect(analyseCube(probs(0.78), money(0.68, { owner: 'opponent' })).mayDouble).toBe(false);
    expect(analyseCube(probs(0.78), money(0.68, { owner: 'me', cubeValue: 64 })).mayDouble).toBe(
      false,
    );
    expect(analyseCube(probs(0.78), money(0.68, { owner: 'me', cubeValue: 2 })).mayDouble).toBe(
      true,
    );
  });

  it('beavers only when allowed and the taker is the favourite', () => {
    const beavers = money(0.68, { stakes: { kind: 'money', jacoby: false, beavers: true } });
    expect(analyseCube(probs(0.4), beavers).response).toBe('beaver');
    expect(analyseCube(probs(0.6), beavers).response).toBe('take');
    expect(analyseCube(probs(0.4), money(0.68)).response).toBe('take');
  });

  it('values the beaver as the doubler sees it: the better of taking it and passing it', () => {
    const beavers = money(0.68, { stakes: { kind: 'money', jacoby: false, beavers: true } });
    // Money equity scales with the cube: at 4 the doubler's take of the beaver is worth about
    // twice its take at 2 (not exactly: the redoubles the model counts stop at 64), and passing
    // the beaver (−2) bounds it from below (rules file, money-game options).
    const underdog = analyseCube(probs(0.4), beavers);
    expect(Math.abs((underdog.doubleBeaver ?? 0) - 2 * underdog.doubleTake)).toBeLessThan(0.01);
    expect(underdog.doubleBeaver).toBeLessThan(underdog.doubleTake);
    // So hopeless that the doubler would pass a beaver: the plain take, worth 2 cubes and the
    // gammons to the taker, is worth more to it than the beaver's 2.
    const hopeless = analyseCube(probs(0.05, 0, 0.5), beavers);
    expect(hopeless.doubleBeaver).toBe(-2);
    expect(hopeless.doubleTake).toBeLessThan(-2);
    expect(hopeless.response).toBe('take');
    const favourite = analyseCube(probs(0.6), beavers);
    expect(favourite.doubleBeaver).toBeGreaterThan(favourite.doubleTake);
    expect(analyseCube(probs(0.4), money(0.68)).doubleBeaver).toBeNull();
    // A beaver would take the cube beyond 64: none.
    const top = analyseCube(probs(0.4), { ...beavers, owner: 'me', cubeValue: 32 });
    expect(top.doubleBeaver).toBeNull();
    expect(top.response).toBe('take');
  });

  it('Jacoby: gammons do not count while the cube is centred, so a gammonish position doubles', () => {
    const p = probs(0.7, 0.5, 0.1);
    const plain = analyseCube(p, money(0.68));
    const jacoby = analyseCube(
      p,
      money(0.68, { stakes: { kind: 'money', jacoby: true, beavers: false } }),
    );
    expect(jacoby.noDouble).toBeLessThan(plain.noDouble);
    expect(jacoby.doubleTake).toBeCloseTo(plain.doubleTake, 9);
  });

  it('tryktrak has no cube', () => {
    expect(analyseCube(probs(0.78), money(0.68, { variant: 'tryktrak' })).mayDouble).toBe(false);
  });

  it('efficiency is 0.68 in contact and between 0.6 and 0.7 in races', () => {
    expect(cubeEfficiency(true, 150)).toBe(0.68);
    expect(cubeEfficiency(false, 20)).toBe(0.6);
    expect(cubeEfficiency(false, 100)).toBeCloseTo(0.675, 9);
    expect(cubeEfficiency(false, 200)).toBe(0.7);
  });
});

describe('match cube', () => {
  const match = (myAway: number, opponentAway: number, crawford = false): CubeContext => ({
    cubeValue: 1,
    owner: 'centred',
    stakes: {
      kind: 'match',
      myAway,
      opponentAway,
      crawford,
      postCrawford: !crawford && (myAway === 1 || opponentAway === 1),
    },
    variant: 'backgammon',
    efficiency: 0.68,
  });

  it('reads the Kazaross-XG2 table', () => {
    expect(matchWinningChance(1, 1, false)).toBe(0.5);
    expect(matchWinningChance(1, 2, false)).toBeCloseTo(0.67736, 9);
    expect(matchWinningChance(2, 1, false)).toBeCloseTo(0.32264, 9);
    expect(matchWinningChance(2, 1, true)).toBeCloseTo(0.48803, 9);
    expect(matchWinningChance(1, 2, true)).toBeCloseTo(1 - 0.48803, 9);
    expect(matchWinningChance(0, 3, false)).toBe(1);
    expect(matchWinningChance(3, 0, false)).toBe(0);
    for (let a = 1; a <= 25; a++) {
      for (let b = 1; b <= 25; b++) {
        expect(matchWinningChance(a, b, false) + matchWinningChance(b, a, false)).toBeCloseTo(1, 4);
      }
    }
  });

  it('no doubling in the Crawford game', () => {
    expect(analyseCube(probs(0.8), match(2, 1, true)).mayDouble).toBe(false);
  });

  it('the trailer doubles at once after the Crawford game, and the leader takes', () => {
    const analysis = analyseCube(probs(0.5, 0.2, 0.2), match(2, 1));
    expect(analysis.double).toBe(true);
    expect(analysis.response).toBe('take');
  });

  it('at double match point the cube is worthless: no double, always take', () => {
    const analysis = analyseCube(probs(0.9), match(1, 1));
    expect(analysis.double).toBe(false);
    expect(analysis.response).toBe('take');
  });

  it('the take point at 5-away each is near the money one', () => {
    expect(analyseCube(probs(0.7), match(5, 5)).response).toBe('take');
    expect(analyseCube(probs(0.86), match(5, 5)).response).toBe('pass');
  });
});
