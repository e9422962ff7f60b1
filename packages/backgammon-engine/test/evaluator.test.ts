import { legalPlays, positionKey, startPosition } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { classifyPosition } from '../src/classify';
import { defaultNets } from '../src/default-nets';
import { INPUTS } from '../src/encoding';
import { type Evaluator, finishedGame, NeuralEvaluator } from '../src/evaluator';
import { escapesFrom, shotsAgainst } from '../src/features';
import { randomMlp } from '../src/mlp';
import { consistent, cubelessEquity, invert, type Probabilities } from '../src/probabilities';
import { seededRandom } from '../src/rng';
import { rankPlays } from '../src/search';
import { base64ToFloats, deserialiseNets, floatsToBase64, serialiseNets } from '../src/weights';
import { position, side } from './boards';

describe('features', () => {
  it('counts shots as the classic tables do', () => {
    // A blot 6 pips in front of one hitter: 17 of 36; 1 pip: 11 (any 1); 11 pips: only 6-5
    // (2 rolls); 12 pips: 6-6, 4-4 and 3-3 (3 rolls).
    const at = (distance: number) => shotsAgainst(side({ 14: 1 }), side({ [11 + distance]: 1 }));
    expect(at(6)).toBe(17);
    expect(at(1)).toBe(11);
    expect(at(11)).toBe(2);
    expect(at(12)).toBe(3);
  });

  it('counts no shot through a made point on the way', () => {
    // Hitter on its 21 (my 4), blot on my 10 (its 15): 6 away. With my 7 made (its 18) the
    // 3-3 route is closed (it stops on 18); 5-1, 4-2 and 2-2 still have an open way.
    const open = shotsAgainst(side({ 10: 1 }), side({ 21: 1 }));
    const blocked = shotsAgainst(side({ 10: 1, 7: 2 }), side({ 21: 1 }));
    expect(open).toBe(17);
    expect(blocked).toBe(16);
  });

  it('escapes: all 36 rolls with nothing ahead, none behind a full prime', () => {
    expect(escapesFrom(side({}), 24)).toBe(36);
    // The opponent holds my points 18..23: a checker on my 24 cannot pass.
    const prime = side({ 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2 });
    expect(escapesFrom(prime, 24)).toBe(0);
  });
});

describe('classification', () => {
  it('tells contact, race, bear-off and crashed apart', () => {
    expect(classifyPosition(startPosition())).toBe('contact');
    expect(classifyPosition(position({ 8: 15 }, { 10: 15 }))).toBe('race');
    expect(classifyPosition(position({ 6: 10, 1: 5 }, { 3: 15 }))).toBe('bearoff');
    expect(classifyPosition(position({ 1: 3, 2: 2, 24: 2 }, { 6: 15 }))).toBe('crashed');
    expect(classifyPosition(position({}, { 6: 1 }))).toBe('over');
  });
});

describe('probabilities', () => {
  it('invert twice is the identity and consistency nests the outcomes', () => {
    const p: Probabilities = [0.6, 0.2, 0.05, 0.1, 0.02];
    expect(invert(invert(p))).toEqual(p);
    expect(consistent([0.3, 0.5, 0.6, 0.9, 1])).toEqual([0.3, 0.3, 0.3, 0.7, 0.7]);
    expect(cubelessEquity([1, 1, 1, 0, 0])).toBe(3);
    // Tryktrak's third number is the scaled mean of the ×4/×8 points (probabilities.ts): 1 is ×8.
    expect(cubelessEquity([1, 1, 1, 0, 0], 'tryktrak')).toBe(8);
    expect(cubelessEquity([0.5, 0, 0, 0, 0])).toBe(0);
  });

  it('judges finished games by the loser’s checkers', () => {
    expect(finishedGame(position({}, { 6: 15 }), 'backgammon')).toEqual([1, 1, 0, 0, 0]);
    expect(finishedGame(position({}, { 20: 1, 6: 14 }), 'backgammon')).toEqual([1, 1, 1, 0, 0]);
    expect(finishedGame(position({ 6: 3 }, {}), 'backgammon')).toEqual([0, 0, 0, 0, 0]);
    expect(finishedGame(startPosition(), 'backgammon')).toBeUndefined();
  });
});

describe('weights', () => {
  it('round-trips floats through base64 exactly', () => {
    const values = Float32Array.from([0, 1, -1, 0.1, 3.5e-7, -123.456, 1e30]);
    expect(Array.from(base64ToFloats(floatsToBase64(values)) ?? [])).toEqual(Array.from(values));
    expect(base64ToFloats('not base64!')).toBeUndefined();
  });

  it('a serialised net set evaluates exactly like the original', () => {
    const random = seededRandom(5);
    const shape = { inputs: INPUTS, hidden: 8 };
    const nets = {
      contact: randomMlp(shape, () => random.next()),
      crashed: randomMlp(shape, () => random.next()),
      race: randomMlp(shape, () => random.next()),
    };
    const copy = deserialiseNets(serialiseNets(nets, { note: 'test' }));
    expect(copy.ok).toBe(true);
    if (!copy.ok) return;
    const a = new NeuralEvaluator(nets).evaluate(startPosition(), 'backgammon');
    const b = new NeuralEvaluator(copy.value).evaluate(startPosition(), 'backgammon');
    expect(b).toEqual(a);
  });

  it('refuses weights of another input layout', () => {
    const random = seededRandom(5);
    const shape = { inputs: INPUTS, hidden: 4 };
    const net = randomMlp(shape, () => random.next());
    const file = serialiseNets({ contact: net, crashed: net, race: net }, {});
    const result = deserialiseNets({ ...file, inputs: INPUTS + 1 });
    expect(result.ok).toBe(false);
  });
});

describe('the committed nets', () => {
  const evaluator = new NeuralEvaluator(defaultNets());

  it('see the start position as about even', () => {
    const [win] = evaluator.evaluate(startPosition(), 'backgammon');
    expect(win).toBeGreaterThan(0.4);
    expect(win).toBeLessThan(0.6);
  });

  it('see a clearly won race as won, and the mirror as lost', () => {
    const won = position({ 1: 2 }, { 18: 15 });
    expect(evaluator.evaluate(won, 'backgammon')[0]).toBeGreaterThan(0.95);
    const lost = position({ 18: 15 }, { 1: 2 });
    expect(evaluator.evaluate(lost, 'backgammon')[0]).toBeLessThan(0.1);
  });
});

/** A fake evaluator that likes being ahead in the race: the search must follow it. */
const pipEvaluator: Evaluator = {
  evaluate(p) {
    const pips = (s: readonly number[]) => s.reduce((sum, n, i) => sum + n * (i + 1), 0);
    const lead = pips(p.opponent) - pips(p.player);
    return [1 / (1 + Math.exp(-lead / 10)), 0, 0, 0, 0];
  },
};

describe('search', () => {
  // My checker on 8 can hit the opponent's blot on my 5 (its 20) with a 3; hitting sends 20 pips
  // back, which the pip evaluator loves.
  const hitting = position({ 8: 3, 6: 5, 13: 5, 24: 2 }, { 20: 1, 6: 5, 8: 3, 13: 5, 24: 1 });

  it.each([0, 1, 2] as const)('%i-ply picks the hit the evaluator wants, a legal play', (plies) => {
    const ranked = rankPlays(pipEvaluator, hitting, [3, 1], { plies, variant: 'backgammon' });
    const best = ranked[0];
    expect(best).toBeDefined();
    const legal = new Set(legalPlays(hitting, [3, 1]).map((p) => positionKey(p.after)));
    expect(legal.has(positionKey(best?.play.after ?? hitting))).toBe(true);
    expect(best?.play.steps.some((s) => s.hit)).toBe(true);
  });

  it('returns nothing when no play is legal', () => {
    const closed = position({ 25: 1, 6: 14 }, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 5 });
    expect(rankPlays(pipEvaluator, closed, [6, 5], { plies: 1, variant: 'backgammon' })).toEqual(
      [],
    );
  });

  it('noise is seeded: the same seed gives the same ranking', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return rankPlays(pipEvaluator, startPosition(), [6, 5], {
        plies: 0,
        variant: 'backgammon',
        noise: () => random.next() - 0.5,
      }).map((s) => positionKey(s.play.after));
    };
    expect(run(3)).toEqual(run(3));
  });
});

describe('bear-off endings', () => {
  it('are judged by the exact two-sided table up to six checkers a side', () => {
    // Bearoff-two-sided tests count 6 vs 6 by hand: 1053/1296 for the side on roll.
    const sixVsSix = position({ 6: 1 }, { 6: 1 });
    const evaluator = new NeuralEvaluator(defaultNets());
    expect(evaluator.evaluate(sixVsSix, 'backgammon')[0]).toBeCloseTo(1053 / 1296, 12);
    // Without the table the one-sided database's combination answers (here it is exact too:
    // one checker each), so compare a position where the two differ: seven checkers a side are
    // out of the two-sided range and fall back to the one-sided database either way.
    const seven = position({ 1: 4, 2: 3 }, { 1: 4, 2: 3 });
    const oneSided = new NeuralEvaluator(defaultNets(), { twoSidedBearoff: false });
    expect(evaluator.evaluate(seven, 'backgammon')).toEqual(oneSided.evaluate(seven, 'backgammon'));
  });

  it('differ from the one-sided combination where it is not exact', () => {
    // Two each on the 3-, 4- and 5-points against 3, 2, 1 on the 1-, 2-, 3-points: 23.63% exact
    // against 22.23% from the one-sided database (bearoff-two-sided tests, widest gap).
    const gap = position({ 3: 2, 4: 2, 5: 2 }, { 1: 3, 2: 2, 3: 1 });
    const exact = new NeuralEvaluator(defaultNets()).evaluate(gap, 'backgammon')[0];
    const combined = new NeuralEvaluator(defaultNets(), { twoSidedBearoff: false }).evaluate(
      gap,
      'backgammon',
    )[0];
    expect(exact).toBeCloseTo(0.2363, 3);
    expect(combined).toBeCloseTo(0.2223, 3);
  });
});
