// The endings no game's rules know (ending.ts): an abort while not both seats have acted, a
// forfeit by the server (its log event the loser's), whose clock runs, and a replay that ends
// the table the same way.
import { describe, expect, it } from 'vitest';
import {
  abortable,
  apply,
  clockSeat,
  createTable,
  type Intent,
  legalIntents,
  restore,
  type Seat,
  save,
  seededDiceProvider,
  type Table,
  type TableSpec,
  view,
} from '../src/index';

const HUMANS = { white: { kind: 'human' }, black: { kind: 'human' } } as const;
const DICE = seededDiceProvider(7);

function made(spec: TableSpec): Table {
  const table = createTable(spec, DICE);
  if (!table.ok) throw new Error(table.message);
  return table.value;
}

function step(table: Table, seat: Seat, intent: Intent): Table {
  const next = apply(table, seat, intent);
  if (!next.ok) throw new Error(`${next.error}: ${next.message}`);
  return next.value.table;
}

/** The first legal intent of the seat the clock waits on (a move or a roll). */
function play(table: Table): Table {
  const seat = clockSeat(table) as Seat;
  const intent = legalIntents(table, seat).find((i) => i.kind === 'move' || i.kind === 'roll');
  return step(table, seat, intent as Intent);
}

describe('abort', () => {
  it('is open until both Shatra seats have moved, then refused', () => {
    let table = made({ game: 'shatra', seats: HUMANS });
    expect(view(table, 'black').abortable).toBe(true);
    table = play(table);
    expect(abortable(table)).toBe(true);
    table = play(table);
    expect(abortable(table)).toBe(false);
    expect(view(table, 'white').abortable).toBeUndefined();
    const refused = apply(table, 'white', { kind: 'abort' });
    expect(refused.ok || refused.error).toBe('not-now');
  });

  it('ends a backgammon table with no result: nobody acts, nothing is legal', () => {
    const rolled = step(made({ game: 'backgammon', matchLength: 3, seats: HUMANS }), 'white', {
      kind: 'roll',
    });
    const aborted = step(rolled, 'black', { kind: 'abort' });
    expect(aborted.ending).toEqual({ kind: 'aborted', by: 'black' });
    expect(view(aborted, 'white')).toMatchObject({ toAct: [], legal: [], ending: aborted.ending });
    expect(apply(aborted, 'white', { kind: 'roll' }).ok).toBe(false);
    expect(clockSeat(aborted)).toBeNull();
  });
});

describe('forfeit', () => {
  it('is an event of the loser that a replay repeats', () => {
    let table = made({ game: 'backgammon', matchLength: 0, seats: HUMANS });
    // The opening roll waits on both seats: no clock runs.
    expect(clockSeat(table)).toBeNull();
    table = step(table, 'black', { kind: 'roll' });
    const mover = clockSeat(table);
    expect(mover).not.toBeNull();
    const lost = step(table, mover as Seat, { kind: 'forfeit', reason: 'time' });
    expect(lost.ending).toEqual({ kind: 'forfeit', loser: mover, reason: 'time' });
    expect(lost.events.at(-1)).toMatchObject({ seat: mover, intent: { kind: 'forfeit' } });
    const replayed = restore(save(lost), DICE);
    expect(replayed.ok && replayed.value.ending).toEqual(lost.ending);
  });

  it('refuses an unknown reason and a table already over', () => {
    const table = made({ game: 'shatra', seats: HUMANS });
    const odd = apply(table, 'white', { kind: 'forfeit', reason: 'boredom' } as never);
    expect(odd.ok).toBe(false);
    const lost = step(table, 'white', { kind: 'forfeit', reason: 'abandoned' });
    expect(apply(lost, 'black', { kind: 'forfeit', reason: 'time' }).ok).toBe(false);
  });
});

describe('whose clock runs', () => {
  it('is the Shatra side to move, a pending draw offer or not', () => {
    let table = made({ game: 'shatra', seats: HUMANS });
    expect(clockSeat(table)).toBe('white');
    table = step(table, 'white', { kind: 'offer-draw' });
    expect(clockSeat(table)).toBe('white');
    table = play(table);
    expect(clockSeat(table)).toBe('black');
  });
});
