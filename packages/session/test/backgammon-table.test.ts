import { makePositionId, otherColour, seededDice } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import type { BackgammonIntent, BackgammonTable } from '../src/index';
import { apply, restore, save, seededDiceProvider } from '../src/index';
import {
  diceDrawn,
  legalOf,
  newTable,
  playOne,
  playUntil,
  playUntilLegal,
  SEED,
  step,
  toActOf,
  withoutDice,
} from './backgammon-drive';

const matchOver = (t: BackgammonTable) => t.state.match.winner !== null;

function expectReplays(table: BackgammonTable, seed = SEED): void {
  const restored = restore(save(table), seededDiceProvider(seed));
  expect(restored.ok).toBe(true);
  if (restored.ok)
    expect(withoutDice(restored.value as BackgammonTable)).toEqual(withoutDice(table));
}

function expectSeqs(table: BackgammonTable): void {
  expect(table.events.map((event) => event.seq)).toEqual(table.events.map((_, i) => i + 1));
}

describe('backgammon table: a 5-point match', () => {
  it('plays double/take, double/pass, a rejected and an accepted resignation, next-game, to the end', () => {
    let t = newTable({ matchLength: 5 });
    // Rules file, Opening: both roll together, so either seat may start the opening roll.
    expect(toActOf(t)).toEqual(['white', 'black']);
    expect(legalOf(t, 'black')).toEqual([{ kind: 'roll' }]);
    t = step(t, 'black', { kind: 'roll' });
    expect(t.events[0]).toMatchObject({ seq: 1, seat: 'black', intent: { kind: 'roll' } });

    // Game 1: a double taken, a redouble passed.
    let reached = playUntilLegal(t, 'double');
    const doubler = reached.seat;
    const taker = otherColour(doubler);
    t = step(reached.table, doubler, { kind: 'double' });
    expect(toActOf(t)).toEqual([taker]);
    expect(legalOf(t, taker)).toEqual([{ kind: 'take' }, { kind: 'pass' }]);
    expect(legalOf(t, doubler)).toEqual([]);
    t = step(t, taker, { kind: 'take' });
    expect(t.state.match.current.state.cube).toEqual({ value: 2, owner: taker });
    reached = playUntilLegal(t, 'double');
    expect(reached.seat).toBe(taker);
    t = step(reached.table, taker, { kind: 'double' });
    t = step(t, doubler, { kind: 'pass' });
    expect(t.state.match.score[taker]).toBe(2);

    // The result waits to be seen: only next-game, by the human seats.
    expect(legalOf(t, 'white')).toEqual([{ kind: 'next-game' }]);
    expect(legalOf(t, 'black')).toEqual([{ kind: 'next-game' }]);
    expect(apply(t, 'white', { kind: 'roll' })).toMatchObject({ ok: false, error: 'not-now' });
    t = step(t, 'white', { kind: 'next-game' });
    expect(t.state.seenGames).toBe(1);
    expect(toActOf(t)).toEqual(['white', 'black']);

    // Game 2: the seat not on turn offers to resign (rejected); then one on turn does (accepted).
    t = step(t, 'white', { kind: 'roll' });
    reached = playUntilLegal(t, 'resign');
    const onTurn = reached.seat;
    const offTurn = otherColour(onTurn);
    expect(legalOf(reached.table, offTurn)).toEqual([
      { kind: 'resign', level: 'single' },
      { kind: 'resign', level: 'gammon' },
      { kind: 'resign', level: 'backgammon' },
    ]);
    t = step(reached.table, offTurn, { kind: 'resign', level: 'backgammon' });
    expect(toActOf(t)).toEqual([onTurn]);
    expect(legalOf(t, onTurn)).toEqual([
      { kind: 'accept-resignation' },
      { kind: 'reject-resignation' },
    ]);
    t = step(t, onTurn, { kind: 'reject-resignation' });
    expect(toActOf(t)).toEqual([onTurn]);
    t = playOne(t);
    const resigner = toActOf(t)[0] ?? 'white';
    const before = t.state.match.score[otherColour(resigner)];
    t = step(t, resigner, { kind: 'resign', level: 'gammon' });
    t = step(t, otherColour(resigner), { kind: 'accept-resignation' });
    expect(t.state.match.score[otherColour(resigner)]).toBe(before + 2);
    t = step(t, 'black', { kind: 'next-game' });

    // The rest by first legal intents, to the end of the match.
    t = playUntil(t, matchOver);
    const winner = t.state.match.winner ?? 'white';
    expect(t.state.match.score[winner]).toBeGreaterThanOrEqual(5);
    expect(toActOf(t)).toEqual([]);
    expect(legalOf(t, 'white')).toEqual([]);
    expect(legalOf(t, 'black')).toEqual([]);
    expect(apply(t, winner, { kind: 'next-game' })).toMatchObject({ error: 'game-over' });
    expectSeqs(t);
    expectReplays(t);
  });
});

describe('backgammon table: money play', () => {
  it('plays a beaver when beavers are on', () => {
    let t = newTable({ beavers: true });
    t = step(t, 'white', { kind: 'roll' });
    const reached = playUntilLegal(t, 'double');
    const doubler = reached.seat;
    const taker = otherColour(doubler);
    t = step(reached.table, doubler, { kind: 'double' });
    expect(legalOf(t, taker)).toEqual([{ kind: 'take' }, { kind: 'pass' }, { kind: 'beaver' }]);
    t = step(t, taker, { kind: 'beaver' });
    expect(toActOf(t)).toEqual([doubler]);
    expect(legalOf(t, doubler)).toEqual([{ kind: 'take' }, { kind: 'pass' }]);
    t = step(t, doubler, { kind: 'take' });
    expect(t.state.match.current.state.cube).toEqual({ value: 4, owner: taker });
    t = playUntil(t, (x) => x.state.match.previous.length === 1);
    expect(t.state.match.previous[0]?.state.cube.value).toBe(4);
    // Between games of a money session a human seat may also end it (end-session tests).
    expect(legalOf(t, 'white')).toEqual([{ kind: 'next-game' }, { kind: 'end-session' }]);
    expectReplays(t);
  });

  it('starts from a Position ID, white on roll, and passes a turn with no legal play by itself', () => {
    // White has a checker on the bar against a closed board: no roll can enter.
    const player = Array.from({ length: 25 }, (_, i) => (i === 24 ? 1 : i === 5 ? 14 : 0));
    const opponent = Array.from({ length: 25 }, (_, i) => (i < 6 ? 2 : i === 23 ? 3 : 0));
    let t = newTable({ startPositionId: makePositionId({ player, opponent }) });
    expect(toActOf(t)).toEqual(['white']);
    // The seat not on turn may only offer to resign.
    expect(new Set(legalOf(t, 'black').map((intent) => intent.kind))).toEqual(new Set(['resign']));
    t = step(t, 'white', { kind: 'roll' });
    // No `move` with `steps: []` is ever needed: the rules lose the turn at the roll.
    expect(t.events[0]?.dice).toHaveLength(2);
    expect(toActOf(t)).toEqual(['black']);
    expect(t.state.match.current.state.history.at(-1)).toMatchObject({
      kind: 'move',
      play: { steps: [] },
    });
  });

  it('asks only the human seat for next-game, and both seats when both are computers', () => {
    const computer = { kind: 'computer', level: 'expert' } as const;
    const done = (x: BackgammonTable) => x.state.match.previous.length === 1;
    const one = playUntil(newTable({ seats: { white: { kind: 'human' }, black: computer } }), done);
    expect(toActOf(one)).toEqual(['white']);
    expect(apply(one, 'black', { kind: 'next-game' })).toMatchObject({ error: 'not-your-turn' });
    const none = playUntil(newTable({ seats: { white: computer, black: computer } }), done);
    expect(toActOf(none)).toEqual(['white', 'black']);
    expect(legalOf(none, 'black')).toEqual([{ kind: 'next-game' }]);
  });
});

describe('backgammon table: tryktrak', () => {
  it('plays a 3-point tryktrak match to its end, never offering the cube', () => {
    const cubeKinds = new Set<BackgammonIntent['kind']>(['double', 'take', 'pass', 'beaver']);
    let t = newTable({ game: 'tryktrak', matchLength: 3 });
    let cubeSeen = false;
    t = playUntil(t, matchOver, (legal) => {
      cubeSeen ||= legal.some((intent) => cubeKinds.has(intent.kind));
      return legal[0] as BackgammonIntent;
    });
    expect(cubeSeen).toBe(false);
    expect(apply(newTable({ game: 'tryktrak' }), 'white', { kind: 'double' })).toMatchObject({
      ok: false,
    });
    expect(t.state.match.previous.length).toBeGreaterThan(0);
    expectSeqs(t);
    expectReplays(t);
  });

  it('offers tryktrak resignation levels', () => {
    let t = newTable({ game: 'tryktrak' });
    t = step(t, 'white', { kind: 'roll' });
    const seat = toActOf(t)[0] ?? 'white';
    expect(legalOf(t, otherColour(seat))).toEqual(
      ['single', 'double', 'quadruple', 'octuple'].map((level) => ({ kind: 'resign', level })),
    );
  });
});

describe('backgammon table: dice and events', () => {
  it('draws the very dice of seededDice(seed), each event recording its own', () => {
    const t = playUntil(newTable({ matchLength: 3 }), matchOver);
    const drawn = diceDrawn(t);
    const source = seededDice(SEED);
    expect(drawn).toEqual(drawn.map(() => source.rollDie()));
    expect(t.diceUsed).toBe(drawn.length);
    const rolls = t.events.filter((event) => event.intent.kind === 'roll');
    expect(rolls.every((event) => event.dice.length >= 2)).toBe(true);
    const others = t.events.filter((event) => event.intent.kind !== 'roll');
    expect(others.every((event) => event.dice.length === 0)).toBe(true);
  });

  it('returns the one new event with the table, numbered after the last', () => {
    const t = step(newTable({}), 'white', { kind: 'roll' });
    const applied = apply(
      t,
      toActOf(t)[0] ?? 'white',
      legalOf(t, toActOf(t)[0] ?? 'white')[0] ?? { kind: 'roll' },
    );
    expect(applied.ok).toBe(true);
    if (applied.ok) {
      expect(applied.value.events).toHaveLength(1);
      expect(applied.value.events[0]).toBe(applied.value.table.events[1]);
      expect(applied.value.events[0]?.seq).toBe(2);
    }
  });

  it('keeps the played route of a move', () => {
    let t = step(newTable({}), 'white', { kind: 'roll' });
    const seat = toActOf(t)[0] ?? 'white';
    const move = legalOf(t, seat).find((intent) => intent.kind === 'move');
    if (move?.kind !== 'move') throw new Error('no move');
    t = step(t, seat, move);
    expect(t.events.at(-1)?.intent).toEqual(move);
    const history = t.state.match.current.state.history.at(-1);
    expect(
      history?.kind === 'move' && history.play.steps.map(({ from, to }) => ({ from, to })),
    ).toEqual(move.steps);
  });
});
