// Move notation: GNU Backgammon's printing (checked play for play against gnubg in
// gnubg-differential.test.ts) and parsing of the usual forms.

import { describe, expect, it } from 'vitest';
import { legalPlays } from '../src/moves';
import { makePlay, parsePlay } from '../src/notation';
import { positionKey, startPosition } from '../src/position';
import type { Dice, Position } from '../src/types';
import { position } from './support/boards';

const start = startPosition();

function step(from: number, to: number, hit = false) {
  return { from, to, hit };
}

describe('makePlay', () => {
  it('prints steps highest source first, joining one checker’s steps', () => {
    expect(makePlay([step(6, 5), step(8, 5)])).toBe('8/5 6/5');
    expect(makePlay([step(24, 18), step(18, 13)])).toBe('24/13');
    expect(makePlay([step(13, 11), step(24, 18)])).toBe('24/18 13/11');
  });

  it('keeps a hit on the way and marks the first landing on each hit point', () => {
    expect(makePlay([step(13, 7, true), step(7, 5)])).toBe('13/7*/5');
    expect(makePlay([step(25, 22, true)])).toBe('bar/22*');
    expect(makePlay([step(13, 5, true), step(6, 5)])).toBe('13/5* 6/5');
  });

  it('counts repeated moves and writes the bar and off', () => {
    expect(makePlay([step(8, 5), step(8, 5), step(6, 3), step(6, 3)])).toBe('8/5(2) 6/3(2)');
    expect(makePlay([step(6, 0), step(5, 0)])).toBe('6/off 5/off');
    expect(makePlay([step(25, 20), step(20, 14)])).toBe('bar/14');
    expect(makePlay([])).toBe('');
  });
});

describe('makePlay in tryktrak', () => {
  it('chains a step onto a path only if it was played later, so the text replays', () => {
    // White: 8 on its 1-point, 2 on the 2-point, 1 on the 4-point (mover's numbering); 2-2.
    // Both 2s bear off, then a 2 bears off from the 1-point (line 2 is empty: rules file,
    // "Tryktrak", bearing off), then 4/2. Written as GNU Backgammon chains moves, 4/2 would join
    // an earlier 2/off: "4/off 2/off 1/off", which no order of the dice can play.
    const at = position({ 1: 8, 2: 2, 4: 1 }, { 1: 6, 2: 3, 4: 3, 5: 2, 6: 1 }, 'tryktrak');
    const play = legalPlays(at, [2, 2], 'tryktrak').find(
      (p) => p.after.player[0] === 7 && p.after.player[1] === 1,
    );
    if (!play) throw new Error('the play is missing');
    const text = makePlay(play.steps, 'tryktrak');
    expect(text).toBe('4/2 2/off(2) 1/off');
    const parsed = parsePlay(text, at, [2, 2], 'tryktrak');
    expect(parsed.ok && positionKey(parsed.value.after)).toBe(positionKey(play.after));
    // Backgammon keeps GNU Backgammon's chaining, whatever the order.
    expect(makePlay([step(18, 13), step(24, 18)])).toBe('24/13');
  });
});

describe('parsePlay', () => {
  const after = (text: string, at: Position, dice: Dice) => {
    const parsed = parsePlay(text, at, dice);
    return parsed.ok ? positionKey(parsed.value.after) : parsed.error;
  };
  const played = (text: string, at: Position, dice: Dice) => {
    const play = legalPlays(at, dice).find((p) => makePlay(p.steps) === text);
    if (!play) throw new Error(`no play ${text}`);
    return positionKey(play.after);
  };

  it('reads a combined move by either route, and the steps written out', () => {
    expect(after('24/13', start, [6, 5])).toBe(played('24/13', start, [6, 5]));
    expect(after('24/18/13', start, [6, 5])).toBe(played('24/13', start, [6, 5]));
    expect(after('24/18 18/13', start, [6, 5])).toBe(played('24/13', start, [6, 5]));
  });

  it('reads repeats, bar, off, * and spacing the usual ways', () => {
    expect(after('8/5(2) 6/3(2)', start, [3, 3])).toBe(played('8/5(2) 6/3(2)', start, [3, 3]));
    expect(after('  6/5  8/5 ', start, [3, 1])).toBe(played('8/5 6/5', start, [3, 1]));
    // A blot on 22 (the opponent's 3-point) in front of a checker on the bar.
    const barAt = position({ 25: 1, 13: 14 }, { 3: 1, 13: 14 });
    const hitAndOn = played('bar/22* 13/11', barAt, [3, 2]);
    expect(after('bar/22* 13/11', barAt, [3, 2])).toBe(hitAndOn);
    expect(after('BAR/22 13/11', barAt, [3, 2])).toBe(hitAndOn);
    expect(after('25/22 13/11', barAt, [3, 2])).toBe(hitAndOn);
    expect(after('bar/22*/20', barAt, [3, 2])).toBe(played('bar/22*/20', barAt, [3, 2]));
    // Written without a hit, bar/20 is the quiet route through 23.
    expect(after('bar/20', barAt, [3, 2])).toBe(played('bar/20', barAt, [3, 2]));
    const home = position({ 6: 1, 5: 1 }, { 13: 15 });
    expect(after('6/off 5/off', home, [6, 5])).toBe(played('6/off 5/off', home, [6, 5]));
    expect(after('6/OFF 5/o', home, [6, 5])).toBe(played('6/off 5/off', home, [6, 5]));
  });

  it('tells a hit route from a quiet one by the written *', () => {
    // 13/9 with 3-1: via 10 hits the blot there, via 12 does not.
    const at = position({ 13: 1, 6: 14 }, { 15: 1, 1: 14 });
    expect(after('13/9', at, [3, 1])).toBe(played('13/9', at, [3, 1]));
    expect(after('13/10*/9', at, [3, 1])).toBe(played('13/10*/9', at, [3, 1]));
    expect(after('13/10/9', at, [3, 1])).toBe(played('13/10*/9', at, [3, 1]));
  });

  it('refuses text that is not notation, or not a legal play', () => {
    for (const text of ['', 'hello', '24-18', '18/24', '24/', '/18', 'off/3', '3/bar', '8/5(9)']) {
      expect(after(text, start, [3, 1])).toBe('bad-notation');
    }
    expect(after('24/18', start, [3, 1])).toBe('not-legal');
    expect(after('8/5', start, [3, 1])).toBe('not-legal'); // both dice must be used
    expect(after('6/5(2)', start, [3, 1])).toBe('not-legal');
  });
});
