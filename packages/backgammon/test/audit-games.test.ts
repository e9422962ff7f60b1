// Audit of whole games and matches (rules file: "Common to every variant", Opening; "Backgammon",
// Score, Doubling cube, Crawford, money options; "Tryktrak", Score): each case a concrete state
// and the exact result a match player expects. Boards by point in each side's own numbering.

import { describe, expect, it } from 'vitest';
import {
  type Cube,
  defaultGameRules,
  defaultMatchRules,
  type GameResult,
  type GameRules,
  type GameState,
  gameAt,
  legalActions,
  type MatchState,
  newGame,
  play,
  pointsFor,
  scriptedDice,
  toAct,
  type VariantKey,
  type WinLevel,
} from '../src/index';
import { position } from './support/boards';
import { act, kinds, lose, run, start, written } from './support/drive';

function resultOf(state: GameState): GameResult {
  if (state.phase.kind !== 'over') throw new Error(`the game is in phase ${state.phase.kind}`);
  return state.phase.result;
}

/** White, on roll with its last checker on its 1-point, rolls 2-1 and bears it off. */
function winByBearOff(rules: GameRules, loser: Record<number, number>, cube?: Cube): GameResult {
  const state = gameAt(rules, position({ 1: 1 }, loser, rules.variant), 'white', cube);
  const rolled = run(state, [{ kind: 'roll' }], [2, 1]);
  const moves = legalActions(rolled).filter((action) => action.kind === 'move');
  expect(moves).toHaveLength(1);
  return resultOf(run(rolled, moves));
}

const money = defaultGameRules('backgammon');
const tryktrak = defaultGameRules('tryktrak');
/** A middle-game position where nothing ends soon: both sides at the start. */
const race = position({ 6: 5, 8: 3, 13: 5, 24: 2 }, { 6: 5, 8: 3, 13: 5, 24: 2 });

describe('audit: backgammon scoring × cube (rules file, "Backgammon", Score)', () => {
  const cases: [string, Record<number, number>, Cube | undefined, WinLevel, number][] = [
    ['one checker off: single', { 6: 14 }, undefined, 'single', 1],
    ['one off, even with a checker on the bar: single', { 25: 1, 6: 13 }, undefined, 'single', 1],
    [
      'one off, a checker in the winner home: single',
      { 19: 1, 6: 13 },
      { value: 2, owner: 'white' },
      'single',
      2,
    ],
    ['none off, all home: gammon', { 6: 15 }, undefined, 'gammon', 2],
    [
      'none off, one on the 18-point (outside the winner home): gammon',
      { 18: 1, 6: 14 },
      undefined,
      'gammon',
      2,
    ],
    [
      'none off, one on the 19-point (winner home): backgammon',
      { 19: 1, 6: 14 },
      undefined,
      'backgammon',
      3,
    ],
    ['none off, one on the 23-point: backgammon', { 23: 1, 6: 14 }, undefined, 'backgammon', 3],
    ['none off, one on the bar: backgammon', { 25: 1, 6: 14 }, undefined, 'backgammon', 3],
    ['gammon on a 4 cube', { 6: 15 }, { value: 4, owner: 'black' }, 'gammon', 8],
    ['backgammon on an 8 cube', { 25: 1, 6: 14 }, { value: 8, owner: 'white' }, 'backgammon', 24],
    [
      'backgammon on the 64 cube',
      { 20: 1, 6: 14 },
      { value: 64, owner: 'black' },
      'backgammon',
      192,
    ],
  ];
  for (const [name, loser, cube, level, points] of cases) {
    it(name, () => {
      expect(winByBearOff(money, loser, cube)).toEqual({
        winner: 'white',
        level,
        cubeValue: cube?.value ?? 1,
        points,
        reason: 'bear-off',
      });
    });
  }

  it('Jacoby: centred cube, a backgammon counts 1; turned to 2, a gammon counts 4', () => {
    const jacoby = { ...money, jacoby: true };
    expect(winByBearOff(jacoby, { 25: 1, 6: 14 })).toMatchObject({
      level: 'backgammon',
      points: 1,
    });
    expect(winByBearOff(jacoby, { 6: 15 }, { value: 2, owner: 'black' })).toMatchObject({
      level: 'gammon',
      points: 4,
    });
    expect(winByBearOff(jacoby, { 6: 14 }, { value: 2, owner: 'white' }).points).toBe(2);
  });
});

describe('audit: tryktrak scoring (rules file, "Tryktrak", Score)', () => {
  const cases: [string, Record<number, number>, WinLevel, number][] = [
    ['one off, a checker far away: ×1', { 23: 1, 6: 13 }, 'single', 1],
    ['one off, a checker on the bar: ×1 (borne off beats the bar)', { 25: 1, 6: 13 }, 'single', 1],
    ['none off, all home: ×2', { 1: 15 }, 'double', 2],
    ['none off, one on the 7-point: ×4', { 7: 1, 6: 14 }, 'quadruple', 4],
    [
      'none off, one in the winner home: ×4 (no ×3 level in tryktrak)',
      { 19: 1, 6: 14 },
      'quadruple',
      4,
    ],
    ['none off, one on the bar: ×8', { 25: 1, 1: 14 }, 'octuple', 8],
    ['none off, one on the bar and one on the 23: ×8', { 25: 1, 23: 1, 6: 13 }, 'octuple', 8],
  ];
  for (const [name, loser, level, points] of cases) {
    it(name, () => {
      expect(winByBearOff(tryktrak, loser)).toEqual({
        winner: 'white',
        level,
        cubeValue: 1,
        points,
        reason: 'bear-off',
      });
    });
  }

  it('never offers a double, before or after the first play, and refuses one', () => {
    const state = gameAt(tryktrak, race, 'white');
    expect(kinds(state)).toEqual([
      'roll',
      'resign:single',
      'resign:double',
      'resign:quadruple',
      'resign:octuple',
    ]);
    expect(play(state, { kind: 'double' }, scriptedDice([]))).toMatchObject({
      ok: false,
      error: 'cube-unavailable',
    });
    const opened = run(newGame({ ...tryktrak, cubeInUse: true }), [{ kind: 'roll' }], [3, 1]);
    expect(opened.rules.cubeInUse).toBe(false);
    const after = run(opened, [written(opened, '8/5 6/5')]);
    expect(kinds(after)).not.toContain('double');
  });

  it('resigns at its own levels, worth 1, 2, 4 and 8; backgammon levels are refused', () => {
    for (const [level, points] of [
      ['single', 1],
      ['double', 2],
      ['quadruple', 4],
      ['octuple', 8],
    ] as const) {
      const over = run(gameAt(tryktrak, race, 'white'), [
        { kind: 'resign', level },
        { kind: 'accept' },
      ]);
      expect(resultOf(over)).toEqual({
        winner: 'black',
        level,
        cubeValue: 1,
        points,
        reason: 'resignation',
      });
    }
    for (const level of ['gammon', 'backgammon'] as const) {
      expect(
        play(gameAt(tryktrak, race, 'white'), { kind: 'resign', level }, scriptedDice([])),
      ).toMatchObject({
        ok: false,
        error: 'unknown-level',
      });
    }
  });

  it('regression: Jacoby set on a tryktrak game counted its ×8 win as 1', () => {
    // Jacoby is a cube rule; tryktrak has no cube, so its wins always count in full.
    const rules = { ...tryktrak, jacoby: true, beavers: true };
    expect(newGame(rules).rules).toMatchObject({ jacoby: false, beavers: false });
    expect(winByBearOff(rules, { 25: 1, 1: 14 })).toMatchObject({ level: 'octuple', points: 8 });
    const resigned = run(gameAt(rules, race, 'white'), [
      { kind: 'resign', level: 'quadruple' },
      { kind: 'accept' },
    ]);
    expect(resultOf(resigned).points).toBe(4);
    expect(
      pointsFor({
        variant: 'tryktrak',
        level: 'double',
        cubeValue: 1,
        jacoby: true,
        cubeTurned: false,
      }),
    ).toBe(2);
  });
});

describe('audit: the doubling cube (rules file, "Backgammon", Doubling cube)', () => {
  it('a pass gives the doubler the value before the double; a take doubles and hands it over', () => {
    const state = gameAt(money, race, 'white', { value: 4, owner: 'white' });
    const doubled = run(state, [{ kind: 'double' }]);
    expect(toAct(doubled)).toBe('black');
    expect(kinds(doubled)).toEqual(['take', 'pass']);
    expect(resultOf(run(doubled, [{ kind: 'pass' }]))).toEqual({
      winner: 'white',
      level: 'single',
      cubeValue: 4,
      points: 4,
      reason: 'pass',
    });
    const taken = run(doubled, [{ kind: 'take' }]);
    expect(taken.cube).toEqual({ value: 8, owner: 'black' });
    expect(taken.turn).toBe('white');
    expect(taken.phase).toEqual({ kind: 'rolling' });
  });

  it('only the owner (or either side while centred) doubles; none before the first play', () => {
    expect(kinds(gameAt(money, race, 'white', { value: 2, owner: 'black' }))).not.toContain(
      'double',
    );
    expect(kinds(gameAt(money, race, 'white', { value: 2, owner: 'white' }))).toContain('double');
    const opening = newGame(money);
    expect(play(opening, { kind: 'double' }, scriptedDice([]))).toMatchObject({ ok: false });
    // After the opening roll white plays; the roll-afresh first turn is still before any play.
    const afresh = run(newGame({ ...money, opening: 'roll-afresh' }), [{ kind: 'roll' }], [5, 2]);
    expect(afresh.phase).toEqual({ kind: 'rolling' });
    expect(kinds(afresh)).not.toContain('double');
  });

  it('stops at 64: a 32 may be redoubled to 64, a 64 never', () => {
    const at32 = run(gameAt(money, race, 'white', { value: 32, owner: 'white' }), [
      { kind: 'double' },
      { kind: 'take' },
    ]);
    expect(at32.cube).toEqual({ value: 64, owner: 'black' });
    const blackOnRoll = gameAt(money, race, 'black', at32.cube);
    expect(kinds(blackOnRoll)).not.toContain('double');
    expect(play(blackOnRoll, { kind: 'double' }, scriptedDice([]))).toMatchObject({
      error: 'cube-unavailable',
    });
  });

  it('beavers: take-and-redouble keeps the cube; the doubler takes (×4) or passes (×2)', () => {
    const rules = { ...money, beavers: true };
    const doubled = run(gameAt(rules, race, 'white'), [{ kind: 'double' }]);
    expect(kinds(doubled)).toEqual(['take', 'pass', 'beaver']);
    const beavered = run(doubled, [{ kind: 'beaver' }]);
    expect(beavered.phase).toEqual({ kind: 'beavered' });
    expect(toAct(beavered)).toBe('white');
    expect(kinds(beavered)).toEqual(['take', 'pass']);
    expect(play(beavered, { kind: 'beaver' }, scriptedDice([]))).toMatchObject({
      error: 'beaver-unavailable',
    });
    const taken = run(beavered, [{ kind: 'take' }]);
    expect(taken.cube).toEqual({ value: 4, owner: 'black' });
    expect(taken.turn).toBe('white');
    expect(taken.phase).toEqual({ kind: 'rolling' });
    expect(resultOf(run(beavered, [{ kind: 'pass' }]))).toEqual({
      winner: 'black',
      level: 'single',
      cubeValue: 2,
      points: 2,
      reason: 'pass',
    });
    // A gammon on the beavered cube: 2 × 4.
    const gammon = run(taken, [{ kind: 'resign', level: 'gammon' }, { kind: 'accept' }]);
    expect(resultOf(gammon)).toMatchObject({ winner: 'black', cubeValue: 4, points: 8 });
  });

  it('beavers within the cap: 16 doubled may be beavered to 64, 32 doubled may not', () => {
    const rules = { ...money, beavers: true };
    const from16 = run(gameAt(rules, race, 'white', { value: 16, owner: 'white' }), [
      { kind: 'double' },
      { kind: 'beaver' },
      { kind: 'take' },
    ]);
    expect(from16.cube).toEqual({ value: 64, owner: 'black' });
    const from32 = run(gameAt(rules, race, 'white', { value: 32, owner: 'white' }), [
      { kind: 'double' },
    ]);
    expect(kinds(from32)).toEqual(['take', 'pass']);
    expect(play(from32, { kind: 'beaver' }, scriptedDice([]))).toMatchObject({
      error: 'beaver-unavailable',
    });
    const noBeavers = run(gameAt(money, race, 'white'), [{ kind: 'double' }]);
    expect(play(noBeavers, { kind: 'beaver' }, scriptedDice([]))).toMatchObject({
      error: 'beaver-unavailable',
    });
  });
});

describe('audit: resignations', () => {
  it('accepted: level × cube (a backgammon on a 2 cube is 6)', () => {
    const over = run(gameAt(money, race, 'white', { value: 2, owner: 'black' }), [
      { kind: 'resign', level: 'backgammon' },
      { kind: 'accept' },
    ]);
    expect(resultOf(over)).toEqual({
      winner: 'black',
      level: 'backgammon',
      cubeValue: 2,
      points: 6,
      reason: 'resignation',
    });
  });

  it('refused: the game goes on where it was, the rolled dice kept', () => {
    const rolled = run(gameAt(money, race, 'white'), [{ kind: 'roll' }], [6, 4]);
    const offered = run(rolled, [{ kind: 'resign', level: 'single' }]);
    expect(toAct(offered)).toBe('black');
    expect(kinds(offered)).toEqual(['accept', 'reject']);
    const refused = run(offered, [{ kind: 'reject' }]);
    expect(refused.phase).toEqual({ kind: 'moving', dice: [6, 4] });
    expect(refused.turn).toBe('white');
  });

  it('may come from the side not on turn; nobody resigns while a double waits', () => {
    const offered = run(gameAt(money, race, 'white'), [
      { kind: 'resign', level: 'gammon', by: 'black' },
    ]);
    expect(toAct(offered)).toBe('white');
    expect(resultOf(run(offered, [{ kind: 'accept' }]))).toMatchObject({
      winner: 'white',
      points: 2,
    });
    const doubled = run(gameAt(money, race, 'white'), [{ kind: 'double' }]);
    expect(
      play(doubled, { kind: 'resign', level: 'single', by: 'black' }, scriptedDice([])),
    ).toMatchObject({ error: 'not-now' });
  });

  it('Jacoby (interpretation of this game): a resigned gammon counts 1 while the cube is centred', () => {
    const over = run(gameAt({ ...money, jacoby: true }, race, 'white'), [
      { kind: 'resign', level: 'gammon' },
      { kind: 'accept' },
    ]);
    expect(resultOf(over).points).toBe(1);
  });
});

describe('audit: opening roll and turn loss (rules file, "Common to every variant")', () => {
  it('equal dice are rolled again; the higher die plays both dice, higher first', () => {
    const state = run(newGame(money), [{ kind: 'roll' }], [3, 3, 6, 6, 2, 5]);
    expect(state.history).toEqual([
      { kind: 'opening-roll', white: 3, black: 3 },
      { kind: 'opening-roll', white: 6, black: 6 },
      { kind: 'opening-roll', white: 2, black: 5 },
    ]);
    expect(state.turn).toBe('black');
    expect(state.phase).toEqual({ kind: 'moving', dice: [5, 2] });
  });

  it('roll-afresh: the winner of the opening roll rolls both dice anew (a double may come)', () => {
    const opened = run(
      newGame({ ...money, opening: 'roll-afresh' }),
      [{ kind: 'roll' }],
      [4, 4, 6, 1],
    );
    expect(opened.turn).toBe('white');
    expect(opened.phase).toEqual({ kind: 'rolling' });
    const rolled = run(opened, [{ kind: 'roll' }], [3, 3]);
    expect(rolled.phase).toEqual({ kind: 'moving', dice: [3, 3] });
  });

  it('with no legal play the turn is lost, recorded as an empty play', () => {
    const closed = position({ 25: 1, 13: 14 }, { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 13: 3 });
    const state = run(gameAt(money, closed, 'white'), [{ kind: 'roll' }], [6, 5]);
    expect(state.turn).toBe('black');
    expect(state.phase).toEqual({ kind: 'rolling' });
    expect(state.history).toEqual([
      { kind: 'move', colour: 'white', dice: [6, 5], play: { steps: [], after: closed } },
    ]);
    expect(state.position).toEqual({ player: closed.opponent, opponent: closed.player });
  });
});

/** Whether black, on roll after white's opening 3-1 (8/5 6/5), is offered the cube. */
function cubeOffered(match: MatchState): boolean {
  const rolled = act(match, { kind: 'roll' }, [3, 1]);
  const opened = act(rolled, written(rolled.current.state, '8/5 6/5'));
  return legalActions(opened.current.state).some((action) => action.kind === 'double');
}

describe('audit: Crawford (rules file, "Backgammon")', () => {
  it('a 3-point match: a gammon from 0 reaches 2 = N−1 (Crawford); the other reaching 2 later is not', () => {
    let match = start(defaultMatchRules(3));
    expect(cubeOffered(match)).toBe(true);
    match = lose(match, 'black', 'gammon');
    expect(match.score).toEqual({ white: 2, black: 0 });
    expect(match.current.crawford).toBe(true);
    expect(cubeOffered(match)).toBe(false);
    match = lose(match, 'white', 'single');
    expect(match.current.crawford).toBe(false);
    expect(cubeOffered(match)).toBe(true);
    match = lose(match, 'white', 'single');
    expect(match.score).toEqual({ white: 2, black: 2 });
    expect(match.current.crawford).toBe(false);
    expect(cubeOffered(match)).toBe(true);
  });

  it('the trailer first at N−1 gets the Crawford game too (black, via a doubled game)', () => {
    let match = start(defaultMatchRules(5));
    match = lose(match, 'white', 'single');
    // White opens, black doubles after it, white takes, then resigns a single on the 2 cube.
    const rolled = act(match, { kind: 'roll' }, [3, 1]);
    let game = act(rolled, written(rolled.current.state, '8/5 6/5'));
    game = act(act(game, { kind: 'double' }), { kind: 'take' });
    game = act(act(game, { kind: 'resign', level: 'single', by: 'white' }), { kind: 'accept' });
    expect(game.score).toEqual({ white: 0, black: 3 });
    expect(game.current.crawford).toBe(false);
    game = lose(game, 'white', 'single');
    expect(game.score).toEqual({ white: 0, black: 4 });
    expect(game.current.crawford).toBe(true);
    expect(game.current.state.rules.cubeInUse).toBe(false);
  });

  it('without the Crawford rule there is no Crawford game, nor in a 1-point match', () => {
    let match = start({ ...defaultMatchRules(3), crawford: false });
    match = lose(match, 'black', 'gammon');
    expect(match.current.crawford).toBe(false);
    expect(cubeOffered(match)).toBe(true);
    // At 0-0 of a 1-point match both stand at N−1 and neither reached it: no Crawford game (as
    // gnubg's Match ID says). Whether the dead cube may still be turned is left open here.
    const one = start(defaultMatchRules(1));
    expect(one.current.crawford).toBe(false);
  });

  it('gammons count in the Crawford game and the match ends at N or more', () => {
    let match = start(defaultMatchRules(3));
    match = lose(match, 'black', 'gammon');
    match = lose(match, 'white', 'backgammon');
    expect(match.score).toEqual({ white: 2, black: 3 });
    expect(match.winner).toBe('black');
  });
});

describe('audit: tryktrak matches', () => {
  it('score 1/2/4/8 into the match and never offer the cube (no Crawford effect)', () => {
    let match = start(defaultMatchRules(7, 'tryktrak' as VariantKey));
    expect(cubeOffered(match)).toBe(false);
    match = lose(match, 'black', 'quadruple');
    expect(match.score).toEqual({ white: 4, black: 0 });
    match = lose(match, 'white', 'octuple');
    expect(match.winner).toBe('black');
    expect(match.score).toEqual({ white: 4, black: 8 });
  });
});
