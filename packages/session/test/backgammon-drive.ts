// Test drivers for backgammon tables: make one, apply intents that must be accepted, play on by
// a chooser (the first legal intent, or a seeded choice: never Math.random).
import {
  apply,
  type BackgammonIntent,
  type BackgammonSpec,
  type BackgammonTable,
  createTable,
  legalIntents,
  type Seat,
  seededDiceProvider,
  view,
} from '../src/index';

export const SEED = 987_654_321;

export const HUMANS: BackgammonSpec['seats'] = {
  white: { kind: 'human' },
  black: { kind: 'human' },
};

export function newTable(spec: Partial<BackgammonSpec>, seed = SEED): BackgammonTable {
  const made = createTable(
    { game: 'backgammon', matchLength: 0, seats: HUMANS, ...spec },
    seededDiceProvider(seed),
  );
  if (!made.ok) throw new Error(`${made.error}: ${made.message}`);
  return made.value as BackgammonTable;
}

/** Applies an intent that must be accepted. */
export function step(
  table: BackgammonTable,
  seat: Seat,
  intent: BackgammonIntent,
): BackgammonTable {
  const applied = apply(table, seat, intent);
  if (!applied.ok) throw new Error(`${seat} ${JSON.stringify(intent)}: ${applied.error}`);
  return applied.value.table as BackgammonTable;
}

export function toActOf(table: BackgammonTable): readonly Seat[] {
  return view(table, 'spectator').toAct;
}

export function legalOf(table: BackgammonTable, seat: Seat): BackgammonIntent[] {
  return legalIntents(table, seat) as BackgammonIntent[];
}

export type Chooser = (legal: readonly BackgammonIntent[]) => BackgammonIntent;

export const firstLegal: Chooser = (legal) => {
  const intent = legal[0];
  if (!intent) throw new Error('no legal intent');
  return intent;
};

/** A seeded generator (a linear congruential one) for choices in tests. */
export function seededIndex(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return (state >>> 8) % n;
  };
}

/** One intent of the first seat the table waits for, chosen from its legal intents. */
export function playOne(table: BackgammonTable, choose: Chooser = firstLegal): BackgammonTable {
  const seat = toActOf(table)[0];
  if (!seat) throw new Error('nobody to act');
  return step(table, seat, choose(legalOf(table, seat)));
}

/** Plays on (first legal intents) until `done`; fails after `limit` intents. */
export function playUntil(
  table: BackgammonTable,
  done: (table: BackgammonTable) => boolean,
  choose: Chooser = firstLegal,
  limit = 5_000,
): BackgammonTable {
  let current = table;
  for (let count = 0; !done(current); count += 1) {
    if (count >= limit) throw new Error(`not done after ${limit} intents`);
    current = playOne(current, choose);
  }
  return current;
}

/** Plays on until the seat the table waits for may send `kind`; returns the table and seat. */
export function playUntilLegal(
  table: BackgammonTable,
  kind: BackgammonIntent['kind'],
): { table: BackgammonTable; seat: Seat } {
  const reached = playUntil(table, (t) => {
    const seat = toActOf(t)[0];
    return seat !== undefined && legalOf(t, seat).some((intent) => intent.kind === kind);
  });
  return { table: reached, seat: toActOf(reached)[0] as Seat };
}

/** The table without its dice provider, for deep comparisons. */
export function withoutDice(table: BackgammonTable): Omit<BackgammonTable, 'dice'> {
  const { dice: _dice, ...rest } = table;
  return rest;
}

/** Every die the table's events drew, in order. */
export function diceDrawn(table: BackgammonTable): number[] {
  return table.events.flatMap((event) => event.dice);
}

/** Freezes everything reachable but the dice provider: a mutation would throw. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const [key, inner] of Object.entries(value)) if (key !== 'dice') deepFreeze(inner);
  return value;
}
