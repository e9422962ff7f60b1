import { makeMatchId, parsePositionId } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { matchIdState } from '../../backgammon/test/support/match-id-state';
import {
  type CubeBenchmarkRow,
  type CubeEquities,
  doubleLoss,
  judgeCube,
  parseCubeBenchmark,
  summariseCube,
  takeLoss,
} from '../scripts/cube-benchmark/benchmark';
import { readGzippedJson } from '../scripts/gzipped-json';
import { analyseCube } from '../src/cube';
import { createEngine, MONEY_GAME, positionEfficiency } from '../src/engine';
import type { Evaluator } from '../src/evaluator';

const MONEY = matchIdState();

function row(
  id: string,
  eq2: CubeEquities,
  extra: Partial<CubeBenchmarkRow> = {},
): CubeBenchmarkRow {
  return {
    id,
    source: 'money',
    position: '4HPwATDgc/ABMA',
    matchId: makeMatchId(MONEY),
    length: 0,
    score: [0, 0],
    cube: 1,
    owner: 'centred',
    class: 'contact',
    eq0: eq2,
    eq1: eq2,
    eq2,
    double: true,
    take: true,
    ...extra,
  };
}

// Three hand-made positions (normalised equities: no double, double take, double pass).
const EARLY = row('early', [0.4, 0.55, 1]); // a double (0.55 > 0.40), a take
const PASS = row('pass', [0.7, 1.12, 1]); // a double, a pass (DT above DP)
const MATCH_TAKE = row('match-take', [0.6, 0.9, 1], {
  source: 'match5',
  length: 5,
  score: [2, 3],
  matchId: makeMatchId({ ...MONEY, matchLength: 5, score: { white: 2, black: 3 } }),
});

describe('cube benchmark loss arithmetic', () => {
  it('charges a wrong double decision the gap between no double and min(DT, DP)', () => {
    expect(doubleLoss(EARLY.eq2, false)).toBeCloseTo(0.15, 12);
    expect(doubleLoss(EARLY.eq2, true)).toBe(0);
    // A pass: the double is worth DP = 1, not DT = 1.12.
    expect(doubleLoss(PASS.eq2, false)).toBeCloseTo(0.3, 12);
    // Doubling too early: ND 0.5 against DT 0.38.
    expect(doubleLoss([0.5, 0.38, 1], true)).toBeCloseTo(0.12, 12);
  });

  it('charges a wrong take DT − DP and a wrong pass DP − DT, from the taker’s side', () => {
    expect(takeLoss(PASS.eq2, true)).toBeCloseTo(0.12, 12);
    expect(takeLoss(PASS.eq2, false)).toBe(0);
    expect(takeLoss(MATCH_TAKE.eq2, false)).toBeCloseTo(0.1, 12);
    expect(takeLoss(MATCH_TAKE.eq2, true)).toBe(0);
  });

  it('sums three judged decisions into mEMG with a 95% interval and the wrong-way counts', () => {
    const judged = [
      judgeCube(EARLY, 'double', false), // 150 mEMG, a missed double
      judgeCube(PASS, 'take', true), // 120 mEMG, a take gnubg would pass
      judgeCube(MATCH_TAKE, 'take', false), // 100 mEMG, a pass gnubg would take
      judgeCube(MATCH_TAKE, 'double', true), // right: 0
    ];
    expect(judged.map((j) => [j.kind, j.money, j.right])).toEqual([
      ['double', true, true],
      ['take', true, false],
      ['take', false, true],
      ['double', false, true],
    ]);
    const summary = summariseCube(judged);
    // Losses 150, 120, 100, 0: mean 92.5, sample variance 4225, half-width 1.96·√(4225/4) = 63.7.
    expect(summary.n).toBe(4);
    expect(summary.mean).toBeCloseTo(92.5, 9);
    expect(summary.high - summary.mean).toBeCloseTo(63.7, 9);
    expect(summary.mean - summary.low).toBeCloseTo(63.7, 9);
    expect(summary.yesWhenNo).toBe(1);
    expect(summary.noWhenYes).toBe(2);
  });
});

describe('cube benchmark data', () => {
  it('refuses a row whose Match ID does not say its score', () => {
    const data = { format: 'ludus-cube-benchmark/1', provenance: {}, decisions: [EARLY] };
    expect(parseCubeBenchmark(data).ok).toBe(true);
    const wrong = { ...data, decisions: [{ ...MATCH_TAKE, score: [3, 2] }] };
    const parsed = parseCubeBenchmark(wrong);
    expect(parsed.ok ? '' : parsed.message).toBe('row match-take: Match ID score differs');
  });

  it('the committed set parses, and each kept decision is close at 2-ply as README.md says', () => {
    const path = new URL('../bench/cube-benchmark/decisions.json.gz', import.meta.url);
    const parsed = parseCubeBenchmark(readGzippedJson(path));
    if (!parsed.ok) throw new Error(parsed.message);
    const rows = parsed.value.decisions;
    expect(rows.length).toBeGreaterThan(300);
    for (const { eq2, double, take, id } of rows) {
      const [nd, dt, dp] = eq2;
      expect([id, double], id).toEqual([id, Math.abs(nd - Math.min(dt, dp)) < 0.16]);
      expect([id, take], id).toEqual([id, Math.abs(dt - dp) < 0.3]);
    }
  });
});

describe('the engine option the scorer uses for --cube-plies', () => {
  /** The side on roll wins 72%, 20% of it gammons; counts its calls. */
  function counting() {
    const calls = { n: 0 };
    const evaluator: Evaluator = {
      evaluate: () => {
        calls.n += 1;
        return [0.72, 0.2, 0, 0.05, 0];
      },
    };
    return { calls, evaluator };
  }
  const opening = parsePositionId('4HPwATDgc/ABMA');
  if (!opening.ok) throw new Error(opening.message);
  const position = opening.value;

  it('cubePlies 0 overrides world class’s 1-ply: one static evaluation, the model on it', () => {
    // World class: the 1-ply cube level without noise (expert's noise would move the equities).
    const { calls, evaluator } = counting();
    const analysis = createEngine({ level: 'world-class', evaluator, cubePlies: 0 }).cubeDecision(
      position,
      MONEY_GAME,
    );
    expect(calls.n).toBe(1);
    const efficiency = positionEfficiency(position);
    expect(efficiency).toBe(0.68);
    expect(analysis).toEqual(analyseCube([0.72, 0.2, 0, 0.05, 0], { ...MONEY_GAME, efficiency }));
  });

  it('without the option the level’s cubePlies holds (expert: 1-ply, every roll looked at)', () => {
    const { calls, evaluator } = counting();
    createEngine({ level: 'expert', evaluator }).cubeDecision(position, MONEY_GAME);
    expect(calls.n).toBeGreaterThan(21);
  });
});
