// The socket's encoder reuses the texts of long arrays' items (a game's history) between
// messages: whatever it is given, its text must be JSON.stringify's, byte for byte, also after
// the objects it remembered appear again in other places and other messages.
import {
  apply,
  createTable,
  legalIntents,
  type Seat,
  seededDiceProvider,
  type Table,
  type TableSpec,
  view,
} from '@ludus/session';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { json } from '../src/ws/encode';

const HUMANS = { white: { kind: 'human' }, black: { kind: 'human' } } as const;

/** Every table of a game, each seat playing a legal intent picked by `seed` (no early endings). */
function played(spec: TableSpec, seed: number, limit: number): Table[] {
  const made = createTable(spec, seededDiceProvider(seed));
  if (!made.ok) throw new Error(made.message);
  const tables = [made.value];
  const ending = new Set(['resign', 'double', 'pass', 'offer-draw', 'end-session', 'abort']);
  for (let n = 0; n < limit; n += 1) {
    const table = tables.at(-1) as Table;
    const seat = (['white', 'black'] as Seat[]).find((s) => view(table, s).toAct.includes(s));
    const intent =
      seat &&
      legalIntents(table, seat)
        .filter((i) => !ending.has(i.kind))
        .at(-1);
    if (!seat || !intent) break;
    const next = apply(table, seat, intent);
    if (!next.ok) break;
    tables.push(next.value.table);
  }
  return tables;
}

describe('encode: JSON.stringify, with long arrays’ items remembered', () => {
  it('writes every view and events message of whole games as JSON.stringify does', () => {
    const backgammon = played({ game: 'backgammon', matchLength: 3, seats: HUMANS }, 7, 400);
    // Random Shatra games end soon (a biy taken): several, for histories past 8 moves.
    const shatra = [1, 2, 4, 5, 6].map((seed) =>
      played({ game: 'shatra', seats: HUMANS }, seed, 200),
    );
    expect(backgammon.length).toBeGreaterThan(100);
    expect(Math.max(...shatra.map((tables) => tables.length))).toBeGreaterThan(10);
    for (const tables of [backgammon, ...shatra]) {
      for (const table of tables) {
        for (const viewer of ['white', 'black', 'spectator'] as const) {
          const message = { type: 'view', table: 't', view: view(table, viewer) };
          expect(json(message)).toBe(JSON.stringify(message));
        }
        const events = { type: 'events', table: 't', events: table.events.slice(-3) };
        expect(json(events)).toBe(JSON.stringify(events));
      }
      // A resync sends the whole log: its items were remembered from the views.
      const resync = { type: 'events', table: 't', events: (tables.at(-1) as Table).events };
      expect(json(resync)).toBe(JSON.stringify(resync));
    }
  });

  it('agrees with JSON.stringify on any JSON value, also a second time', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const long = [value, value, value, value, value, value, value, value, { value }];
        expect(json(value)).toBe(JSON.stringify(value));
        expect(json(long)).toBe(JSON.stringify(long));
        expect(json({ again: long })).toBe(JSON.stringify({ again: long }));
      }),
    );
  });

  it('leaves out what JSON.stringify leaves out, and writes holes and gaps as null', () => {
    const odd = {
      gone: undefined,
      fn: () => 1,
      items: [undefined, () => 1, Symbol('s'), Number.NaN, new Date(0), { toJSON: () => 'x' }],
      // biome-ignore lint/suspicious/noSparseArray: a hole is what this checks
      holes: [1, , 3, , 5, , 7, , { a: 1 }],
      nested: Object.assign(Object.create(null), { a: [1, 2] }),
    };
    expect(json(odd)).toBe(JSON.stringify(odd));
    expect(json(undefined)).toBe(JSON.stringify(undefined));
  });
});
