// One game's verbs (table.ts `backgammonTables`, `shatraTables`): what a front end that plays
// one game uses, so that it carries no other game's rules. They are the either-game verbs over
// that game's tables, and refuse another game's spec (a saved game may be anything).
import { describe, expect, it } from 'vitest';
import {
  apply,
  backgammonTables,
  createTable,
  type Intent,
  legalIntents,
  restore,
  type SavedTable,
  type Seat,
  save,
  seededDiceProvider,
  shatraTables,
  type Table,
  type TableSpec,
  type Tables,
  view,
} from '../src/index';

const HUMANS = { white: { kind: 'human' }, black: { kind: 'human' } } as const;
const BACKGAMMON: TableSpec = { game: 'backgammon', matchLength: 3, seats: HUMANS };
const TRYKTRAK: TableSpec = { game: 'tryktrak', matchLength: 0, seats: HUMANS };
const SHATRA: TableSpec = { game: 'shatra', seats: HUMANS };
const DICE = seededDiceProvider(11);

/** A game played by each seat's first legal roll or move, `turns` intents long. */
function played(spec: TableSpec, turns: number): SavedTable {
  const created = createTable(spec, DICE);
  if (!created.ok) throw new Error(created.message);
  let table: Table = created.value;
  for (let i = 0; i < turns; i++) {
    const seat = view(table, 'spectator').toAct[0] as Seat;
    const intent = legalIntents(table, seat).find((x) => x.kind === 'roll' || x.kind === 'move');
    const next = apply(table, seat, intent as Intent);
    if (!next.ok) throw new Error(next.message);
    table = next.value.table;
  }
  return save(table);
}

describe.each([
  ['backgammon', backgammonTables as Tables, [BACKGAMMON, TRYKTRAK], SHATRA],
  ['shatra', shatraTables as Tables, [SHATRA], BACKGAMMON],
] as const)('%s tables', (_name, tables, specs, other) => {
  it.each([...specs] as TableSpec[])(
    'replay, views and legal intents as the either-game verbs ($game)',
    (spec) => {
      const saved = played(spec, 9);
      const mine = tables.restore(saved, DICE);
      const either = restore(saved, DICE);
      if (!mine.ok || !either.ok) throw new Error('the log does not replay');
      expect(mine.value).toEqual(either.value);
      for (const viewer of ['white', 'black', 'spectator'] as const) {
        expect(tables.view(mine.value, viewer)).toEqual(view(either.value, viewer));
      }
      for (const seat of ['white', 'black'] as const) {
        expect(tables.legalIntents(mine.value, seat)).toEqual(legalIntents(either.value, seat));
      }
    },
  );

  it('refuses a spec of the other game, and a spec that is no object', () => {
    expect(tables.createTable(other as never, DICE)).toMatchObject({
      ok: false,
      error: 'bad-spec',
    });
    expect(tables.restore({ spec: other, log: [] }, DICE)).toMatchObject({ error: 'bad-spec' });
    expect(tables.createTable(null as never, DICE)).toMatchObject({ error: 'bad-spec' });
  });

  it('aborts before both seats have acted, and then refuses everything', () => {
    const fresh = tables.createTable(specs[0], DICE);
    if (!fresh.ok) throw new Error(fresh.message);
    expect(tables.view(fresh.value, 'white').abortable).toBe(true);
    const aborted = tables.apply(fresh.value, 'white', { kind: 'abort' });
    if (!aborted.ok) throw new Error(aborted.message);
    const { table } = aborted.value;
    expect(table.ending).toEqual({ kind: 'aborted', by: 'white' });
    expect(tables.legalIntents(table, 'black')).toEqual([]);
    expect(tables.view(table, 'black')).toMatchObject({ toAct: [], legal: [] });
    expect(tables.apply(table, 'black', { kind: 'resign' } as Intent)).toMatchObject({
      ok: false,
      error: 'game-over',
    });
  });

  it('reports a log entry its rules refuse as a corrupt log', () => {
    const saved = played(specs[0], 3);
    const log = [...saved.log, { seat: 'white' as const, intent: { kind: 'nonsense' } as never }];
    expect(tables.restore({ ...saved, log }, DICE)).toMatchObject({
      ok: false,
      error: 'corrupt-log',
      message: expect.stringMatching(/^entry 4: /),
    });
  });
});
