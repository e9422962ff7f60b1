// Ending a money session (`end-session`): money play never ends in the rules, so a human seat
// ends it between games, in place of `next-game`. Concrete positions from Position IDs: white on
// roll with one checker left on its 1 point bears it off with any roll.
import { makePositionId } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import {
  apply,
  type BackgammonIntent,
  type BackgammonSpec,
  type BackgammonTable,
  type BackgammonView,
  type Intent,
  type LogEntry,
  restore,
  type Seat,
  save,
  seededDiceProvider,
  view,
} from '../src/index';
import { legalOf, newTable, playUntil, SEED, step, toActOf, withoutDice } from './backgammon-drive';

const NEXT: BackgammonIntent = { kind: 'next-game' };
const END: BackgammonIntent = { kind: 'end-session' };
const COMPUTER = { kind: 'computer', level: 'expert' } as const;

/** White's last checker on its 1 point; black has 14 on its 6 point (one borne off): a single. */
const LAST_CHECKER = makePositionId({
  player: Array.from({ length: 25 }, (_, i) => (i === 0 ? 1 : 0)),
  opponent: Array.from({ length: 25 }, (_, i) => (i === 5 ? 14 : 0)),
});

/** A table of `spec` whose first game white has just won by bearing off: the result waits. */
function gameJustWon(spec: Partial<BackgammonSpec> = {}): BackgammonTable {
  let t = newTable({ startPositionId: LAST_CHECKER, ...spec });
  t = step(t, 'white', { kind: 'roll' });
  const moves = legalOf(t, 'white').filter((intent) => intent.kind === 'move');
  expect(moves).toEqual([{ kind: 'move', steps: [{ from: 1, to: 0 }] }]);
  t = step(t, 'white', moves[0] as BackgammonIntent);
  expect(t.state.match.previous).toHaveLength(1);
  return t;
}

function expectRefused(table: BackgammonTable, seat: Seat, intent: unknown, code: string): void {
  const result = apply(table, seat, intent as Intent);
  expect(result, `${seat} ${JSON.stringify(intent)}`).toMatchObject({ ok: false, error: code });
}

describe('end-session: legal only between games of a money session', () => {
  it('is offered beside next-game to both human seats once a money game is over', () => {
    const t = gameJustWon();
    expect(t.state.match.score).toEqual({ white: 1, black: 0 });
    expect(toActOf(t)).toEqual(['white', 'black']);
    expect(legalOf(t, 'white')).toEqual([NEXT, END]);
    expect(legalOf(t, 'black')).toEqual([NEXT, END]);
    expect(view(t, 'spectator').legal).toEqual([]);
    expect(t.state.ended).toBeUndefined();
  });

  it('is refused mid-game (not-now): before the opening roll, a roll in hand, a double offered', () => {
    const fresh = newTable({});
    expectRefused(fresh, 'white', END, 'not-now');
    expectRefused(fresh, 'black', END, 'not-now');
    const rolled = step(newTable({ startPositionId: LAST_CHECKER }), 'white', { kind: 'roll' });
    expectRefused(rolled, 'white', END, 'not-now');
    expectRefused(rolled, 'black', END, 'not-now');
    expect(legalOf(rolled, 'white')).not.toContainEqual(END);
    // The next game, once the result is seen, is mid-game again.
    const next = step(gameJustWon(), 'black', NEXT);
    expectRefused(next, 'white', END, 'not-now');
    expect(legalOf(next, 'white')).not.toContainEqual(END);
  });

  it('is refused in a match to N points (not-money-play), where only next-game is offered', () => {
    const t = gameJustWon({ matchLength: 5 });
    expect(legalOf(t, 'white')).toEqual([NEXT]);
    expect(legalOf(t, 'black')).toEqual([NEXT]);
    expectRefused(t, 'white', END, 'not-money-play');
    expectRefused(newTable({ matchLength: 5 }), 'black', END, 'not-money-play');
  });

  it('is a human seat’s: a computer seat and a spectator may not end the session', () => {
    const t = gameJustWon({ seats: { white: { kind: 'human' }, black: COMPUTER } });
    expect(toActOf(t)).toEqual(['white']);
    expect(legalOf(t, 'white')).toEqual([NEXT, END]);
    expectRefused(t, 'black', END, 'not-your-turn');
    expectRefused(t, 'spectator' as Seat, END, 'not-your-turn');
    const computers = gameJustWon({ seats: { white: COMPUTER, black: COMPUTER } });
    expect(legalOf(computers, 'white')).toEqual([NEXT]);
    expectRefused(computers, 'white', END, 'not-your-turn');
  });
});

describe('end-session: after it the table is over', () => {
  it('records the intent as an event without dice; nobody acts, nothing is legal', () => {
    const won = gameJustWon();
    const t = step(won, 'black', END);
    expect(t.events.at(-1)).toEqual({
      seq: won.events.length + 1,
      seat: 'black',
      intent: END,
      dice: [],
    });
    expect(t.diceUsed).toBe(won.diceUsed);
    expect(t.state.ended).toBe(true);
    // The running score is the session's result; the next game the rules began is never played.
    expect(t.state.match.score).toEqual({ white: 1, black: 0 });
    expect(t.state.match.winner).toBeNull();
    expect(toActOf(t)).toEqual([]);
    for (const viewer of ['white', 'black', 'spectator'] as const) {
      const seen = view(t, viewer) as BackgammonView;
      expect(seen.toAct).toEqual([]);
      expect(seen.legal).toEqual([]);
      expect(seen.state.ended).toBe(true);
    }
    const intents = [END, NEXT, { kind: 'roll' }, { kind: 'resign', level: 'single' }];
    for (const intent of intents) {
      expectRefused(t, 'white', intent, 'game-over');
      expectRefused(t, 'black', intent, 'game-over');
    }
    expectRefused(t, 'white', { kind: 'fly' }, 'unknown-intent');
  });

  it('ends a tryktrak series the same way', () => {
    const first = (x: BackgammonTable) => x.state.match.previous.length === 1;
    const t = playUntil(newTable({ game: 'tryktrak' }), first);
    expect(legalOf(t, 'white')).toEqual([NEXT, END]);
    const ended = step(t, 'white', END);
    expect(view(ended, 'black')).toMatchObject({ toAct: [], legal: [], state: { ended: true } });
  });

  it('saves and restores: the log replays the end of the session', () => {
    const t = step(gameJustWon(), 'white', END);
    const saved = save(t);
    expect(saved.log.at(-1)).toEqual({ seat: 'white', intent: END });
    const restored = restore(saved, seededDiceProvider(SEED));
    if (!restored.ok) throw new Error(restored.message);
    expect(withoutDice(restored.value as BackgammonTable)).toEqual(withoutDice(t));
    expect(legalOf(restored.value as BackgammonTable, 'black')).toEqual([]);
  });

  it('refuses a log that ends the session mid-game, or acts after its end (corrupt-log)', () => {
    const spec = newTable({}).spec;
    const midGame: LogEntry[] = [
      { seat: 'white', intent: { kind: 'roll' } },
      { seat: 'white', intent: END },
    ];
    expect(restore({ spec, log: midGame }, seededDiceProvider(SEED))).toMatchObject({
      ok: false,
      error: 'corrupt-log',
    });
    const after: LogEntry[] = [
      ...save(step(gameJustWon(), 'white', END)).log,
      { seat: 'black', intent: NEXT },
    ];
    const made = restore({ spec: gameJustWon().spec, log: after }, seededDiceProvider(SEED));
    expect(made).toMatchObject({ ok: false, error: 'corrupt-log' });
  });

  it('reads a state without the field as a session not ended (states made before it)', () => {
    const t = gameJustWon();
    expect('ended' in t.state).toBe(false);
    expect(legalOf(t, 'white')).toEqual([NEXT, END]);
  });
});
