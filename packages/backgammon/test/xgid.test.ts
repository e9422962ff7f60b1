// The XGID codec: known strings, round trips, every refusal with its code, and GNU Backgammon
// reading the same XGIDs (`set xgid`) to the same Position ID and Match ID.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGnubg } from '../scripts/mat-gnubg';
import { matchIdStates } from '../scripts/match-id-arbitrary';
import {
  type Colour,
  type MatchIdState,
  makeMatchId,
  makePositionId,
  makeXgid,
  parseXgid,
  startPosition,
  type Xgid,
} from '../src/index';
import { positionFrom, seeds } from './support/arbitraries';
import { position } from './support/boards';

const START = '-b----E-C---eE---c-e----B-';

function parsed(text: string): Xgid {
  const result = parseXgid(text);
  if (!result.ok) throw new Error(`${text}: ${result.message}`);
  return result.value;
}

const other = (colour: Colour): Colour => (colour === 'white' ? 'black' : 'white');

/** A Match ID state an XGID can hold: a game in play, no resignation, Crawford only at match point. */
const xgidMatch = (state: MatchIdState): MatchIdState => {
  const length = state.matchLength;
  const atMatchPoint =
    length > 0 &&
    (state.score.white % length === length - 1 || state.score.black % length === length - 1);
  const cubeUnturned = state.cubeValue === 1 && state.cubeOwner === 'centred';
  const money = length === 0;
  // In a match both scores are below its length: at it, the match is over.
  const below = (score: number) => score % (money ? 10_000 : length);
  return {
    ...state,
    gameState: 'playing',
    resignation: 'none',
    toAct: state.doubleOffered ? other(state.onRoll) : state.onRoll,
    dice: state.doubleOffered
      ? [0, 0]
      : ([Math.max(...state.dice), Math.min(...state.dice)] as MatchIdState['dice']),
    score: { white: below(state.score.white), black: below(state.score.black) },
    crawford: state.crawford && atMatchPoint && cubeUnturned,
    doubleOffered: state.doubleOffered && !(state.crawford && atMatchPoint && cubeUnturned),
    jacoby: money && state.jacoby,
  };
};

const xgids: fc.Arbitrary<Xgid> = fc
  .record({
    seed: seeds,
    match: matchIdStates,
    beaver: fc.constantFrom('none' as const, 'beaver' as const, 'raccoon' as const),
    beavers: fc.boolean(),
    maxCubeLog2: fc.integer({ min: 0, max: 15 }),
  })
  .map(({ seed, match, beaver, beavers, maxCubeLog2 }) => {
    const state = xgidMatch(match);
    return {
      position: positionFrom(seed),
      match: state,
      beaver: state.doubleOffered ? beaver : 'none',
      beavers: state.matchLength === 0 && beavers,
      maxCubeLog2,
    };
  });

describe('XGID', () => {
  it('reads the start position of a 7-point match, X on roll with 5-2, X owning a 2-cube', () => {
    const xgid = parsed(`XGID=${START}:1:1:1:52:2:1:0:7:10`);
    expect(xgid.position).toEqual(startPosition());
    expect(xgid.match).toMatchObject({
      cubeValue: 2,
      cubeOwner: 'black',
      onRoll: 'black',
      toAct: 'black',
      dice: [5, 2],
      matchLength: 7,
      score: { white: 1, black: 2 },
      crawford: false,
      doubleOffered: false,
    });
    // gnubg's own Match ID of this XGID (checked against gnubg below).
    expect(makeMatchId(xgid.match)).toBe('UYnqABAAEAAE');
  });

  it('reads the board from the side on roll: O on roll sees its own points', () => {
    // X: 2 on its 24-point; O: one checker on X's 3-point (its own 22), one on its bar.
    const text = `XGID=a--a--------------------B-:0:0:-1:00:0:0:0:0:10`;
    const xgid = parsed(text);
    expect(xgid.position).toEqual(position({ 25: 1, 22: 1 }, { 24: 2 }));
    expect(xgid.match.onRoll).toBe('white');
    expect(makeXgid(xgid)).toBe(text);
  });

  it('reads the doubling states and the money rules', () => {
    expect(parsed(`${START}:0:0:1:D:0:0:3:0:8`)).toMatchObject({
      match: { doubleOffered: true, onRoll: 'black', toAct: 'white', jacoby: true, dice: [0, 0] },
      beaver: 'none',
      beavers: true,
      maxCubeLog2: 8,
    });
    expect(parsed(`${START}:0:0:-1:B:0:0:2:0:10`)).toMatchObject({
      match: { doubleOffered: true, onRoll: 'white', jacoby: false },
      beaver: 'beaver',
      beavers: true,
    });
    expect(parsed(`${START}:0:0:1:R:0:0:0:0:10`).beaver).toBe('raccoon');
    expect(parsed(`XGID=${START}:0:0:1:00:6:4:1:7:10`).match.crawford).toBe(true);
    expect(parsed(`XGID=${START}:0:0:1:25:0:0:0:0:10`).match.dice).toEqual([5, 2]);
  });

  it('writes back what it reads, with or without the prefix', () => {
    fc.assert(
      fc.property(xgids, (xgid) => {
        const text = makeXgid(xgid);
        expect(parseXgid(text)).toEqual({ ok: true, value: xgid });
        expect(parseXgid(text.slice('XGID='.length))).toEqual({ ok: true, value: xgid });
      }),
      { numRuns: 300 },
    );
  });

  const refused: [string, string, string][] = [
    ['nine fields', `XGID=${START}:0:0:1:00:0:0:0:0`, 'xgid-syntax'],
    ['eleven fields', `XGID=${START}:0:0:1:00:0:0:0:0:10:1`, 'xgid-syntax'],
    ['an empty string', '', 'xgid-syntax'],
    ['25 position characters', `XGID=${START.slice(1)}:0:0:1:00:0:0:0:0:10`, 'xgid-position'],
    ['a Q on a point', `XGID=Q${START.slice(1)}:0:0:1:00:0:0:0:0:10`, 'xgid-position'],
    ['an X checker on O’s bar', `XGID=A${START.slice(1)}:0:0:1:00:0:0:0:0:10`, 'xgid-position'],
    ['an O checker on X’s bar', `XGID=${START.slice(0, 25)}a:0:0:1:00:0:0:0:0:10`, 'xgid-position'],
    ['16 checkers of X', `XGID=-b----F-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10`, 'xgid-position'],
    ['a side with none left', `XGID=${'-'.repeat(24)}B-:0:0:1:00:0:0:0:0:10`, 'xgid-game-over'],
    ['a cube of 2^16', `XGID=${START}:16:0:1:00:0:0:0:0:10`, 'xgid-cube'],
    ['a cube of 128', `XGID=${START}:7:0:1:00:0:0:0:0:10`, 'xgid-invalid'],
    ['a negative cube', `XGID=${START}:-1:0:1:00:0:0:0:0:10`, 'xgid-cube'],
    ['cube owner 2', `XGID=${START}:1:2:1:00:0:0:0:0:10`, 'xgid-cube'],
    ['a max cube of 16', `XGID=${START}:0:0:1:00:0:0:0:0:16`, 'xgid-cube'],
    ['turn 0', `XGID=${START}:0:0:0:00:0:0:0:0:10`, 'xgid-turn'],
    ['turn x', `XGID=${START}:0:0:x:00:0:0:0:0:10`, 'xgid-turn'],
    ['a die of 7', `XGID=${START}:0:0:1:71:0:0:0:0:10`, 'xgid-dice'],
    ['one die', `XGID=${START}:0:0:1:5:0:0:0:0:10`, 'xgid-dice'],
    ['a zero die beside a rolled one', `XGID=${START}:0:0:1:50:0:0:0:0:10`, 'xgid-dice'],
    ['dice "d"', `XGID=${START}:0:0:1:d:0:0:0:0:10`, 'xgid-dice'],
    ['a negative score', `XGID=${START}:0:0:1:00:-1:0:0:7:10`, 'xgid-score'],
    [
      'a score of 10000 (gnubg reads 4 characters)',
      `XGID=${START}:0:0:1:00:10000:0:0:0:10`,
      'xgid-score',
    ],
    ['a score above the match', `XGID=${START}:0:0:1:00:8:0:0:7:10`, 'xgid-invalid'],
    ['a score of the match length', `XGID=${START}:0:0:1:00:0:7:0:7:10`, 'xgid-invalid'],
    ['a match of 65 points', `XGID=${START}:0:0:1:00:0:0:0:65:10`, 'xgid-invalid'],
    ['a match length of 65536', `XGID=${START}:0:0:1:00:0:0:0:65536:10`, 'xgid-match-length'],
    ['a match length of -7', `XGID=${START}:0:0:1:00:0:0:0:-7:10`, 'xgid-match-length'],
    ['money rules 4', `XGID=${START}:0:0:1:00:0:0:4:0:10`, 'xgid-rules'],
    ['match rules 2', `XGID=${START}:0:0:1:00:0:0:2:7:10`, 'xgid-rules'],
    ['Crawford away from match point', `XGID=${START}:0:0:1:00:2:1:1:7:10`, 'xgid-invalid'],
    ['a Crawford game with a cube of 2', `XGID=${START}:1:0:1:00:6:1:1:7:10`, 'xgid-invalid'],
    ['a Crawford game with an owned cube', `XGID=${START}:0:1:1:00:6:1:1:7:10`, 'xgid-invalid'],
    ['a double in the Crawford game', `XGID=${START}:0:0:1:D:6:1:1:7:10`, 'xgid-invalid'],
    ['a double with the cube at 64', `XGID=${START}:6:1:1:D:0:0:0:0:10`, 'xgid-invalid'],
    ['a lower-case prefix', `xgid=${START}:0:0:1:00:0:0:0:0:10`, 'xgid-position'],
    ['a decimal field', `XGID=${START}:0:0:1:00:1.5:0:0:0:10`, 'xgid-score'],
  ];
  for (const [what, text, code] of refused) {
    it(`refuses ${what} (${code})`, () => {
      const result = parseXgid(text);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error).toBe(code);
        expect(result.message.length).toBeGreaterThan(0);
      }
    });
  }
});

/** The Match ID gnubg 1.07 ends with: its `set board` after `set matchid` drops a pending double. */
function asGnubgReadsIt(match: MatchIdState): MatchIdState {
  return match.doubleOffered ? { ...match, doubleOffered: false, toAct: match.onRoll } : match;
}

describe('XGID against GNU Backgammon', () => {
  it('reads to the same Position ID and Match ID as gnubg’s `set xgid`', () => {
    const cases: string[] = [
      `XGID=${START}:0:0:1:00:0:0:0:0:10`,
      `XGID=${START}:0:0:-1:31:0:0:0:0:10`,
      `XGID=${START}:1:1:1:52:2:1:0:7:10`,
      `XGID=${START}:1:-1:-1:52:2:1:0:7:10`,
      `XGID=${START}:0:0:1:66:3:6:1:7:10`,
      `XGID=${START}:2:-1:1:66:3:6:0:7:10`,
      `XGID=${START}:0:0:-1:00:6:4:1:7:10`,
      `XGID=${START}:0:0:1:00:4:6:0:7:10`,
      `XGID=${START}:3:1:-1:00:0:0:1:0:10`,
      `XGID=${START}:0:0:1:D:0:0:3:0:10`,
      `XGID=${START}:0:0:-1:D:2:1:0:5:10`,
      `XGID=${START}:0:0:1:25:12:3:0:15:10`,
    ];
    // Positions of every kind (self-play, bear-offs, checkers on the bar) with varied states.
    const samples = fc.sample(xgids, { seed: 23, numRuns: 40 });
    for (const xgid of samples) if (xgid.beaver === 'none') cases.push(makeXgid(xgid));
    const answer = runGnubg('xgid-gnubg.py', { xgids: cases }) as {
      ids: { position?: string; match?: string; error?: string }[];
    };
    expect(answer.ids).toHaveLength(cases.length);
    for (const [i, text] of cases.entries()) {
      const xgid = parsed(text);
      expect({ text, ...answer.ids[i] }).toEqual({
        text,
        position: makePositionId(xgid.position),
        match: makeMatchId(asGnubgReadsIt(xgid.match)),
      });
    }
  });
});
