// The computer as a player at a table (agent.ts): from a seat's view to the intent it sends.
// Positions from the web worker's tests (packages/web/test/backgammon-computer.test.ts), judged
// by the committed nets at the level named.
import { type Die, startPosition, swapSides, type VariantKey } from '@ludus/backgammon';
import {
  apply,
  type BackgammonIntent,
  type BackgammonTable,
  type BackgammonView,
  createTable,
  type Level,
  legalIntents,
  seededDiceProvider,
  view,
} from '@ludus/session';
import { describe, expect, it } from 'vitest';
import { decide } from '../src/agent';
import type { Evaluator } from '../src/evaluator';
import { matchContext } from '../src/match-context';
import { position } from './boards';
import { matchAt, played, viewOf } from './views';

const budget = { ms: 2000, seed: 7 };
const nextGameIntent: BackgammonIntent = { kind: 'next-game' };
const start = startPosition();
/** A race the side on roll leads 45 to 60 pips: a double and a pass. */
const raceLead = position({ 1: 3, 2: 3, 3: 3, 4: 3, 5: 3 }, { 2: 3, 3: 3, 4: 3, 5: 3, 6: 3 });
/** A race the side on roll leads 102 to 108 pips (about 10% with the roll): a clear take. */
const raceDouble = position(
  { 5: 3, 6: 4, 7: 3, 8: 3, 9: 2 },
  { 5: 2, 6: 3, 7: 4, 8: 3, 9: 2, 10: 1 },
);
/** The side on roll trails that race: doubling it is a beaver, where beavers are in use. */
const raceBehind = swapSides(raceDouble);
/** The side on roll has 15 checkers on its 6 point against 3 on the other's 1–3 points. */
const farBehind = position({ 6: 15 }, { 1: 1, 2: 1, 3: 1 });

/** After 31 (8/5 6/5) and black's 64 (24/18 13/9): white on roll. */
const afterOneMoveEach = position(
  { 24: 2, 13: 5, 8: 2, 6: 4, 5: 2 },
  { 24: 1, 18: 1, 13: 4, 9: 1, 8: 3, 6: 5 },
);
/**
 * The side on roll bears off 15 checkers from its 1–3 points; the other, 15 on its 8 and 9
 * points, is gammoned more often than not but not surely (a gammon offer is clearly good).
 */
const gammonRace = position({ 1: 5, 2: 5, 3: 5 }, { 8: 8, 9: 7 });

/** White to move with `dice` at `at`, seen by white. */
function moving(at = start, dice: readonly [Die, Die] = [3, 1], game: VariantKey = 'backgammon') {
  return viewOf(
    played(matchAt(at, 'white', { rules: { variant: game } }), { kind: 'roll' }, dice),
    'white',
  );
}

/** White doubled at `at`; black (the taker) sees it. */
function doubled(at: typeof start, beavers = false) {
  const match = matchAt(at, 'white', { rules: { beavers } });
  return viewOf(played(match, { kind: 'double' }), 'black');
}

describe('the backgammon agent', () => {
  it('plays the engine’s play for a roll, as one of the legal move intents', () => {
    const view = moving();
    const intent = decide(view, 'advanced', budget);
    expect(view.legal).toContainEqual(intent);
    expect(intent).toEqual({
      kind: 'move',
      steps: [
        { from: 8, to: 5 },
        { from: 6, to: 5 },
      ],
    });
  });

  it('finds its play among legal moves that list the steps in another order', () => {
    const view = moving(start, [6, 4]);
    const reversed = view.legal.map((intent) =>
      intent.kind === 'move' ? { ...intent, steps: [...intent.steps].reverse() } : intent,
    );
    const intent = decide({ ...view, legal: reversed }, 'advanced', budget);
    expect(intent?.kind).toBe('move');
    expect(reversed).toContain(intent);
  });

  it('judges by the evaluator it is given', () => {
    // A fake that gives the side on roll 85% and no gammons: a double even at the start.
    const confident: Evaluator = { evaluate: () => [0.85, 0, 0, 0, 0] };
    const view = viewOf(matchAt(start, 'white'), 'white');
    expect(decide(view, 'advanced', budget, { evaluator: confident })).toEqual({ kind: 'double' });
  });

  it('keeps to its budget on the clock it is given: world-class out of time plays 0-ply', () => {
    // A clock that jumps a second per reading: every deeper ply finds the budget spent.
    let t = 0;
    const late = () => {
      t += 1000;
      return t;
    };
    const view = moving(start, [6, 5]);
    const hurried = decide(view, 'world-class', { ms: 50, now: late, seed: 1 });
    expect(t).toBeGreaterThan(0);
    expect(hurried).toEqual(decide(view, 'advanced', budget));
  });

  it('plays a legal tryktrak move', () => {
    const view = moving(start, [6, 6], 'tryktrak');
    const intent = decide(view, 'intermediate', budget);
    expect(intent?.kind).toBe('move');
    expect(view.legal).toContainEqual(intent);
  });

  it('doubles a clearly winning race, rolls at the start and without the cube', () => {
    expect(decide(viewOf(matchAt(raceLead, 'white'), 'white'), 'world-class', budget)).toEqual({
      kind: 'double',
    });
    expect(decide(viewOf(matchAt(start, 'white'), 'white'), 'world-class', budget)).toEqual({
      kind: 'roll',
    });
    // The cube is the opponent's: no `double` is legal, so the agent rolls.
    const owned = matchAt(raceLead, 'white', { cube: { value: 2, owner: 'black' } });
    expect(decide(viewOf(owned, 'white'), 'world-class', budget)).toEqual({ kind: 'roll' });
    // The Crawford game: no cube either.
    const crawford = matchAt(raceLead, 'white', {
      rules: { length: 5, crawford: true },
      score: { white: 4, black: 2 },
      crawford: true,
    });
    expect(decide(viewOf(crawford, 'white'), 'world-class', budget)).toEqual({ kind: 'roll' });
  });

  it('passes a clear pass and takes a clear take', () => {
    expect(decide(doubled(raceLead), 'world-class', budget)).toEqual({ kind: 'pass' });
    expect(decide(doubled(swapSides(farBehind)), 'world-class', budget)).toEqual({
      kind: 'pass',
    });
    expect(decide(doubled(raceDouble), 'world-class', budget)).toEqual({ kind: 'take' });
  });

  it('beavers a bad double only when beavers are in use', () => {
    expect(decide(doubled(raceBehind), 'world-class', budget)).toEqual({ kind: 'take' });
    expect(decide(doubled(raceBehind, true), 'world-class', budget)).toEqual({ kind: 'beaver' });
  });

  it('answers a beaver of its double: takes it when ahead, passes it when hopeless', () => {
    const beavered = (at: typeof start) => {
      const match = played(matchAt(at, 'white', { rules: { beavers: true } }), { kind: 'double' });
      return viewOf(played(match, { kind: 'beaver' }), 'white');
    };
    expect(decide(beavered(raceLead), 'world-class', budget)).toEqual({ kind: 'take' });
    expect(decide(beavered(farBehind), 'world-class', budget)).toEqual({ kind: 'pass' });
  });

  it('accepts a single at 0–0 in a 5-point match after one move each (issue 22)', () => {
    // Before, the offer was weighed as if nobody moved again: white's back checkers in black's
    // home board made it a backgammon, and the computer refused a clearly good single.
    const match = matchAt(afterOneMoveEach, 'white', { rules: { length: 5 } });
    const before = played(match, { kind: 'resign', level: 'single', by: 'white' });
    expect(decide(viewOf(before, 'black'), 'world-class', budget)).toEqual({
      kind: 'accept-resignation',
    });
    // Offered after the roll, judged with the dice known.
    const rolled = played(match, { kind: 'roll' }, [2, 1]);
    const after = played(rolled, { kind: 'resign', level: 'single', by: 'white' });
    expect(decide(viewOf(after, 'black'), 'world-class', budget)).toEqual({
      kind: 'accept-resignation',
    });
  });

  it('refuses a single when a gammon is likely, accepts the gammon (5-point match)', () => {
    const match = matchAt(gammonRace, 'white', { rules: { length: 5 } });
    const offered = (level: 'single' | 'gammon') =>
      viewOf(played(match, { kind: 'resign', level, by: 'black' }), 'white');
    expect(decide(offered('single'), 'world-class', budget)).toEqual({
      kind: 'reject-resignation',
    });
    expect(decide(offered('gammon'), 'world-class', budget)).toEqual({
      kind: 'accept-resignation',
    });
  });

  it('judges a resignation in money play by the cubeful value of playing on', () => {
    // Black has borne off nothing, but bears off at its first roll: no gammon in sight, and
    // white's double would be passed, so a single is all the game is worth.
    const offered = (at: typeof start, level: 'single' | 'gammon') =>
      viewOf(played(matchAt(at, 'white'), { kind: 'resign', level, by: 'black' }), 'white');
    expect(decide(offered(raceLead, 'single'), 'world-class', budget)).toEqual({
      kind: 'accept-resignation',
    });
    // A gammon likely: too good to double, and a single gives much of a point away.
    expect(decide(offered(gammonRace, 'single'), 'world-class', budget)).toEqual({
      kind: 'reject-resignation',
    });
    expect(decide(offered(gammonRace, 'gammon'), 'world-class', budget)).toEqual({
      kind: 'accept-resignation',
    });
  });

  it('does nothing when its seat is not to act, or it only watches', () => {
    const view = moving();
    expect(decide(viewOf(view.state.match, 'black'), 'world-class', budget)).toBeNull();
    expect(decide(viewOf(view.state.match, 'spectator'), 'world-class', budget)).toBeNull();
    // The doubler waits for the answer.
    const offer = doubled(raceLead).state.match;
    expect(decide(viewOf(offer, 'white'), 'world-class', budget)).toBeNull();
  });

  it('goes on to the next game when that is all there is to do', () => {
    // A money game over by a pass: the match already holds the next game, not yet rolled.
    const next = played(played(matchAt(raceLead, 'white'), { kind: 'double' }), { kind: 'pass' });
    const nextGame: BackgammonIntent = { kind: 'next-game' };
    expect(decide(viewOf(next, 'black', [nextGame]), 'beginner', budget)).toEqual(nextGame);
  });

  it('never ends a money session: it plays on where end-session is legal too', () => {
    // A real table's view between games of a money session: next-game and end-session.
    const spec = {
      game: 'backgammon',
      matchLength: 0,
      seats: { white: { kind: 'human' }, black: { kind: 'human' } },
    } as const;
    const made = createTable(spec, seededDiceProvider(5));
    if (!made.ok) throw new Error(made.message);
    let table = made.value as BackgammonTable;
    // Plays the first legal intents (rolls, plays, takes) until the first game is over.
    while (table.state.match.previous.length === 0) {
      const seat = view(table, 'spectator').toAct[0] ?? 'white';
      const applied = apply(table, seat, legalIntents(table, seat)[0] as BackgammonIntent);
      if (!applied.ok) throw new Error(applied.message);
      table = applied.value.table as BackgammonTable;
    }
    const seen = view(table, 'white') as BackgammonView;
    expect(seen.legal).toEqual([nextGameIntent, { kind: 'end-session' }]);
    expect(decide(seen, 'beginner', budget)).toEqual(nextGameIntent);
    // Listed first or last, end-session is never the computer's choice.
    const reversed = { ...seen, legal: [...seen.legal].reverse() };
    expect(decide(reversed, 'world-class', budget)).toEqual(nextGameIntent);
  });

  it('replays: the same seed gives the same decisions; the seed drives the noise', () => {
    const rolls: (readonly [Die, Die])[] = [
      [2, 1],
      [4, 3],
      [5, 4],
      [6, 2],
      [5, 3],
      [4, 1],
      [6, 4],
      [3, 2],
    ];
    const plays = (seed: number, level: Level = 'beginner') =>
      rolls.map((dice) => decide(moving(start, dice), level, { ms: 200, seed }));
    expect(plays(11)).toEqual(plays(11));
    const bySeed = [1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(plays(seed)));
    expect(new Set(bySeed).size).toBeGreaterThan(1);
  });
});

describe('matchContext (the one conversion from a match)', () => {
  it('reads a money game’s cube from either seat', () => {
    const match = matchAt(start, 'white', {
      rules: { jacoby: true },
      cube: { value: 2, owner: 'black' },
    });
    const stakes = { kind: 'money', jacoby: true, beavers: false };
    expect(matchContext(match, 'white')).toEqual({
      variant: 'backgammon',
      cubeValue: 2,
      owner: 'opponent',
      stakes,
    });
    expect(matchContext(match, 'black')).toMatchObject({ owner: 'me', stakes });
  });

  it('reads a match’s score from either seat, and the Crawford game', () => {
    const at = { rules: { length: 7, crawford: true }, score: { white: 6, black: 2 } };
    const match = matchAt(start, 'black', { ...at, crawford: true });
    expect(matchContext(match, 'black')).toEqual({
      variant: 'backgammon',
      cubeValue: 1,
      owner: 'centred',
      stakes: { kind: 'match', myAway: 5, opponentAway: 1, crawford: true, postCrawford: false },
    });
    expect(matchContext(matchAt(start, 'black', at), 'white').stakes).toEqual({
      kind: 'match',
      myAway: 1,
      opponentAway: 5,
      crawford: false,
      postCrawford: true,
    });
  });
});
