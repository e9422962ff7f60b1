import { otherColour } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import {
  apply,
  type BackgammonTable,
  createTable,
  type Intent,
  type LogEntry,
  restore,
  type SavedTable,
  type Seat,
  save,
  seededDiceProvider,
} from '../src/index';
import {
  deepFreeze,
  HUMANS,
  newTable,
  playUntil,
  playUntilLegal,
  SEED,
  step,
  toActOf,
  withoutDice,
} from './backgammon-drive';

function expectRefused(table: BackgammonTable, seat: Seat, intent: unknown, code: string): void {
  const before = JSON.stringify(withoutDice(table));
  deepFreeze(table);
  const result = apply(table, seat, intent as Intent);
  expect(result).toMatchObject({ ok: false, error: code });
  expect(JSON.stringify(withoutDice(table))).toBe(before);
}

/** After the opening roll: the seat playing it, and the other. */
function afterOpening(spec = {}) {
  const table = step(newTable(spec), 'white', { kind: 'roll' });
  const mover = toActOf(table)[0] as Seat;
  return { table, mover, other: otherColour(mover) };
}

describe('backgammon table: refused intents leave the table as it was', () => {
  it('refuses an intent out of turn, by the wrong seat, or by no seat', () => {
    const { table, mover, other } = afterOpening();
    expectRefused(table, other, { kind: 'roll' }, 'not-your-turn');
    expectRefused(table, other, { kind: 'move', steps: [] }, 'not-your-turn');
    expectRefused(table, 'spectator' as Seat, { kind: 'resign', level: 'single' }, 'not-your-turn');
    expectRefused(table, 'spectator' as Seat, { kind: 'roll' }, 'not-your-turn');
    const doubled = playUntilLegal(table, 'double');
    const cubed = step(doubled.table, doubled.seat, { kind: 'double' });
    expectRefused(cubed, doubled.seat, { kind: 'take' }, 'not-your-turn');
    expectRefused(cubed, doubled.seat, { kind: 'resign', level: 'single' }, 'not-your-turn');
    expect(mover).not.toBe(other);
  });

  it('refuses illegal moves and moves when there is no roll to play', () => {
    const { table, mover } = afterOpening();
    expectRefused(table, mover, { kind: 'move', steps: [] }, 'illegal-move');
    expectRefused(table, mover, { kind: 'move', steps: [{ from: 6, to: 0 }] }, 'illegal-move');
    expectRefused(table, mover, { kind: 'move', steps: [{ from: 24, to: 23 }] }, 'illegal-move');
    expectRefused(table, mover, { kind: 'move', steps: 'nonsense' }, 'illegal-move');
    expectRefused(table, mover, { kind: 'move', steps: [null] }, 'illegal-move');
    expectRefused(table, mover, { kind: 'move', move: '46-39' }, 'illegal-move');
    const fresh = newTable({});
    expectRefused(fresh, 'white', { kind: 'move', steps: [{ from: 24, to: 18 }] }, 'not-now');
  });

  it('refuses unknown intents', () => {
    const table = newTable({});
    expectRefused(table, 'white', { kind: 'offer-draw' }, 'unknown-intent');
    expectRefused(table, 'white', { kind: 'fly' }, 'unknown-intent');
    expectRefused(table, 'white', null, 'unknown-intent');
    expectRefused(table, 'white', 'roll', 'unknown-intent');
  });

  it("passes the rules' refusals through with their codes", () => {
    const fresh = newTable({});
    // Nobody doubles before the first play (rules file, Doubling cube).
    expectRefused(fresh, 'white', { kind: 'double' }, 'not-now');
    expectRefused(fresh, 'white', { kind: 'resign', level: 'single' }, 'not-now');
    expectRefused(fresh, 'white', { kind: 'next-game' }, 'not-now');
    const { table, mover } = afterOpening();
    expectRefused(table, mover, { kind: 'resign', level: 'octuple' }, 'unknown-level');
    expectRefused(table, mover, { kind: 'take' }, 'not-now');
    const doubled = playUntilLegal(table, 'double');
    const cubed = step(doubled.table, doubled.seat, { kind: 'double' });
    expectRefused(cubed, otherColour(doubled.seat), { kind: 'beaver' }, 'beaver-unavailable');
    // After a take the cube is the taker's: the doubler may not double again.
    const taken = step(cubed, otherColour(doubled.seat), { kind: 'take' });
    const doublerRolls = playUntil(
      taken,
      (t) => toActOf(t)[0] === doubled.seat && t.state.match.current.state.phase.kind === 'rolling',
    );
    expectRefused(doublerRolls, doubled.seat, { kind: 'double' }, 'cube-unavailable');
    const tryktrak = afterOpening({ game: 'tryktrak' });
    const rolling = playUntilLegal(tryktrak.table, 'roll');
    expectRefused(rolling.table, rolling.seat, { kind: 'double' }, 'cube-unavailable');
  });

  it('refuses everything but next-game while a result waits, and everything after the match', () => {
    const done = playUntil(newTable({}), (t) => t.state.match.previous.length === 1);
    expectRefused(done, 'white', { kind: 'roll' }, 'not-now');
    expectRefused(done, 'black', { kind: 'resign', level: 'single' }, 'not-now');
    const over = playUntil(newTable({ matchLength: 1 }), (t) => t.state.match.winner !== null);
    for (const intent of [{ kind: 'roll' }, { kind: 'next-game' }, { kind: 'fly' }]) {
      const code = intent.kind === 'fly' ? 'unknown-intent' : 'game-over';
      expectRefused(over, 'white', intent, code);
      expectRefused(over, 'black', intent, code);
    }
  });
});

describe('backgammon table: bad specs', () => {
  it('refuses a spec that cannot be played with bad-spec', () => {
    const base = { game: 'backgammon', matchLength: 0, seats: HUMANS } as const;
    const bad: unknown[] = [
      { ...base, matchLength: 26 },
      { ...base, matchLength: -1 },
      { ...base, matchLength: 2.5 },
      { ...base, matchLength: '3' },
      { ...base, matchLength: 5, jacoby: true },
      { ...base, matchLength: 5, beavers: true },
      { ...base, game: 'tryktrak', jacoby: true },
      { ...base, startPositionId: 'not an id' },
      { ...base, startPositionId: '//////////////' },
      { ...base, seats: { white: { kind: 'human' } } },
      { ...base, seats: { ...HUMANS, black: { kind: 'computer', level: 'godlike' } } },
      { ...base, game: 'chess' },
    ];
    for (const spec of bad) {
      const made = createTable(spec as never, seededDiceProvider(SEED));
      expect(made, JSON.stringify(spec)).toMatchObject({ ok: false, error: 'bad-spec' });
    }
    expect(createTable({ ...base, matchLength: 25 }, seededDiceProvider(SEED)).ok).toBe(true);
    const money = createTable({ ...base, jacoby: true, beavers: true }, seededDiceProvider(SEED));
    expect(money.ok && money.value.state.game === 'backgammon').toBe(true);
  });
});

describe('backgammon table: restoring a tampered log', () => {
  const played = playUntil(newTable({ matchLength: 3 }), (t) => t.events.length >= 40);
  const saved = save(played);
  const moveAt = saved.log.findIndex(
    ({ intent }) => intent.kind === 'move' && 'steps' in intent && intent.steps.length === 2,
  );
  const rollAt = saved.log.findIndex(({ intent }, i) => i > 0 && intent.kind === 'roll');

  function tampered(change: (log: LogEntry[]) => void): SavedTable {
    const log = saved.log.map((entry) => ({ ...entry }));
    change(log);
    return { ...saved, log };
  }

  function expectCorrupt(bad: SavedTable, seed = SEED): void {
    const restored = restore(bad, seededDiceProvider(seed));
    expect(restored).toMatchObject({ ok: false, error: 'corrupt-log' });
  }

  it('restores the untouched log', () => {
    const restored = restore(saved, seededDiceProvider(SEED));
    expect(restored.ok && withoutDice(restored.value as BackgammonTable)).toEqual(
      withoutDice(played),
    );
  });

  it('refuses an illegal play inserted', () => {
    expect(moveAt).toBeGreaterThan(0);
    const entry = saved.log[moveAt] as LogEntry;
    const illegal = { kind: 'move', steps: [{ from: 1, to: 0 }] } as const;
    expectCorrupt(tampered((log) => log.splice(moveAt, 1, { ...entry, intent: illegal })));
    expectCorrupt(tampered((log) => log.splice(moveAt + 1, 0, entry)));
  });

  it('refuses an intent by the wrong seat', () => {
    expect(rollAt).toBeGreaterThan(0);
    const entry = saved.log[rollAt] as LogEntry;
    expectCorrupt(
      tampered((log) => log.splice(rollAt, 1, { ...entry, seat: otherColour(entry.seat) })),
    );
  });

  it('refuses a step changed to a die that was not rolled, and other dice', () => {
    const entry = saved.log[moveAt] as LogEntry;
    if (entry.intent.kind !== 'move' || !('steps' in entry.intent)) throw new Error('no move');
    const [first, ...rest] = entry.intent.steps;
    if (!first) throw new Error('no step');
    const changed = { from: first.from, to: first.to > 1 ? first.to - 1 : first.to + 1 };
    const intent = { kind: 'move', steps: [changed, ...rest] } as const;
    const restored = restore(
      tampered((log) => log.splice(moveAt, 1, { ...entry, intent })),
      seededDiceProvider(SEED),
    );
    expect(restored).toMatchObject({ ok: false, error: 'corrupt-log' });
    if (!restored.ok) expect(restored.message).toMatch(new RegExp(`^entry ${moveAt + 1}:`));
    expectCorrupt(saved, SEED + 1);
  });
});
