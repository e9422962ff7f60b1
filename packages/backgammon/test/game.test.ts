import { describe, expect, it } from 'vitest';
import {
  actionsBesidePlays,
  type Cube,
  defaultGameRules,
  type GameRules,
  gameAt,
  legalActions,
  newGame,
  play,
  scriptedDice,
  startPosition,
  toAct,
  type VariantKey,
} from '../src/index';
import { position } from './support/boards';
import { kinds, run, written } from './support/drive';

const money: GameRules = defaultGameRules('backgammon');

describe('opening roll', () => {
  it('gives the first turn to the higher die, who plays both opening dice', () => {
    const state = run(newGame(money), [{ kind: 'roll' }], [3, 5]);
    expect(state.turn).toBe('black');
    expect(state.phase).toEqual({ kind: 'moving', dice: [5, 3] });
    expect(state.history).toEqual([{ kind: 'opening-roll', white: 3, black: 5 }]);
    expect(toAct(state)).toBe('black');
  });

  it('rolls equal dice again', () => {
    const state = run(newGame(money), [{ kind: 'roll' }], [4, 4, 1, 1, 6, 2]);
    expect(state.history.map((event) => event.kind)).toEqual([
      'opening-roll',
      'opening-roll',
      'opening-roll',
    ]);
    expect(state.turn).toBe('white');
    expect(state.phase).toEqual({ kind: 'moving', dice: [6, 2] });
  });

  it('with the roll-afresh option, the winner of the opening rolls both dice anew', () => {
    const rules: GameRules = { ...money, opening: 'roll-afresh' };
    const opened = run(newGame(rules), [{ kind: 'roll' }], [2, 6]);
    expect(opened.turn).toBe('black');
    expect(opened.phase).toEqual({ kind: 'rolling' });
    // Nobody doubles before the first play.
    expect(kinds(opened)).toEqual(['roll', 'resign:single', 'resign:gammon', 'resign:backgammon']);
    const rolled = run(opened, [{ kind: 'roll' }], [3, 3]);
    expect(rolled.phase).toEqual({ kind: 'moving', dice: [3, 3] });
  });

  it('refuses a double before the first play and allows it after', () => {
    const opened = run(newGame(money), [{ kind: 'roll' }], [3, 1]);
    expect(play(opened, { kind: 'double' }, scriptedDice([])).ok).toBe(false);
    const moved = run(opened, [written(opened, '8/5 6/5')]);
    expect(moved.turn).toBe('black');
    expect(kinds(moved)).toContain('double');
  });
});

describe('moves', () => {
  it('accepts a play read from its notation or taken from the legal plays, and swaps the view', () => {
    const opened = run(newGame(money), [{ kind: 'roll' }], [3, 1]);
    const plays = legalActions(opened).filter((action) => action.kind === 'move');
    expect(plays).toHaveLength(16);
    const byText = run(opened, [written(opened, '8/5 6/5')]);
    const chosen = plays.find(
      (action) => action.kind === 'move' && action.play.after.player[4] === 2,
    );
    if (!chosen) throw new Error('8/5 6/5 not among the legal plays');
    const byPlay = run(opened, [chosen]);
    expect(byPlay.position).toEqual(byText.position);
    // Black is now on roll: the position is from black's view, white's 5-point made.
    expect(byText.position.opponent[4]).toBe(2);
    expect(byText.position.player).toEqual(startPosition().player);
  });

  it('lists the actions beside the plays apart, in the order legalActions gives them', () => {
    const opened = run(newGame(money), [{ kind: 'roll' }], [3, 1]);
    const besides = actionsBesidePlays(opened);
    // While a roll is played, only resigning is possible besides the 16 plays of 31.
    expect(besides.map((action) => action.kind)).toEqual(['resign', 'resign', 'resign']);
    expect(legalActions(opened).slice(16)).toEqual(besides);
    const moved = run(opened, [written(opened, '8/5 6/5')]);
    expect(actionsBesidePlays(moved)).toEqual(legalActions(moved));
    expect(kinds(moved)).toEqual([
      'roll',
      'double',
      'resign:single',
      'resign:gammon',
      'resign:backgammon',
    ]);
  });

  it('keeps the route a play was given in (24/22 22/16 is not recorded as 24/18 18/16)', () => {
    const opened = run(newGame(money), [{ kind: 'roll' }], [6, 2]);
    const steps = [
      { from: 24, to: 22, hit: false },
      { from: 22, to: 16, hit: false },
    ];
    const moved = run(opened, [{ kind: 'move', play: { steps } as never }]);
    const last = moved.history[moved.history.length - 1];
    expect(last?.kind === 'move' && last.play.steps.map((s) => [s.from, s.to])).toEqual([
      [24, 22],
      [22, 16],
    ]);
    // Steps that are no legal play (one die unused) are refused.
    const half = { steps: [{ from: 24, to: 22, hit: false }] } as never;
    expect(play(opened, { kind: 'move', play: half }, scriptedDice([]))).toMatchObject({
      error: 'illegal-move',
    });
  });

  it('refuses an illegal play and leaves the state as it was', () => {
    const opened = run(newGame(money), [{ kind: 'roll' }], [3, 1]);
    // A play of another roll (6-2) offered with 3-1.
    const refused = play(opened, written(opened, '24/18 13/11', [6, 2]), scriptedDice([]));
    expect(refused).toMatchObject({ ok: false, error: 'illegal-move' });
    // Notation is read at the edge (parsePlay); the rules core refuses text as no play.
    expect(
      play(opened, { kind: 'move', play: 'nonsense' } as never, scriptedDice([])),
    ).toMatchObject({
      ok: false,
      error: 'illegal-move',
    });
    expect(play(opened, { kind: 'take' }, scriptedDice([]))).toMatchObject({ error: 'not-now' });
    expect(play(opened, { kind: 'fly' } as never, scriptedDice([]))).toMatchObject({
      error: 'unknown-action',
    });
    expect(play(opened, null as never, scriptedDice([]))).toMatchObject({
      error: 'unknown-action',
    });
    expect(
      play(opened, { kind: 'move', play: { steps: [] } } as never, scriptedDice([])),
    ).toMatchObject({
      error: 'illegal-move',
    });
    expect(
      play(opened, { kind: 'resign', level: 'single', by: 'green' } as never, scriptedDice([])),
    ).toMatchObject({
      error: 'unknown-action',
    });
  });

  it('loses the turn when no legal play exists', () => {
    // White on the bar against a closed board: no entering number.
    const closed = position({ 25: 1, 6: 14 }, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3 });
    const state = run(gameAt(money, closed, 'white'), [{ kind: 'roll' }], [6, 5]);
    expect(state.turn).toBe('black');
    expect(state.phase).toEqual({ kind: 'rolling' });
    expect(state.history).toEqual([
      { kind: 'move', colour: 'white', dice: [6, 5], play: { steps: [], after: closed } },
    ]);
  });
});

describe('doubling cube', () => {
  const midgame = position({ 6: 5, 8: 3, 13: 5, 24: 2 }, { 6: 5, 8: 3, 13: 5, 24: 2 });

  it('passes to the taker, who alone may redouble', () => {
    const taken = run(gameAt(money, midgame, 'white'), [{ kind: 'double' }, { kind: 'take' }]);
    expect(taken.cube).toEqual({ value: 2, owner: 'black' });
    expect(taken.phase).toEqual({ kind: 'rolling' });
    expect(taken.turn).toBe('white');
    expect(kinds(taken)).not.toContain('double');
    expect(play(taken, { kind: 'double' }, scriptedDice([]))).toMatchObject({
      error: 'cube-unavailable',
    });
    const blackToRoll = gameAt(money, midgame, 'black', taken.cube);
    const redoubled = run(blackToRoll, [{ kind: 'double' }, { kind: 'take' }]);
    expect(redoubled.cube).toEqual({ value: 4, owner: 'white' });
  });

  it('offers take, pass and no beaver by default while doubled', () => {
    const doubled = run(gameAt(money, midgame, 'white'), [{ kind: 'double' }]);
    expect(toAct(doubled)).toBe('black');
    expect(kinds(doubled)).toEqual(['take', 'pass']);
    expect(play(doubled, { kind: 'beaver' }, scriptedDice([]))).toMatchObject({
      error: 'beaver-unavailable',
    });
  });

  it('ends the game on a pass: the doubler wins the value before the double', () => {
    const cube: Cube = { value: 2, owner: 'white' };
    const passed = run(gameAt(money, midgame, 'white', cube), [
      { kind: 'double' },
      { kind: 'pass' },
    ]);
    expect(passed.phase).toEqual({
      kind: 'over',
      result: { winner: 'white', level: 'single', cubeValue: 2, points: 2, reason: 'pass' },
    });
    expect(legalActions(passed)).toEqual([]);
    expect(play(passed, { kind: 'roll' }, scriptedDice([]))).toMatchObject({ error: 'game-over' });
  });

  it('never goes beyond 64', () => {
    const at32 = gameAt(money, midgame, 'white', { value: 32, owner: 'white' });
    expect(run(at32, [{ kind: 'double' }, { kind: 'take' }]).cube).toEqual({
      value: 64,
      owner: 'black',
    });
    const at64 = gameAt(money, midgame, 'black', { value: 64, owner: 'black' });
    expect(kinds(at64)).not.toContain('double');
    expect(play(at64, { kind: 'double' }, scriptedDice([]))).toMatchObject({
      error: 'cube-unavailable',
    });
  });

  it('beavers (money option): the doubled player takes and redoubles at once, keeping the cube', () => {
    const rules: GameRules = { ...money, beavers: true };
    const doubled = run(gameAt(rules, midgame, 'white'), [{ kind: 'double' }]);
    expect(kinds(doubled)).toEqual(['take', 'pass', 'beaver']);
    const beavered = run(doubled, [{ kind: 'beaver' }]);
    // As gnubg holds it: black took (cube 2, black's) and offers 4; white, the doubler, answers.
    expect(beavered.cube).toEqual({ value: 2, owner: 'black' });
    expect(beavered.phase).toEqual({ kind: 'beavered' });
    expect(toAct(beavered)).toBe('white');
    expect(kinds(beavered)).toEqual(['take', 'pass']);
    expect(beavered.history.at(-1)).toEqual({ kind: 'beaver', colour: 'black', value: 4 });
    const taken = run(beavered, [{ kind: 'take' }]);
    expect(taken.cube).toEqual({ value: 4, owner: 'black' });
    expect(taken.turn).toBe('white');
    expect(taken.phase).toEqual({ kind: 'rolling' });
    const passed = run(beavered, [{ kind: 'pass' }]);
    expect(passed.phase).toEqual({
      kind: 'over',
      result: { winner: 'black', level: 'single', cubeValue: 2, points: 2, reason: 'pass' },
    });
    // No beaver that would pass 64: 32 doubled to 64 may be taken, not beavered to 128.
    const high = run(gameAt(rules, midgame, 'white', { value: 32, owner: 'white' }), [
      { kind: 'double' },
    ]);
    expect(kinds(high)).toEqual(['take', 'pass']);
  });

  it('has no cube in tryktrak', () => {
    const rules = defaultGameRules('tryktrak');
    expect(rules.cubeInUse).toBe(false);
    const state = gameAt(rules, midgame, 'white');
    expect(kinds(state)).toEqual([
      'roll',
      'resign:single',
      'resign:double',
      'resign:quadruple',
      'resign:octuple',
    ]);
    expect(play(state, { kind: 'double' }, scriptedDice([]))).toMatchObject({
      error: 'cube-unavailable',
    });
  });
});

/** White, on roll with one checker left on the 1-point, bears it off with 2-1. */
function bearOff(variant: VariantKey, loser: Record<number, number>, cube?: Cube, jacoby = false) {
  const rules: GameRules = { ...defaultGameRules(variant), jacoby };
  const state = gameAt(rules, position({ 1: 1 }, loser, variant), 'white', cube);
  const rolled = run(state, [{ kind: 'roll' }], [2, 1]);
  const only = legalActions(rolled).filter((action) => action.kind === 'move');
  expect(only).toHaveLength(1);
  const over = run(rolled, only);
  if (over.phase.kind !== 'over') throw new Error('the game did not end');
  return over.phase.result;
}

describe('scoring of backgammon', () => {
  it('single when the loser has borne off a checker', () => {
    expect(bearOff('backgammon', { 6: 14 })).toEqual({
      winner: 'white',
      level: 'single',
      cubeValue: 1,
      points: 1,
      reason: 'bear-off',
    });
  });

  it('gammon when the loser has borne off none', () => {
    expect(bearOff('backgammon', { 6: 10, 7: 5 })).toMatchObject({ level: 'gammon', points: 2 });
  });

  it("backgammon with a loser's checker in the winner's home board or on the bar", () => {
    expect(bearOff('backgammon', { 6: 14, 19: 1 })).toMatchObject({
      level: 'backgammon',
      points: 3,
    });
    expect(bearOff('backgammon', { 6: 14, 25: 1 })).toMatchObject({
      level: 'backgammon',
      points: 3,
    });
    // On the 18-point the checker is outside the winner's home: a gammon only.
    expect(bearOff('backgammon', { 6: 14, 18: 1 })).toMatchObject({ level: 'gammon' });
  });

  it('multiplies by the cube', () => {
    expect(bearOff('backgammon', { 6: 15 }, { value: 4, owner: 'black' })).toMatchObject({
      level: 'gammon',
      cubeValue: 4,
      points: 8,
    });
  });

  it('Jacoby: gammons and backgammons count only once the cube is turned', () => {
    expect(bearOff('backgammon', { 6: 14, 25: 1 }, undefined, true)).toMatchObject({
      level: 'backgammon',
      points: 1,
    });
    expect(bearOff('backgammon', { 6: 15 }, { value: 2, owner: 'white' }, true)).toMatchObject({
      level: 'gammon',
      points: 4,
    });
  });
});

describe('scoring of tryktrak', () => {
  it('1 when the loser has borne off a checker, even with one far away', () => {
    expect(bearOff('tryktrak', { 6: 13, 19: 1 })).toMatchObject({ level: 'single', points: 1 });
  });

  it('2 when the loser has borne off none, all in the home board', () => {
    expect(bearOff('tryktrak', { 1: 5, 6: 10 })).toMatchObject({ level: 'double', points: 2 });
  });

  it('4 when none is borne off and a checker is outside the home board', () => {
    expect(bearOff('tryktrak', { 6: 14, 7: 1 })).toMatchObject({ level: 'quadruple', points: 4 });
    expect(bearOff('tryktrak', { 6: 14, 19: 1 })).toMatchObject({ level: 'quadruple', points: 4 });
  });

  it('8 when, in addition, a checker is on the bar', () => {
    expect(bearOff('tryktrak', { 6: 14, 25: 1 })).toMatchObject({ level: 'octuple', points: 8 });
  });
});

describe('resignation', () => {
  const race = position({ 1: 3, 2: 3 }, { 6: 15 });

  it('accepted: the game ends at the offered level times the cube', () => {
    const state = gameAt(money, race, 'black', { value: 2, owner: 'black' });
    const offered = run(state, [{ kind: 'resign', level: 'gammon' }]);
    expect(toAct(offered)).toBe('white');
    expect(kinds(offered)).toEqual(['accept', 'reject']);
    const accepted = run(offered, [{ kind: 'accept' }]);
    expect(accepted.phase).toEqual({
      kind: 'over',
      result: { winner: 'white', level: 'gammon', cubeValue: 2, points: 4, reason: 'resignation' },
    });
  });

  it('refused: play resumes where it was, dice and all', () => {
    const rolled = run(gameAt(money, race, 'white'), [{ kind: 'roll' }], [4, 3]);
    const refused = run(rolled, [{ kind: 'resign', level: 'single' }, { kind: 'reject' }]);
    expect(refused.phase).toEqual({ kind: 'moving', dice: [4, 3] });
    expect(refused.history.map((event) => event.kind)).toEqual(['resign', 'reject']);
  });

  it('may concede a game before its opening roll', () => {
    const conceded = run(newGame(money), [{ kind: 'resign', level: 'single', by: 'black' }]);
    expect(toAct(conceded)).toBe('white');
    const over = run(conceded, [{ kind: 'accept' }]);
    expect(over.phase).toMatchObject({ result: { winner: 'white', points: 1 } });
    const refused = run(conceded, [{ kind: 'reject' }]);
    expect(refused.phase).toEqual({ kind: 'opening' });
  });

  it('may come from the player not on turn, and only at levels of the variant', () => {
    const state = gameAt(money, race, 'white');
    const offered = run(state, [{ kind: 'resign', level: 'backgammon', by: 'black' }]);
    expect(toAct(offered)).toBe('white');
    const accepted = run(offered, [{ kind: 'accept' }]);
    expect(accepted.phase).toMatchObject({ result: { winner: 'white', points: 3 } });
    expect(play(state, { kind: 'resign', level: 'octuple' }, scriptedDice([]))).toMatchObject({
      error: 'unknown-level',
    });
  });
});
