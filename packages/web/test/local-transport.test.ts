// The local transport: the table in the page, the people's intents applied at once, the
// computer's seat asked (through a fake decide here) whenever it alone is to act.
import {
  type BackgammonTable,
  backgammonTables,
  createTable,
  type Intent,
  type Level,
  scriptedDiceProvider,
  seededDiceProvider,
  type TableView,
} from '@ludus/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decisionSeed, localTransport } from '../src/table/local';

/** A 5-point match against the computer (black); the opening dice 1 (white) and 6 (black). */
function computerTable(seed = 9): BackgammonTable {
  const spec = {
    game: 'backgammon',
    matchLength: 5,
    seats: { white: { kind: 'human' }, black: { kind: 'computer', level: 'expert' } },
  } as const;
  const created = createTable(spec, scriptedDiceProvider([1, 6], seededDiceProvider(seed)));
  if (!created.ok) throw new Error(created.message);
  return created.value as BackgammonTable;
}

interface Asked {
  readonly view: TableView;
  readonly level: Level;
  readonly seed: number;
}

/** A decide that records what it was asked and answers the seat's first legal intent. */
function firstLegal() {
  const asked: Asked[] = [];
  const decide = async (view: TableView, level: Level, seed: number) => {
    asked.push({ view, level, seed });
    return (view.legal[0] as Intent | undefined) ?? null;
  };
  return { asked, decide };
}

afterEach(() => vi.useRealTimers());

describe('the local transport', () => {
  it('lets the person make the opening roll, then asks the computer when it alone is to act', async () => {
    vi.useFakeTimers();
    const { asked, decide } = firstLegal();
    const transport = localTransport({
      tables: backgammonTables,
      table: computerTable(),
      decide,
      delayMs: 0,
      seed: 5,
    });
    await vi.runAllTimersAsync();
    expect(asked).toEqual([]);
    expect(transport.snapshot().seats.white?.legal).toContainEqual({ kind: 'roll' });
    expect(await transport.send('white', { kind: 'roll' })).toEqual({ ok: true });
    // Black won the opening roll (6 against 1): the computer plays 6-1, then white is to roll.
    await vi.runAllTimersAsync();
    expect(asked).toHaveLength(1);
    const [question] = asked;
    expect(question?.view.viewer).toBe('black');
    expect(question?.level).toBe('expert');
    // The seed of the game and of the table's length when asked (one event: the opening roll).
    expect(question?.seed).toBe(decisionSeed(5, { events: [{}] } as unknown as BackgammonTable));
    expect(question?.view).not.toHaveProperty('dice');
    expect(transport.table().events.map((e) => [e.seat, e.intent.kind])).toEqual([
      ['white', 'roll'],
      ['black', 'move'],
    ]);
    expect(transport.snapshot().shown.toAct).toEqual(['white']);
    transport.close();
  });

  it('refuses an intent for the computer’s seat and an illegal one, the table unchanged', async () => {
    const { decide } = firstLegal();
    const transport = localTransport({
      tables: backgammonTables,
      table: computerTable(),
      decide,
      delayMs: 0,
      seed: 5,
    });
    const before = transport.table();
    expect((await transport.send('black', { kind: 'roll' })).ok).toBe(false);
    expect(await transport.send('white', { kind: 'take' })).toMatchObject({ ok: false });
    expect(transport.table()).toBe(before);
    transport.close();
  });

  it('stops on a failure until retry', async () => {
    vi.useFakeTimers();
    let fail = true;
    const decide = async (view: TableView) => {
      if (fail) throw new Error('worker died');
      return (view.legal[0] as Intent | undefined) ?? null;
    };
    const transport = localTransport({
      tables: backgammonTables,
      table: computerTable(3),
      decide,
      delayMs: 0,
      seed: 5,
    });
    await transport.send('white', { kind: 'roll' });
    await vi.runAllTimersAsync();
    expect(transport.snapshot().failure).toBe('worker died');
    expect(transport.snapshot().shown.toAct).toEqual(['black']);
    fail = false;
    transport.retry();
    await vi.runAllTimersAsync();
    expect(transport.snapshot().failure).toBeNull();
    expect(transport.snapshot().shown.toAct).toEqual(['white']);
    transport.close();
  });

  it('drops an answer that comes after the table was replaced', async () => {
    vi.useFakeTimers();
    let release: (intent: Intent | null) => void = () => {};
    const decide = () => new Promise<Intent | null>((resolve) => (release = resolve));
    const transport = localTransport({
      tables: backgammonTables,
      table: computerTable(3),
      decide,
      delayMs: 0,
      seed: 5,
    });
    await transport.send('white', { kind: 'roll' });
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.snapshot().thinking).toBe(true);
    const asked = transport.table();
    const fresh = computerTable(4);
    transport.replace(fresh);
    release({
      kind: 'move',
      steps: [
        { from: 13, to: 7 },
        { from: 8, to: 7 },
      ],
    });
    await vi.runAllTimersAsync();
    expect(transport.table()).toBe(fresh);
    expect(asked.events).toHaveLength(1);
    transport.close();
  });

  it('seeds each decision by the game’s seed and how far the table has got', () => {
    const table = computerTable();
    expect(decisionSeed(5, table)).toBe(decisionSeed(5, computerTable()));
    expect(decisionSeed(6, table)).not.toBe(decisionSeed(5, table));
  });
});
