// The hint for the person on turn (hint.ts): the best plays with their equities and losses, the
// right cube action with its equities, nothing when it is not the viewer's decision.
import { type Die, startPosition } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { backgammonHint, HINT_PLAYS } from '../src/hint';
import { position } from './boards';
import { matchAt, played, viewOf } from './views';

const start = startPosition();
/** A race the side on roll leads 45 to 60 pips: a double and a pass. */
const raceLead = position({ 1: 3, 2: 3, 3: 3, 4: 3, 5: 3 }, { 2: 3, 3: 3, 4: 3, 5: 3, 6: 3 });
/** A race the side on roll leads 102 to 108 pips (about 10% with the roll): a clear take. */
const raceDouble = position(
  { 5: 3, 6: 4, 7: 3, 8: 3, 9: 2 },
  { 5: 2, 6: 3, 7: 4, 8: 3, 9: 2, 10: 1 },
);

function moving(dice: readonly [Die, Die]) {
  return viewOf(played(matchAt(start, 'white'), { kind: 'roll' }, dice), 'white');
}

describe('backgammonHint', () => {
  it('lists the best plays of the opening 31, 8/5 6/5 first, each with its loss', () => {
    const hint = backgammonHint(moving([3, 1]));
    if (hint.kind !== 'plays') throw new Error(`expected plays, got ${hint.kind}`);
    expect(hint.plays).toHaveLength(HINT_PLAYS);
    const [best, second] = hint.plays;
    expect(best?.steps.map(({ from, to }) => `${from}/${to}`).sort()).toEqual(['6/5', '8/5']);
    expect(best?.loss).toBe(0);
    // Judged a ply deeper at least (a second ply only for the plays near it: none here).
    expect(best?.plies).toBeGreaterThanOrEqual(1);
    expect(second?.loss).toBeGreaterThan(0.05);
    // Losses grow down the list and equal the difference of equities.
    for (const [i, play] of hint.plays.entries()) {
      expect(play.loss).toBeCloseTo((best?.equity ?? 0) - play.equity, 9);
      if (i > 0) expect(play.loss).toBeGreaterThanOrEqual(hint.plays[i - 1]?.loss ?? 0);
    }
  });

  it('keeps to its budget: with no time, the 0-ply ranking stands', () => {
    let clock = 0;
    const hint = backgammonHint(moving([6, 4]), { now: () => (clock += 100), budgetMs: 50 });
    if (hint.kind !== 'plays') throw new Error(`expected plays, got ${hint.kind}`);
    expect(hint.plays.every((play) => play.plies === 0)).toBe(true);
  });

  it('gives the doubler the right action with the cubeful equities', () => {
    const lead = backgammonHint(viewOf(matchAt(raceLead, 'white'), 'white'));
    expect(lead).toMatchObject({
      kind: 'cube',
      cube: { role: 'doubler', proper: 'double', response: 'pass' },
    });
    const close = backgammonHint(viewOf(matchAt(raceDouble, 'white'), 'white'));
    if (close.kind !== 'cube') throw new Error(`expected cube, got ${close.kind}`);
    expect(close.cube).toMatchObject({ role: 'doubler', response: 'take' });
    // Money play at a cube of 1: a pass is worth the cube's one point, a take less.
    expect(close.cube.doublePass).toBe(1);
    expect(close.cube.doubleTake).toBeLessThan(1);
  });

  it('tells the taker to take a double of a close race', () => {
    const view = viewOf(played(matchAt(raceDouble, 'white'), { kind: 'double' }), 'black');
    expect(backgammonHint(view)).toMatchObject({
      kind: 'cube',
      cube: { role: 'taker', response: 'take' },
    });
  });

  it('has nothing for a seat that is not to decide', () => {
    expect(backgammonHint(viewOf(matchAt(start, 'white'), 'black'))).toEqual({ kind: 'none' });
    const rolled = viewOf(played(matchAt(start, 'white'), { kind: 'roll' }, [3, 1]), 'black');
    expect(backgammonHint(rolled)).toEqual({ kind: 'none' });
  });
});
