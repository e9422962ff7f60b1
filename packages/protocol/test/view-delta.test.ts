// History elision (view-delta.ts): what `elide` writes, `expand` reads back as the state itself,
// for arbitrary JSON-like states and for whole games of the real rules; late in a game the
// elided text is a small part of the whole; a marker that cannot be resolved gives null, never a
// throw nor a wrong state.
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
import { ELIDE_MIN_ITEMS, elide, expand, PREFIX_KEY, parseServerMessage } from '../src';

/** What a value is once it has crossed the wire as JSON. */
const sent = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

/**
 * The client's side of one view: the state it holds after `wire` came, given `held` (the JSON of
 * the state sent before). A state `elide` left whole comes without a base and is taken as it is.
 */
function received(held: unknown, current: unknown, wire: unknown): unknown {
  return wire === current ? sent(current) : expand(held, sent(wire));
}

// Arbitrary JSON-like trees with long arrays, and successors that share their items.

const leaf = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 6 }),
  fc.boolean(),
  fc.constant(null),
  fc.double({ noNaN: true }),
);
const key = fc.string({ maxLength: 4 }).filter((k) => k !== '__proto__');
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('tree'), { maxLength: 14 }),
  object: fc.dictionary(key, tie('tree'), { maxKeys: 4 }),
}));

/** A small linear congruential generator: the successor's choices, from a seed fast-check picks. */
function choices(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % Math.max(1, n);
  };
}

/**
 * A state after `value` as the rules make one: arrays keep a prefix of the very same items (most
 * often nearly all of them), then changed, dropped and new items; objects are copies with some
 * values changed; leaves are sometimes replaced. Nothing is changed in place.
 */
function successor(value: unknown, pick: (n: number) => number, depth = 0): unknown {
  const fresh = () => (pick(2) === 0 ? { n: pick(1_000) } : `s${pick(1_000)}`);
  if (Array.isArray(value)) {
    const cut = Math.max(0, value.length - pick(3) - (pick(5) === 0 ? pick(value.length + 1) : 0));
    const next: unknown[] = value.slice(0, cut);
    for (const item of value.slice(cut)) {
      const way = pick(3);
      if (way === 1) next.push(item);
      else if (way === 2) next.push(successor(item, pick, depth + 1));
    }
    for (let i = pick(4); i > 0; i -= 1) next.push(fresh());
    return next;
  }
  if (typeof value === 'object' && value !== null) {
    const next: Record<string, unknown> = { ...value };
    for (const [k, item] of Object.entries(value)) {
      if (pick(3) === 0) next[k] = successor(item, pick, depth + 1);
    }
    if (pick(4) === 0) next[`k${pick(10)}`] = fresh();
    return next;
  }
  return pick(4) === 0 ? fresh() : value;
}

/** A state with long arrays of objects near its top, as a game's history. */
const historyLike = fc
  .tuple(fc.array(tree, { minLength: 8, maxLength: 30 }), tree)
  .map(([history, other]) => ({ game: 'x', current: { history, other }, previous: [history] }));

describe('elide and expand: the state comes back whole', () => {
  it('for random states and prefix-sharing successors, over chains of views', () => {
    fc.assert(
      fc.property(fc.oneof(tree, historyLike), fc.integer(), (first, seed) => {
        const pick = choices(seed);
        let server = first;
        let held = sent(first);
        for (let n = 0; n < 4; n += 1) {
          const current = successor(server, pick);
          const got = received(held, current, elide(server, current));
          expect(got).toEqual(sent(current));
          [server, held] = [current, got];
        }
      }),
      { numRuns: 500 },
    );
  });

  it('elides the shared prefix of long arrays only, and leaves `current` itself otherwise', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ move: i }));
    const before = { history: items, board: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1] };
    const after = {
      history: [...items, { move: 10 }],
      board: [0, 0, 0, 0, 0, 0, 0, 0, 0, 2],
    };
    // The board's numbers are not worth a marker; the history's objects are.
    expect(elide(before, after)).toEqual({
      history: { [PREFIX_KEY]: 10, rest: [{ move: 10 }] },
      board: after.board,
    });
    // Fresh objects (equal, not the same) are not elided: nothing is, and `after` comes back.
    const copied = { history: items.map((item) => ({ ...item })), board: [] };
    expect(elide(before, copied)).toBe(copied);
    // Too short a prefix: one under the bound.
    const short = { history: [...items.slice(0, ELIDE_MIN_ITEMS - 1), { move: 99 }, ...items] };
    expect(elide(before, short)).toBe(short);
    // No previous state at all.
    expect(elide(undefined, after)).toBe(after);
  });

  it('a state that holds a real `$prefix` key is not elided at all', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ move: i }));
    const before = { history: items };
    const after = { history: [...items, { move: 10 }], odd: { [PREFIX_KEY]: 1, rest: [] } };
    expect(elide(before, after)).toBe(after);
  });
});

// Real games, played by the session with seeded dice.

const HUMANS = { white: { kind: 'human' }, black: { kind: 'human' } } as const;
/** Intents that would end a game early: left out, so that the games run long. */
const ENDING = new Set(['resign', 'double', 'pass', 'offer-draw', 'accept-draw', 'end-session']);

/** Every table of a game, each seat playing a legal intent picked by `seed`. */
function played(spec: TableSpec, seed: number, limit: number): Table[] {
  const made = createTable(spec, seededDiceProvider(seed));
  if (!made.ok) throw new Error(made.message);
  const tables = [made.value];
  const pick = choices(seed);
  for (let n = 0; n < limit; n += 1) {
    const table = tables.at(-1) as Table;
    const seat = (['white', 'black'] as Seat[]).find((s) => view(table, s).toAct.includes(s));
    const legal = seat ? legalIntents(table, seat).filter((i) => !ENDING.has(i.kind)) : [];
    const intent = legal[pick(legal.length)];
    if (!seat || !intent) break;
    const next = apply(table, seat, intent);
    if (!next.ok) break;
    tables.push(next.value.table);
  }
  return tables;
}

/** Each state as the client holds it, view after view; the last one's full and elided texts. */
function watched(tables: readonly Table[]) {
  let held = sent(tables[0]?.state);
  let full = '';
  let elided = '';
  for (const [i, table] of tables.entries()) {
    if (i === 0) continue;
    const previous = tables[i - 1]?.state;
    const wire = elide(previous, table.state);
    held = received(held, table.state, wire);
    expect(held).toEqual(sent(table.state));
    full = JSON.stringify(table.state);
    elided = JSON.stringify(wire);
  }
  return { full, elided };
}

describe('elision on real games', () => {
  it('a five-point backgammon match: every view expands to the state; late, a fiftieth', () => {
    const tables = played({ game: 'backgammon', matchLength: 5, seats: HUMANS }, 7, 2_000);
    expect(tables.length).toBeGreaterThan(400);
    // Finished games are kept in the state too: the last one has at least one.
    const last = tables.at(-1)?.state as unknown as { match: { previous: unknown[] } };
    expect(last.match.previous.length).toBeGreaterThan(0);
    const { full, elided } = watched(tables);
    expect(full.length).toBeGreaterThan(40_000);
    expect(elided.length).toBeLessThan(full.length / 4);
    expect(elided.length).toBeLessThan(full.length / 20);
  });

  it('Shatra games: every view expands to the state; late, a quarter at most', () => {
    // Random Shatra games end soon (a biy taken): several, the longest judged.
    const games = Array.from({ length: 12 }, (_, seed) =>
      played({ game: 'shatra', seats: HUMANS }, seed + 1, 300),
    ).sort((a, b) => b.length - a.length);
    expect(games[0]?.length).toBeGreaterThan(20);
    const [longest, ...others] = games.map(watched);
    expect(longest?.elided.length).toBeLessThan((longest?.full.length ?? 0) / 4);
    expect(others.length).toBe(11);
  });

  it('the elided view passes the client’s edge, its base with it', () => {
    const tables = played({ game: 'backgammon', matchLength: 3, seats: HUMANS }, 7, 200);
    const [before, after] = tables.slice(-2) as [Table, Table];
    const shown = view(after, 'white');
    const state = elide(before.state, after.state);
    const message = { type: 'view', table: 'bg-7', base: before.events.length, view: shown };
    const parsed = parseServerMessage(JSON.stringify({ ...message, view: { ...shown, state } }));
    expect(parsed).toMatchObject({ ok: true, value: { base: before.events.length } });
    expect(JSON.stringify(state)).toContain(`"${PREFIX_KEY}":`);
  });
});

describe('expand refuses what it cannot resolve (null, never a throw)', () => {
  const history = Array.from({ length: 10 }, (_, i) => ({ move: i }));
  const held = { game: 'backgammon', history };
  const marker = (k: unknown, rest: unknown = []) => ({ [PREFIX_KEY]: k, rest });
  const wire = (value: unknown) => ({ game: 'backgammon', history: value });

  it('resolves a good marker, sharing the held items', () => {
    const got = expand(held, wire(marker(10, [{ move: 10 }]))) as typeof held;
    expect(got.history).toEqual([...history, { move: 10 }]);
    expect(got.history[0]).toBe(history[0]);
    expect(held.history).toHaveLength(10);
  });

  it.each([
    ['no state held', undefined, wire(marker(8))],
    ['no array at the path', { game: 'backgammon', history: { move: 1 } }, wire(marker(8))],
    ['no such path', { game: 'backgammon' }, wire(marker(8))],
    ['k past the held array', held, wire(marker(11))],
    ['k negative', held, wire(marker(-1))],
    ['k not an integer', held, wire(marker(2.5))],
    ['k a string', held, wire(marker('8'))],
    ['rest not an array', held, wire(marker(8, { 0: 'a' }))],
    ['rest missing', held, wire({ [PREFIX_KEY]: 8 })],
    ['a field more', held, wire({ ...marker(8), extra: 1 })],
    ['a marker in the rest past the held items', held, wire(marker(9, [{ a: marker(8) }]))],
  ])('%s', (_why, previous, value) => {
    expect(expand(previous, value)).toBeNull();
  });

  it('for arbitrary held states and wire values with markers in them', () => {
    const markerLike = fc.record({
      [PREFIX_KEY]: fc.oneof(fc.integer(), fc.double(), fc.string()),
      rest: fc.oneof(fc.array(fc.jsonValue(), { maxLength: 4 }), fc.jsonValue()),
    });
    const withMarkers = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(key, fc.oneof(markerLike, fc.jsonValue()), { maxKeys: 4 }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), withMarkers, (previous, value) => {
        const got = expand(previous, value);
        if (got !== null) expect(JSON.stringify(got)).not.toContain(`"${PREFIX_KEY}":`);
      }),
      { numRuns: 500 },
    );
  });
});
