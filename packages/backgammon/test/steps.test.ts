// One checker at a time (the web board): applyStep, legalSteps and playFromSteps.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPositionQueries } from '../scripts/queries';
import { applyStep, legalPlays, legalSteps, playFromSteps } from '../src/moves';
import { positionKey, startPosition } from '../src/position';
import type { Dice, DieStep, Position } from '../src/types';
import { position } from './support/boards';

const start = startPosition();
const names = (steps: readonly DieStep[]) => steps.map((s) => `${s.from}/${s.to}:${s.die}`).sort();

describe('applyStep', () => {
  it('moves one checker, hitting a blot', () => {
    const at = position({ 13: 1, 6: 14 }, { 15: 1, 1: 14 });
    const moved = applyStep(at, { from: 13, die: 3 });
    expect(moved.ok && moved.value.step).toEqual({ from: 13, to: 10, hit: true, die: 3 });
    expect(moved.ok && moved.value.position.opponent[24]).toBe(1);
  });

  it('refuses impossible steps with a code, leaving the position as it was', () => {
    const before = JSON.stringify(start);
    const code = (at: Position, from: number, die: number) => {
      const r = applyStep(at, { from, die: die as 1 });
      return r.ok ? 'ok' : r.error;
    };
    expect(code(start, 20, 3)).toBe('no-checker');
    expect(code(start, 13, 1)).toBe('blocked'); // 12 is the opponent's 13-point
    expect(code(start, 6, 6)).toBe('bad-bear-off');
    expect(code(start, 6, 9)).toBe('bad-step');
    expect(code(position({ 25: 1, 13: 14 }, { 6: 15 }), 13, 3)).toBe('bar-first');
    expect(code(position({ 6: 1, 3: 1 }, { 13: 15 }), 3, 5)).toBe('bad-bear-off');
    expect(JSON.stringify(start)).toBe(before);
  });
});

describe('legalSteps', () => {
  it('offers only first steps that lead to a legal play (higher die)', () => {
    // Either die alone can move the checker on 24, but only one die can be used: the 6.
    const at = position({ 24: 1, 1: 14 }, { 12: 2, 3: 13 });
    const first = legalSteps(at, [6, 5]);
    expect(first.ok && names(first.value)).toEqual(['24/18:6']);
    const after = legalSteps(at, [6, 5], [{ from: 24, die: 6 }]);
    expect(after.ok && after.value).toEqual([]);
    const wrong = legalSteps(at, [6, 5], [{ from: 24, die: 5 }]);
    expect(!wrong.ok && wrong.error).toBe('not-legal');
  });

  it('offers the second step after the first (3-1 from the start)', () => {
    const first = legalSteps(start, [3, 1]);
    // 13/12 is blocked by the opponent's 13-point.
    expect(first.ok && names(first.value)).toEqual(
      ['13/10:3', '24/21:3', '24/23:1', '6/3:3', '6/5:1', '8/5:3', '8/7:1'].sort(),
    );
    const second = legalSteps(start, [3, 1], [{ from: 8, die: 3 }]);
    expect(second.ok && names(second.value)).toEqual(['24/23:1', '5/4:1', '6/5:1', '8/7:1']);
  });

  it('refuses a die that was not rolled or is used up', () => {
    const r = legalSteps(
      start,
      [3, 1],
      [
        { from: 8, die: 3 },
        { from: 6, die: 3 },
      ],
    );
    expect(!r.ok && r.error).toBe('die-not-rolled');
  });

  it('leads, step by step, to exactly the legal plays (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const [query] = randomPositionQueries(seed, 1);
        if (!query) return;
        const { position: at, dice } = query;
        const reached = new Set<string>();
        const walk = (played: DieStep[]): void => {
          const next = legalSteps(at, dice, played);
          expect(next.ok).toBe(true);
          if (!next.ok) return;
          if (next.value.length === 0) {
            const play = playFromSteps(at, dice, played);
            expect(play.ok).toBe(true);
            if (play.ok) reached.add(positionKey(play.value.after));
            return;
          }
          for (const step of next.value) walk([...played, step]);
        };
        if (dice[0] !== dice[1]) walk([]);
        const legal = new Set(legalPlays(at, dice as Dice).map((p) => positionKey(p.after)));
        // A lost turn is the empty play, which leaves the position as it was.
        if (legal.size === 0) legal.add(positionKey(at));
        if (dice[0] !== dice[1]) expect(reached).toEqual(legal);
      }),
      { numRuns: 40 },
    );
  });
});

describe('playFromSteps', () => {
  it('accepts a complete legal play and says when more dice must be used', () => {
    const done = playFromSteps(
      start,
      [3, 1],
      [
        { from: 8, die: 3 },
        { from: 6, die: 1 },
      ],
    );
    expect(done.ok && done.value.steps.map((s) => `${s.from}/${s.to}`)).toEqual(['8/5', '6/5']);
    const half = playFromSteps(start, [3, 1], [{ from: 8, die: 3 }]);
    expect(!half.ok && half.error).toBe('incomplete');
  });

  it('accepts the empty play when the turn is lost, and nothing else', () => {
    const closed = position({ 25: 1, 13: 14 }, { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 13: 3 });
    const lost = playFromSteps(closed, [6, 5], []);
    expect(lost.ok && lost.value.steps).toEqual([]);
    expect(legalSteps(closed, [6, 5])).toEqual({ ok: true, value: [] });
  });
});
