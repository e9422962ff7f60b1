// Every rule of the rules file ("Common to every variant"; "Tryktrak" for its bear-off), each
// with a concrete position and the exact set of legal plays, written as GNU Backgammon prints
// them. Positions: each side's checkers by point in its own numbering, 25 = bar.

import { describe, expect, it } from 'vitest';
import { askGnubg } from '../scripts/gnubg';
import { legalPlays } from '../src/moves';
import { makePlay } from '../src/notation';
import { startPosition } from '../src/position';
import type { Dice, Position, VariantKey } from '../src/types';
import { position } from './support/boards';

/** Every backgammon case asked below; the last test has GNU Backgammon referee them all. */
const asked: { position: Position; dice: Dice; source: string }[] = [];

function plays(at: Position, dice: Dice, variant: VariantKey = 'backgammon'): string[] {
  if (variant === 'backgammon') asked.push({ position: at, dice, source: 'rules.test' });
  return legalPlays(at, dice, variant)
    .map((play) => makePlay(play.steps))
    .sort();
}

describe('entering from the bar', () => {
  it('enters before anything else moves; the entered checker may go on', () => {
    // The 6 would enter on 19, the opponent's 6-point: only the 5 enters.
    const at = position({ 25: 1, 13: 14 }, { 6: 15 });
    expect(plays(at, [6, 5])).toEqual(['bar/14', 'bar/20 13/7']);
  });

  it('enters what it can and loses the rest of the roll', () => {
    const at = position({ 25: 2, 13: 13 }, { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 13: 5 });
    expect(plays(at, [6, 1])).toEqual(['bar/24']);
  });

  it('enters two checkers with doubles, then moves on with the rest', () => {
    const at = position({ 25: 2, 13: 13 }, { 6: 2, 5: 2, 13: 11 });
    // 3-3 enters on 22 twice; 22/19 lands on the opponent's 6-point, so the last two 3s move
    // from the 13.
    expect(plays(at, [3, 3])).toEqual(['bar/22(2) 13/10(2)', 'bar/22(2) 13/7']);
  });

  it('loses the turn against a closed board', () => {
    const at = position({ 25: 1, 13: 14 }, { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 13: 3 });
    expect(plays(at, [6, 5])).toEqual([]);
    expect(plays(at, [1, 1])).toEqual([]);
  });
});

describe('using the dice', () => {
  it('must use both dice when it can (24/19 alone is not a play)', () => {
    // 24/18 is blocked, 24/19/13 is open.
    const at = position({ 24: 1, 1: 14 }, { 7: 2, 3: 13 });
    expect(plays(at, [6, 5])).toEqual(['24/13']);
  });

  it('must use the higher die when only one of them can be used', () => {
    // 24/18 and 24/19 are both open, but 13 is held, so no checker can use both dice.
    const at = position({ 24: 1, 1: 14 }, { 12: 2, 3: 13 });
    expect(plays(at, [6, 5])).toEqual(['24/18']);
  });

  it('plays four moves with doubles', () => {
    const at = position({ 24: 1, 1: 14 }, { 19: 15 });
    expect(plays(at, [2, 2])).toEqual(['24/16']);
    const start = legalPlays(startPosition(), [6, 6]);
    expect(start.every((play) => play.steps.length === 4)).toBe(true);
    expect(plays(startPosition(), [6, 6])).toContain('24/18(2) 13/7(2)');
  });

  it('plays as many of the four as it can', () => {
    // 20/18 is blocked after two 2s.
    const at = position({ 24: 1, 1: 14 }, { 7: 2, 19: 13 });
    expect(plays(at, [2, 2])).toEqual(['24/20']);
  });

  it('loses the turn when no die can be played', () => {
    const at = position({ 24: 1, 1: 14 }, { 7: 2, 6: 2, 3: 11 });
    expect(plays(at, [6, 5])).toEqual([]);
  });

  it('knows the 16 plays of an opening 3-1', () => {
    expect(plays(startPosition(), [3, 1])).toHaveLength(16);
    expect(plays(startPosition(), [3, 1])).toContain('8/5 6/5');
  });
});

describe('hitting', () => {
  it('hits a blot and puts it on the bar, on the way or at the end', () => {
    const at = position({ 13: 1, 6: 14 }, { 15: 1, 1: 14 });
    expect(plays(at, [3, 1])).toEqual([
      '13/10* 6/5',
      '13/10*/9',
      '13/12 6/3',
      '13/9',
      '6/2',
      '6/5 6/3',
    ]);
    const hit = legalPlays(at, [3, 1]).find((p) => makePlay(p.steps) === '13/10*/9');
    expect(hit?.after.opponent[24]).toBe(1);
    expect(hit?.after.opponent[14]).toBe(0);
  });

  it('cannot land on a point held by two', () => {
    const at = position({ 13: 1, 6: 14 }, { 15: 2, 1: 13 });
    expect(plays(at, [3, 3]).some((p) => p.includes('/10'))).toBe(false);
  });
});

describe('bearing off', () => {
  it('bears off exactly, or moves inside and bears off with the larger die', () => {
    const at = position({ 6: 1, 5: 1 }, { 13: 15 });
    expect(plays(at, [6, 5])).toEqual(['6/1 5/off', '6/off 5/off']);
  });

  it('bears off from a lower point only when no checker stands higher', () => {
    const at = position({ 5: 1, 3: 1 }, { 13: 15 });
    expect(plays(at, [6, 4])).toEqual(['5/1 3/off', '5/off 3/off']);
    const higher = position({ 6: 1, 3: 1 }, { 13: 15 });
    expect(plays(higher, [4, 4])).toEqual(['6/off 3/off']);
  });

  it('never has to bear off when another play uses the dice as fully', () => {
    const at = position({ 6: 1, 1: 1 }, { 13: 15 });
    expect(plays(at, [2, 1])).toEqual(['6/3', '6/4 1/off']);
  });

  it('does not bear off while a checker is outside the home board', () => {
    const at = position({ 7: 1, 2: 14 }, { 13: 15 });
    // The 2s cannot come off until the 7 is home; 7/5 then the 6 bears it off from the highest.
    expect(plays(at, [6, 2])).toEqual(['7/1 2/off', '7/off']);
  });
});

describe('tryktrak bearing off (rules file, "Tryktrak")', () => {
  const at = position({ 6: 1, 3: 1, 2: 1 }, { 13: 15 }, 'tryktrak');

  it('bears off from the highest line below an empty die line, even with higher lines held', () => {
    expect(plays(at, [5, 4], 'tryktrak')).toEqual(['3/off 2/off', '6/1 3/off', '6/2 3/off']);
  });

  it('differs from backgammon, where the 6 must move first', () => {
    expect(plays(at, [5, 4], 'backgammon')).toEqual(['6/1 3/off', '6/2 3/off']);
  });

  it('bears off from the die line when it is held, and from below once it is empty', () => {
    const held = position({ 6: 1, 5: 1, 3: 1 }, { 13: 15 }, 'tryktrak');
    // Checkers left after each play. Only tryktrak allows 5/4 then a 5 from line 4 ("6 3").
    expect(leftAfter(held, [5, 1], 'tryktrak')).toEqual(['4 3 1', '5 2 1', '5 3', '6 2', '6 3']);
    expect(leftAfter(held, [5, 1], 'backgammon')).toEqual(['4 3 1', '5 2 1', '5 3', '6 2']);
  });
});

describe('tryktrak regression: doubles in any order', () => {
  it('bears off from below before a higher checker fills the die line (3-3)', () => {
    // 2/off needs line 3 empty; after 6/3 it is not. So 2/off, 6/3, 6/3, 3/off is legal and
    // no highest-first order of the same moves is: the generator must try every order.
    const at = position({ 6: 3, 4: 2, 2: 3, 1: 1 }, { 13: 15 }, 'tryktrak');
    const left = leftAfter(at, [3, 3], 'tryktrak');
    expect(left).toContain('6 4 4 3 2 2 1');
    expect(left).toHaveLength(18);
  });
});

function leftAfter(at: Position, dice: Dice, variant: VariantKey): string[] {
  const left = (play: { after: Position }): string => {
    const points: number[] = [];
    for (let point = 25; point >= 1; point--) {
      for (let n = play.after.player[point - 1] ?? 0; n > 0; n--) points.push(point);
    }
    return points.join(' ');
  };
  return legalPlays(at, dice, variant).map(left).sort();
}

describe('GNU Backgammon', () => {
  it('allows exactly the plays listed above for every backgammon case', () => {
    expect(asked.length).toBeGreaterThan(15);
    const answers = askGnubg(asked);
    const ours = asked.map((q) =>
      legalPlays(q.position, q.dice)
        .map((play) => makePlay(play.steps))
        .sort(),
    );
    expect(answers.map((a) => a.moves.map((m) => m.move).sort())).toEqual(ours);
  });
});
