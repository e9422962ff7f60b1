// Taking back a person's move against the computer (casual play at this device: nothing local is
// rated). The table is a log of intents replayed through the rules, so a take-back is the log cut
// back to just before the person's last move that was a choice, and everything after it (the
// computer's answer, its roll and play, the person's own roll) goes with it. The cut keeps the
// roll the move was made with, and the dice provider is the table's own, indexed by the die's
// number: the same roll comes again, and so do the computer's next dice. Re-rolling would be a
// cheat: a person could take back until the dice suited them (GNU Backgammon's undo, with its
// dice fixed, behaves the same).
import type { Seat, Table, Tables } from '@ludus/session';

export interface TakeBack {
  /** The table just before the move: the one `restore` makes of the log cut there. */
  readonly table: Table;
  /** How many events of the log are kept. */
  readonly length: number;
}

/** How many different moves `seat` may make at `table` (a roll's plays, Shatra's moves). */
function moveChoices(tables: Tables, table: Table, seat: Seat): number {
  return tables.legalIntents(table, seat).filter((intent) => intent.kind === 'move').length;
}

/** A take-back point worked out for an earlier table of the same game. */
export interface KnownPoint {
  readonly table: Table;
  readonly point: TakeBack | null;
}

/** Whether `later` is `earlier` with more events after (the same table, moved on). */
function movedOn(earlier: Table, later: Table): boolean {
  const { length } = earlier.events;
  return (
    earlier.spec === later.spec &&
    earlier.dice === later.dice &&
    length <= later.events.length &&
    (length === 0 || earlier.events[length - 1] === later.events[length - 1])
  );
}

/**
 * Where a take-back for `seat` leads: the table before its last move with a choice in it (a
 * forced play, or a roll that cannot be played, would only be played again at once), within the
 * game the person is in: never back over a finished game's result the person has seen
 * (`next-game`) or an ended money session. Null when there is no such move. `tables` are the
 * verbs of the table's game; `known`, the answer
 * for an earlier table of this game, saves replaying the log from its start.
 */
export function takeBackPoint(
  tables: Tables,
  table: Table,
  seat: Seat,
  known?: KnownPoint,
): TakeBack | null {
  let current: Table;
  let point: TakeBack | null = null;
  if (known && movedOn(known.table, table)) {
    current = known.table;
    point = known.point;
  } else {
    const created = tables.createTable(table.spec, table.dice);
    if (!created.ok) return null;
    current = created.value;
  }
  for (let index = current.events.length; index < table.events.length; index++) {
    const event = table.events[index];
    if (!event) break;
    const { intent } = event;
    if (event.seat === seat) {
      if (intent.kind === 'next-game' || intent.kind === 'end-session') point = null;
      else if (intent.kind === 'move' && moveChoices(tables, current, seat) > 1) {
        point = { table: current, length: index };
      }
    }
    const next = tables.apply(current, event.seat, intent);
    // The table's own log always replays; a refusal here would be a fault, not a take-back.
    if (!next.ok) return null;
    current = next.value.table;
  }
  return point;
}
