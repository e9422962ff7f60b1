import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selfPlayMatch } from '../scripts/mat-self-play';
import {
  defaultMatchRules,
  type GameAction,
  type MatchState,
  makeMat,
  matchGames,
  newMatch,
  parseMat,
  playMatch,
  scriptedDice,
} from '../src/index';
import { written } from './support/drive';

/** Plays the steps in order; a play is written as its notation, read against the state. */
function replayed(steps: readonly [GameAction | string, number[]][]): MatchState {
  const made = newMatch(defaultMatchRules(3));
  if (!made.ok) throw new Error(made.message);
  let match = made.value;
  for (const [step, dice] of steps) {
    const action = typeof step === 'string' ? written(match.current.state, step) : step;
    const next = playMatch(match, action, scriptedDice(dice as never));
    if (!next.ok) throw new Error(next.message);
    match = next.value;
  }
  return match;
}

// A short 3-point match: a hit, a double and take, a dance, a resigned gammon on a 2-cube.
const SHORT: readonly [GameAction | string, number[]][] = [
  [{ kind: 'roll' }, [3, 1]],
  ['8/5 6/5', []],
  [{ kind: 'roll' }, [6, 4]],
  ['24/14', []],
  [{ kind: 'double' }, []],
  [{ kind: 'take' }, []],
  [{ kind: 'roll' }, [6, 2]],
  ['13/11* 11/5', []],
  [{ kind: 'roll' }, [6, 6]],
  [{ kind: 'roll' }, [5, 3]],
  ['8/3 6/3', []],
  [{ kind: 'resign', level: 'gammon', by: 'black' }, []],
  [{ kind: 'accept' }, []],
];

const SHORT_MAT = `; [Site "ludus"]

 3 point match

 Game 1
 Anna : 0                       Bjorn : 0
  1) 31: 8/5 6/5                 64: 24/18 18/14
  2)  Doubles => 2                Takes
  3) 62: 13/11* 11/5             66:
  4) 53: 8/3 6/3
      Wins 4 points

`;

// The first three games of a match GNU Backgammon 1.07 exported (`export match mat`), as it
// wrote them: trailing spaces, a drop, a take, a game it resigned on a 2-cube.
const GNUBG_MAT = `; [EventDate "2026.12.01"]

 5 point match

 Game 1
 gnubg : 0                      root : 0
  1)                             21: 13/11 24/23 
  2) 52: 13/8 24/22              63: 8/5 11/5 
  3) 53: 8/3 6/3                 62: 13/7 7/5 
  4) 42: 8/4 6/4                 41: 13/9 9/8 
  5) 31: 22/21 24/21             21: 5/3 6/5 
  6) 43: 13/10 10/6              65: 23/18 24/18 
  7) 52: 6/1 3/1                 33: 18/15 18/15 13/10 13/10
  8) 51: 6/5 8/3                 52: 3/1 6/1 
  9) 65: 13/7 7/2                32: 5/3 6/3 
 10) 63: 5/2 8/2                 62: 8/2 3/1 
 11) 51: 2/1 21/16               42: 8/4* 4/2 
 12) 66:                         22: 15/13 13/11 11/9* 3/1
 13) 54: 25/21                    Doubles => 2
 14)  Drops                       Wins 1 point 

 Game 2
 gnubg : 0                      root : 1
  1)                             31: 8/5 6/5 
  2) 43: 13/9 24/21              53: 24/21 21/16* 
  3) 52: 25/23 13/8               Doubles => 2
  4)  Takes                      31: 16/13 6/5 
  5) 32: 23/21 24/21             43: 13/10 10/6 
  6) 63: 13/10 21/15             33: 24/21 21/18 18/15* 13/10*
  7) 32: 25/22 25/23             63: 13/7 10/7 
  8) 65: 22/16 16/11             22: 15/13 13/11 11/9 9/7
  9) 41: 8/4 6/5                 21: 13/11 6/5 
 10) 43: 8/5 8/4                 32: 11/8 8/6 
 11) 42: 11/7 6/4                63: 5/2* 8/2 
 12) 33: 25/22 13/10 13/10 10/7  53: 8/3* 6/3 
 13) 63:                         65: 7/1 6/1 
 14) 32:                         52: 13/8 8/6 
 15) 43: 25/21 8/5               43: 13/10 10/6 
 16) 44: 21/17 17/13 7/3 7/3     42: 7/3 7/5 
 17) 33: 13/10 10/7 10/7 5/2     51: 1/0 5/0 
 18) 31: 7/6 4/1                 55: 6/1 5/0 5/0 5/0
 19) 54: 21/17 17/12             55: 6/1 6/1 6/1 3/0
 20) 63: 12/6 21/18              65: 3/0 3/0 
 21) 11: 18/17 17/16 16/15 7/6   42: 2/0 2/0 
 22) 44: 15/11 11/7 7/3 6/2      62: 1/0 1/0 
                                  Wins 2 points

 Game 3
 gnubg : 0                      root : 3
  1) 61: 13/7 8/7                63: 24/21 21/15 
  2) 64: 13/7 24/20              43: 8/5* 15/11 
  3) 66:                         41: 6/5 24/20 
  4) 21: 25/23 6/5*              31: 25/22 6/5 
  5) 55: 8/3* 8/3 7/2 7/2        33: 
  6)  Doubles => 2                Drops
      Wins 1 point

`;

describe('.mat export', () => {
  it('lays a match out as gnubg does', () => {
    expect(makeMat(replayed(SHORT), { white: 'Anna', black: 'Bjorn' })).toBe(SHORT_MAT);
  });

  it('writes a roll followed by a resignation as the roll with no play, as gnubg does', () => {
    const match = replayed([
      [{ kind: 'roll' }, [3, 1]],
      [{ kind: 'resign', level: 'single' }, []],
      [{ kind: 'accept' }, []],
    ]);
    const text = makeMat(match);
    expect(text).toContain(`\n  1) ${'31: '.padEnd(28)} Wins 1 point\n`);
    const parsed = parseMat(text);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.value.match.score).toEqual({ white: 0, black: 1 });
    expect(makeMat(parsed.value.match)).toBe(text);
  });

  it('writes names without colons or line breaks, and money play as a 0 point match', () => {
    const made = newMatch(defaultMatchRules(0));
    if (!made.ok) throw new Error(made.message);
    const text = makeMat(made.value, { white: 'A: B', black: 'C\nD' });
    expect(text).toContain(' 0 point match');
    const rolled = playMatch(made.value, { kind: 'roll' }, scriptedDice([6, 1]));
    if (!rolled.ok) throw new Error(rolled.message);
    const opening = written(rolled.value.current.state, '13/7 8/7');
    const opened = playMatch(rolled.value, opening, scriptedDice([]));
    if (!opened.ok) throw new Error(opened.message);
    expect(makeMat(opened.value, { white: 'A: B', black: 'C\nD' })).toContain(
      ` ${'A B : 0'.padEnd(31)}C D : 0\n`,
    );
    // gnubg would take a name with "Game " for the start of a game.
    expect(makeMat(opened.value, { white: 'Game Master', black: '' })).toContain(
      ` ${'Game_Master : 0'.padEnd(31)}? : 0\n`,
    );
  });
});

describe('.mat import', () => {
  it('replays what ludus wrote into the same match', () => {
    const parsed = parseMat(SHORT_MAT);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.value.names).toEqual({ white: 'Anna', black: 'Bjorn' });
    expect(parsed.value.match.score).toEqual({ white: 4, black: 0 });
    expect(parsed.value.match.winner).toBe('white');
    expect(parsed.value.match.current.state.phase).toMatchObject({
      result: { level: 'gammon', cubeValue: 2, points: 4, reason: 'resignation' },
    });
  });

  it('reads a match exported by gnubg, every move replayed through the rules', () => {
    const parsed = parseMat(GNUBG_MAT);
    if (!parsed.ok) throw new Error(parsed.message);
    const { match, names } = parsed.value;
    expect(names).toEqual({ white: 'gnubg', black: 'root' });
    expect(match.rules.length).toBe(5);
    expect(match.score).toEqual({ white: 1, black: 3 });
    const results = match.previous.map((game) =>
      game.state.phase.kind === 'over' ? game.state.phase.result : null,
    );
    expect(results).toEqual([
      { winner: 'black', level: 'single', cubeValue: 1, points: 1, reason: 'pass' },
      { winner: 'black', level: 'single', cubeValue: 2, points: 2, reason: 'resignation' },
      { winner: 'white', level: 'single', cubeValue: 1, points: 1, reason: 'pass' },
    ]);
    const moves = match.previous.map(
      (game) => game.state.history.filter((event) => event.kind === 'move').length,
    );
    // Moves (dances included) as the rows show them: 1 + 11 × 2 + 1, 1 + 2 + 1 + 1 + 18 × 2, 5 × 2.
    expect(moves).toEqual([24, 41, 10]);
  });

  it('names the game and move of an illegal move', () => {
    const broken = SHORT_MAT.replace('62: 13/11* 11/5', '62: 13/11* 11/4');
    expect(parseMat(broken)).toMatchObject({ ok: false, error: 'mat-illegal' });
    const result = parseMat(broken);
    if (result.ok) throw new Error('accepted an illegal move');
    expect(result.message).toMatch(/^game 1, move 3: '13\/11\* 11\/4' with 62/);
    // The line of the text it is about, counted from 1 as an editor counts.
    const lines = broken.split('\n');
    expect(lines[(result.line ?? 0) - 1]).toContain('13/11* 11/4');
  });

  it('names the line of a syntax error, a wrong score and a missing header', () => {
    const lines = SHORT_MAT.split('\n');
    const unreadable = lines.map((l) => (l.includes('62: 13/11* 11/5') ? '  3) gibberish' : l));
    const syntax = parseMat(unreadable.join('\n'));
    expect(syntax).toMatchObject({ ok: false, error: 'mat-syntax' });
    if (syntax.ok) throw new Error('accepted gibberish');
    expect(unreadable[(syntax.line ?? 0) - 1]).toBe('  3) gibberish');
    const wrongScore = parseMat(SHORT_MAT.replace('Bjorn : 0', 'Bjorn : 1'));
    if (wrongScore.ok) throw new Error('accepted a wrong score');
    expect(lines[(wrongScore.line ?? 0) - 1]).toContain('Bjorn');
    const headless = parseMat(`\n\nhello\n${SHORT_MAT}`);
    expect(headless).toMatchObject({ ok: false, error: 'mat-syntax', line: 3 });
  });

  it('refuses cube actions out of turn, wrong scores and wrong results', () => {
    const early = SHORT_MAT.replace('  1) 31: 8/5 6/5', '  1)  Doubles => 2');
    expect(parseMat(early)).toMatchObject({ ok: false, error: 'mat-illegal' });
    const wrongCube = SHORT_MAT.replace('Doubles => 2', 'Doubles => 4');
    expect(parseMat(wrongCube)).toMatchObject({ ok: false, error: 'mat-illegal' });
    const wrongScore = SHORT_MAT.replace('Bjorn : 0', 'Bjorn : 1');
    expect(parseMat(wrongScore)).toMatchObject({ ok: false, error: 'mat-illegal' });
    const wrongWin = SHORT_MAT.replace('Wins 4 points', 'Wins 5 points');
    expect(parseMat(wrongWin)).toMatchObject({ ok: false, error: 'mat-illegal' });
  });

  it('refuses text that is not a .mat file', () => {
    expect(parseMat('')).toMatchObject({ ok: false, error: 'mat-syntax' });
    expect(parseMat(' 3 point match\n Game 1\n no score line\n')).toMatchObject({
      ok: false,
      error: 'mat-syntax',
    });
    expect(parseMat(SHORT_MAT.replace('64: 24/18', '64: 24-18 xx'))).toMatchObject({ ok: false });
  });

  it('never throws on arbitrary or mangled text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(parseMat(text).ok).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.nat(SHORT_MAT.length), fc.string({ maxLength: 4 }), (at, junk) => {
        const result = parseMat(SHORT_MAT.slice(0, at) + junk + SHORT_MAT.slice(at + 1));
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});

describe('.mat round trip', () => {
  it('parse(make(match)) replays into the same match, for seeded self-played matches', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(1, 3, 5),
        (seed, length) => {
          const match = selfPlayMatch(defaultMatchRules(length), seed);
          const text = makeMat(match);
          const parsed = parseMat(text);
          if (!parsed.ok) throw new Error(`seed ${seed}: ${parsed.message}`);
          expect(makeMat(parsed.value.match)).toBe(text);
          expect(parsed.value.match.score).toEqual(match.score);
          expect(parsed.value.match.winner).toBe(match.winner);
          const positions = (m: MatchState) =>
            matchGames(m).map((game) => [game.state.position, game.state.cube, game.crawford]);
          expect(positions(parsed.value.match)).toEqual(positions(match));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps tryktrak a tryktrak match (its own scoring, no cube)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const match = selfPlayMatch(defaultMatchRules(5, 'tryktrak'), seed);
        const text = makeMat(match);
        expect(text).toContain('; [Variation "Tryktrak"]');
        const parsed = parseMat(text);
        if (!parsed.ok) throw new Error(`seed ${seed}: ${parsed.message}`);
        expect(parsed.value.match.rules.variant).toBe('tryktrak');
        expect(makeMat(parsed.value.match)).toBe(text);
        expect(parsed.value.match.score).toEqual(match.score);
      }),
      { numRuns: 5 },
    );
  });

  it('keeps the money options and the roll-afresh opening through their header comments', () => {
    const rules = {
      ...defaultMatchRules(0),
      jacoby: true,
      beavers: true,
      opening: 'roll-afresh' as const,
    };
    const match = selfPlayMatch(rules, 99, { maxActions: 400 });
    const parsed = parseMat(makeMat(match));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.value.match.rules).toEqual(match.rules);
    expect(makeMat(parsed.value.match)).toBe(makeMat(match));
  });
});
