import {
  type Dice,
  legalPlays,
  makePlay,
  makePositionId,
  type Position,
  parsePlay,
  parsePositionId,
  startPosition,
} from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { readGzippedJson } from '../scripts/gzipped-json';
import {
  type BenchmarkDecision,
  classLines,
  type Judged,
  judgeChoice,
  ludusChoice,
  parseBenchmark,
  preferredPlay,
  sampleSubset,
  summarise,
} from '../scripts/move-benchmark/benchmark';
import { classifyPosition } from '../src/classify';
import type { Evaluator } from '../src/evaluator';

/** The Position ID after the play written `move` (must be legal). */
function afterId(position: Position, dice: Dice, move: string): string {
  const play = parsePlay(move, position, dice);
  if (!play.ok) throw new Error(play.message);
  return makePositionId(play.value.after);
}

const start = startPosition();
const startId = makePositionId(start);

/** Two hand-made decisions from the opening with made-up equities. */
const opening31: BenchmarkDecision = {
  id: 'hand:0:0',
  source: 'hand',
  position: startId,
  dice: [3, 1],
  class: 'contact',
  plays: [
    {
      move: '24/23 13/10',
      after: afterId(start, [3, 1], '24/23 13/10'),
      eq0: 0,
      eq1: 0,
      eq2: 0.01,
    },
    { move: '8/5 6/5', after: afterId(start, [3, 1], '8/5 6/5'), eq0: 0.2, eq1: 0.15, eq2: 0.16 },
    { move: '13/9', after: afterId(start, [3, 1], '13/9'), eq0: 0.01, eq1: 0.2, eq2: -0.02 },
  ],
};
const opening65: BenchmarkDecision = {
  id: 'hand:1:0',
  source: 'hand',
  position: startId,
  dice: [6, 5],
  class: 'race',
  plays: [
    { move: '24/13', after: afterId(start, [6, 5], '24/13'), eq0: 0.1, eq1: 0.1, eq2: 0.125 },
    { move: '13/2', after: afterId(start, [6, 5], '13/2'), eq0: 0.2, eq1: -0.1, eq2: -0.25 },
  ],
};

function judged(decision: BenchmarkDecision, move: string): Judged {
  const play = decision.plays.find((p) => p.move === move);
  const result = judgeChoice(decision, play?.after ?? '');
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('move benchmark: loss arithmetic', () => {
  it('scores gnubg’s best 2-ply play 0 and a worse one its exact shortfall', () => {
    expect(judged(opening31, '8/5 6/5')).toEqual({
      class: 'contact',
      source: 'hand',
      loss: 0,
      best: true,
    });
    const worse = judged(opening65, '13/2');
    expect(worse.loss).toBeCloseTo(0.375, 12);
    expect(worse.best).toBe(false);
  });

  it('summarises per decision in mEMG, with the share of best choices', () => {
    const choices = [judged(opening31, '8/5 6/5'), judged(opening65, '13/2')];
    const summary = summarise(choices);
    expect(summary.n).toBe(2);
    expect(summary.mean).toBeCloseTo(187.5, 9);
    expect(summary.bestRate).toBe(0.5);
    // Sample standard deviation of (0, 375) is 375/√2; half-width 1.96 · sd / √2 = 367.5.
    expect(summary.low).toBeCloseTo(187.5 - 367.5, 9);
    expect(summary.high).toBeCloseTo(187.5 + 367.5, 9);
    expect(classLines(choices)).toEqual([
      'contact: 0.00 mEMG [0.00, 0.00] best 100.0% n=1',
      'crashed: NaN mEMG [NaN, NaN] best 0.0% n=0',
      'race: 375.00 mEMG [375.00, 375.00] best 0.0% n=1',
      'all: 187.50 mEMG [-180.00, 555.00] best 50.0% n=2',
    ]);
  });

  it('finds ludus’s choice by its resulting position and scores it', () => {
    // Fakes with one liking each: the evaluator judges the position after a play from the
    // opponent's side, whose `opponent` is the mover. The side on roll does worst against a made
    // 5-point (3-1: 8/5 6/5), or against a checker run from 13 to 2 (6-5: 13/2).
    const fivePoint: Evaluator = {
      evaluate: (p) => [(p.opponent[4] ?? 0) >= 2 ? 0.3 : 0.5, 0, 0, 0, 0],
    };
    const runToTwo: Evaluator = {
      evaluate: (p) => [p.opponent[1] === 1 && p.opponent[12] === 4 ? 0.2 : 0.5, 0, 0, 0, 0],
    };
    const search = { plies: 0, variant: 'backgammon' } as const;
    const first = ludusChoice(fivePoint, opening31, search);
    const second = ludusChoice(runToTwo, opening65, search);
    if (!first.ok || !second.ok) throw new Error('no choice');
    expect(judgeChoice(opening31, first.value)).toEqual({
      ok: true,
      value: { class: 'contact', source: 'hand', loss: 0, best: true },
    });
    const worse = judgeChoice(opening65, second.value);
    expect(worse.ok && worse.value.loss).toBeCloseTo(0.375, 12);
  });

  it('picks gnubg’s choice at each ply and refuses a play the reference does not hold', () => {
    expect(preferredPlay(opening31, 'eq0').move).toBe('8/5 6/5');
    expect(preferredPlay(opening31, 'eq1').move).toBe('13/9');
    expect(judged(opening31, '13/9').loss).toBeCloseTo(0.18, 12);
    const missing = judgeChoice(opening31, startId);
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error).toBe('unknown-play');
  });

  it('takes a fixed subset that mixes alternating sources', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const subset = sampleSubset(items, 10);
    expect(subset).toHaveLength(10);
    expect(sampleSubset(items, 10)).toEqual(subset);
    expect([...subset].sort((a, b) => a - b)).toEqual(subset);
    expect(new Set(subset).size).toBe(10);
    expect(subset.some((i) => i % 2 === 0) && subset.some((i) => i % 2 === 1)).toBe(true);
    expect(sampleSubset(items, 0)).toBe(items);
  });

  it('rejects a file of another shape with a clear error', () => {
    const wrong = parseBenchmark({ format: 'something-else', decisions: [] });
    expect(wrong.ok).toBe(false);
    const oneDecision = {
      format: 'ludus-move-benchmark/1',
      provenance: {},
      decisions: [opening31],
    };
    expect(parseBenchmark(oneDecision).ok).toBe(true);
    const badDice = { ...oneDecision, decisions: [{ ...opening31, dice: [7, 1] }] };
    const bad = parseBenchmark(badDice);
    expect(bad.ok ? '' : bad.message).toBe('decision 0: bad dice');
  });
});

describe('move benchmark: the committed reference data', () => {
  const file = new URL('../bench/move-benchmark/decisions.json.gz', import.meta.url);
  const parsed = parseBenchmark(readGzippedJson(file));
  const decisions = parsed.ok ? parsed.value.decisions : [];

  it('parses and holds about 3,000 decisions of every class', () => {
    expect(parsed.ok).toBe(true);
    expect(decisions.length).toBeGreaterThanOrEqual(2000);
    const classes = new Set(decisions.map((d) => d.class));
    expect([...classes].sort()).toEqual(['contact', 'crashed', 'race']);
    expect(new Set(decisions.map((d) => d.id)).size).toBe(decisions.length);
  });

  it('lists exactly the legal plays of each decision (rules package), in gnubg’s notation', () => {
    const mismatches: string[] = [];
    for (const decision of decisions) {
      const position = parsePositionId(decision.position);
      if (!position.ok) {
        mismatches.push(`${decision.id}: ${position.message}`);
        continue;
      }
      const legal = new Map(
        legalPlays(position.value, decision.dice).map((p) => [makePositionId(p.after), p]),
      );
      if (legal.size !== decision.plays.length) {
        mismatches.push(
          `${decision.id}: ${legal.size} legal plays, ${decision.plays.length} listed`,
        );
      }
      for (const play of decision.plays) {
        const mine = legal.get(play.after);
        const written = mine ? makePlay(mine.steps) : 'not legal';
        if (written !== play.move) mismatches.push(`${decision.id} ${play.move}: ${written}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('reads gnubg’s notation back to the same play (every 25th decision)', () => {
    const mismatches: string[] = [];
    for (const decision of decisions.filter((_, i) => i % 25 === 0)) {
      const position = parsePositionId(decision.position);
      if (!position.ok) continue;
      for (const play of decision.plays) {
        const read = parsePlay(play.move, position.value, decision.dice);
        const after = read.ok ? makePositionId(read.value.after) : read.message;
        if (after !== play.after) mismatches.push(`${decision.id} ${play.move}: ${after}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('classes the positions as ludus’s classifier does', () => {
    const disagreements = decisions.filter((d) => {
      const position = parsePositionId(d.position);
      return !position.ok || classifyPosition(position.value) !== d.class;
    });
    expect(disagreements.map((d) => d.id)).toEqual([]);
  });
});
