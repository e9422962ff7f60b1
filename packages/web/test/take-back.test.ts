// Taking back a person's move against the computer (table/take-back.ts through the local
// transport): the table after it is the one its shortened log makes, the same roll comes again,
// the computer does not answer again before the person moves, and there is no take-back in
// hot-seat, before any move, or back over a game the person has left.
import {
  apply,
  backgammonTables,
  createTable,
  type Intent,
  type Level,
  restore,
  type SavedTable,
  save,
  scriptedDiceProvider,
  seededDiceProvider,
  shatraTables,
  type Table,
  type TableSpec,
  type TableView,
  view,
} from '@ludus/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localTransport } from '../src/table/local';
import { takeBackPoint } from '../src/table/take-back';

const COMPUTER = { kind: 'computer', level: 'expert' } as const;
const HUMAN = { kind: 'human' } as const;

/** Money play; the opening dice 6 (white, the person) and 1 (black), then seeded dice. */
function backgammonTable(black: typeof COMPUTER | typeof HUMAN = COMPUTER): Table {
  const spec: TableSpec = { game: 'backgammon', matchLength: 0, seats: { white: HUMAN, black } };
  const created = createTable(spec, scriptedDiceProvider([6, 1], seededDiceProvider(4)));
  if (!created.ok) throw new Error(created.message);
  return created.value;
}

function shatraTable(): Table {
  const spec: TableSpec = { game: 'shatra', seats: { white: HUMAN, black: COMPUTER } };
  const created = createTable(spec, seededDiceProvider(1));
  if (!created.ok) throw new Error(created.message);
  return created.value;
}

/** The computer rolls rather than doubles, and plays its first legal move. */
function rollingComputer() {
  const asked: TableView[] = [];
  const decide = async (seen: TableView, _level: Level, _seed: number) => {
    asked.push(seen);
    const roll = seen.legal.find((intent) => intent.kind === 'roll');
    const move = seen.legal.find((intent) => intent.kind === 'move');
    return (roll ?? move ?? null) as Intent | null;
  };
  return { asked, decide };
}

/** The person's `index`-th legal move (a choice: the opening 61 has several plays). */
function personMove(table: Table, index = 0): Intent {
  const moves = view(table, 'white').legal.filter((intent) => intent.kind === 'move');
  expect(moves.length).toBeGreaterThan(1);
  const move = moves[index];
  if (!move) throw new Error('no such move');
  return move;
}

/** The table its log makes when cut to `length` events, with the same dice. */
function restoredAt(table: Table, length: number): Table {
  const saved: SavedTable = { spec: table.spec, log: save(table).log.slice(0, length) };
  const restored = restore(saved, table.dice);
  if (!restored.ok) throw new Error(restored.message);
  return restored.value;
}

function sameTable(actual: Table, expected: Table): void {
  expect(actual.events).toEqual(expected.events);
  expect(actual.diceUsed).toBe(expected.diceUsed);
  expect(view(actual, 'white')).toEqual(view(expected, 'white'));
}

afterEach(() => vi.useRealTimers());

describe('taking back a move against the computer', () => {
  it('goes back before the person’s last move and the computer’s answer, the same roll again', async () => {
    vi.useFakeTimers();
    const { asked, decide } = rollingComputer();
    const transport = localTransport({
      tables: backgammonTables,
      table: backgammonTable(),
      decide,
      delayMs: 0,
      seed: 3,
    });
    expect(transport.mayTakeBack()).toBe(false);
    await transport.send('white', { kind: 'roll' });
    await transport.send('white', personMove(transport.table(), 1));
    await vi.runAllTimersAsync();
    // The computer rolled and played; the person is to roll again.
    expect(transport.table().events.map((e) => `${e.seat} ${e.intent.kind}`)).toEqual([
      'white roll',
      'white move',
      'black roll',
      'black move',
    ]);
    await transport.send('white', { kind: 'roll' });
    const before = transport.table();
    const decisions = asked.length;

    expect(transport.mayTakeBack()).toBe(true);
    expect(transport.takeBack()).toBe(true);
    const after = transport.table();
    sameTable(after, restoredAt(before, 1));
    // The opening roll stands: the person plays the same 61 again.
    const game = (table: Table) =>
      (table.state as { match: { current: { state: unknown } } }).match;
    expect(game(after).current.state).toMatchObject({ phase: { kind: 'moving', dice: [6, 1] } });
    await vi.runAllTimersAsync();
    expect(asked).toHaveLength(decisions);
    expect(transport.snapshot().shown.toAct).toEqual(['white']);
    expect(transport.mayTakeBack()).toBe(false);

    // Played the same way again, the computer's dice come again the same.
    await transport.send('white', personMove(transport.table(), 1));
    await vi.runAllTimersAsync();
    expect(transport.table().events.map((e) => e.dice)).toEqual(
      before.events.map((e) => e.dice).slice(0, 4),
    );
    transport.close();
  });

  it('drops the computer’s answer when the move is taken back while it thinks', async () => {
    let answer: (intent: Intent | null) => void = () => {};
    let asked = 0;
    const decide = () => {
      asked += 1;
      return new Promise<Intent | null>((resolve) => {
        answer = resolve;
      });
    };
    const transport = localTransport({
      tables: backgammonTables,
      table: backgammonTable(),
      decide,
      delayMs: 0,
      seed: 3,
    });
    await transport.send('white', { kind: 'roll' });
    await transport.send('white', personMove(transport.table()));
    await vi.waitFor(() => expect(transport.snapshot().thinking).toBe(true));
    expect(transport.takeBack()).toBe(true);
    expect(transport.snapshot().thinking).toBe(false);
    const after = transport.table();
    answer({ kind: 'roll' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(transport.table()).toBe(after);
    expect(transport.snapshot()).toMatchObject({ thinking: false, failure: null });
    expect(asked).toBe(1);
    transport.close();
  });

  it('takes back a Shatra move and the computer’s reply', async () => {
    vi.useFakeTimers();
    const decide = async (seen: TableView) =>
      (seen.legal.find((intent) => intent.kind === 'move') ?? null) as Intent | null;
    const transport = localTransport({
      tables: shatraTables,
      table: shatraTable(),
      decide,
      delayMs: 0,
      seed: 3,
    });
    await transport.send('white', personMove(transport.table(), 2));
    await vi.runAllTimersAsync();
    const before = transport.table();
    expect(before.events.map((e) => e.seat)).toEqual(['white', 'black']);
    expect(transport.takeBack()).toBe(true);
    sameTable(transport.table(), restoredAt(before, 0));
    await vi.runAllTimersAsync();
    expect(transport.table().events).toEqual([]);
    transport.close();
  });

  it('is not offered in hot-seat, nor back over a finished game the person has left', () => {
    const { decide } = rollingComputer();
    const hotSeat = localTransport({
      tables: backgammonTables,
      table: backgammonTable(HUMAN),
      decide,
      delayMs: 0,
      seed: 3,
    });
    void hotSeat.send('white', { kind: 'roll' });
    void hotSeat.send('white', personMove(hotSeat.table()));
    expect(hotSeat.mayTakeBack()).toBe(false);
    expect(hotSeat.takeBack()).toBe(false);
    hotSeat.close();

    // The person moved, then resigned; the result was seen (next-game) and a new game began.
    let table = backgammonTable();
    table = then(table, 'white', { kind: 'roll' });
    table = then(table, 'white', personMove(table));
    const known = { table, point: takeBackPoint(backgammonTables, table, 'white') };
    expect(known.point?.length).toBe(1);
    table = then(table, 'black', { kind: 'roll' });
    table = then(table, 'black', firstMove(table, 'black'));
    // Worked on from the earlier table's answer, the same point as from the log's start.
    const onward = takeBackPoint(backgammonTables, table, 'white', known);
    expect(onward?.length).toBe(1);
    expect(onward?.table).toBe(known.point?.table);
    sameTable(
      takeBackPoint(backgammonTables, table, 'white')?.table as Table,
      onward?.table as Table,
    );
    table = then(table, 'white', { kind: 'resign', level: 'single' });
    table = then(table, 'black', { kind: 'accept-resignation' });
    table = then(table, 'white', { kind: 'next-game' });
    expect(takeBackPoint(backgammonTables, table, 'white')).toBeNull();
    expect(takeBackPoint(backgammonTables, backgammonTable(), 'white')).toBeNull();
  });
});

/** `table` after `seat`'s `intent`, which the table must accept. */
function then(table: Table, seat: 'white' | 'black', intent: Intent): Table {
  const next = apply(table, seat, intent);
  if (!next.ok) throw new Error(next.message);
  return next.value.table;
}

function firstMove(table: Table, seat: 'white' | 'black'): Intent {
  const move = view(table, seat).legal.find((intent) => intent.kind === 'move');
  if (!move) throw new Error('no move');
  return move;
}
