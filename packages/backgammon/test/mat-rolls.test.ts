// readMatRolls: the rolls a .mat shows, read without replaying (for the dice verifier), and
// makeMat's extra header comments.
import { describe, expect, it } from 'vitest';
import { defaultMatchRules, makeMat, newMatch, parseMat, readMatRolls } from '../src/index';

const MAT = `; [Site "ludus"]
; [Dice "ludus-dice-v1"]

 3 point match

 Game 1
 White : 0                      Black : 0
  1)                             31: 8/5 6/5
  2) 64: 24/18 13/9              66:
  3)  Doubles => 2                Drops
                                  Wins 1 point

 Game 2
 White : 0                      Black : 1
  1) 52: 13/8 13/11               Wins 2 points
`;

describe('readMatRolls', () => {
  it('lists each game’s rolls with who rolled them, dances included', () => {
    const read = readMatRolls(MAT);
    if (!read.ok) throw new Error(read.message);
    expect(read.value.comments).toEqual(['; [Site "ludus"]', '; [Dice "ludus-dice-v1"]']);
    expect(read.value.rules.opening).toBe('opening-dice');
    const [first, second] = read.value.games;
    expect(first?.opener).toBe('black');
    expect(first?.rolls.map((r) => [r.side, r.dice.join('')])).toEqual([
      ['black', '31'],
      ['white', '64'],
      ['black', '66'],
    ]);
    expect(second?.opener).toBe('white');
    expect(second?.rolls).toHaveLength(1);
  });

  it('refuses what is not a .mat', () => {
    const read = readMatRolls('no match here');
    expect(read.ok ? 'ok' : read.error).toBe('mat-syntax');
  });
});

describe('makeMat header comments', () => {
  const started = newMatch(defaultMatchRules(3));
  if (!started.ok) throw new Error(started.message);

  it('writes them after its own, and the reader skips them', () => {
    const text = makeMat(started.value, undefined, ['; [DiceGame "abc"]']);
    expect(text.startsWith('; [Site "ludus"]\n; [DiceGame "abc"]\n')).toBe(true);
    expect(parseMat(text).ok).toBe(true);
  });

  it('refuses anything but `; [Key "value"]`', () => {
    for (const bad of [
      '[DiceGame "abc"]',
      '; [DiceGame "a"b"]',
      '; [Dice Game "x"]',
      '; [X "a\n 1 point match"]',
    ]) {
      expect(() => makeMat(started.value, undefined, [bad])).toThrow(RangeError);
    }
  });
});
