// Taking back a person's move against the computer (casual play at this device: nothing local is
// rated). The table is a log of intents replayed through the rules, so a take-back is the log cut
// back to just before the person's last move that was a choice, and everything after it (the
// computer's answer, its roll and play, the person's own roll) goes with it. The cut keeps the
// roll the move was made with, and the dice provider is the table's own, indexed by the die's
// number: the same roll comes again, and so do the computer's next dice. Re-rolling would be a
// cheat: a person could take back until the dice suited them (GNU Backgammon's undo, with its
// dice fixed, behaves the same).
import { apply, createTable, legalIntents, type Seat, type Table } from '@ludus/session';

export interface TakeBack {
  /** The table just before the move: the one `restore` makes of the log cut there. */
  readonly table: Table;
  /** How many events of the log are kept. */
  readonly length: number;
}

/** How many different moves `seat` may make at `table` (a roll's plays, Shatra's moves). */
function moveChoices(table: Table, seat: Seat): number {
  return legalIntents(table, seat).filter((intent) => intent.kind === 'move').length;
}

/**
 * Where a take-back for `seat` leads: the table before its last move with a choice in it (a
 * forced play, or a roll that cannot be played, would only be played again at once), within the
 * game the person is in: never back over a finished game's result the person has seen
 * (`next-game`) or an ended money session. Null when there is no such move.
 */
export function takeBackPoint(table: Table, seat: Seat): TakeBack | null {
  const created = createTable(table.spec, table.dice);
  if (!created.ok) return null;
  let current = created.value;
  let point: TakeBack | null = null;
  for (const [index, event] of table.events.entries()) {
    const { intent } = event;
    if (event.seat === seat) {
      if (intent.kind === 'next-game' || intent.kind === 'end-session') point = null;
      else if (intent.kind === 'move' && moveChoices(current, seat) > 1) {
        point = { table: current, length: index };
      }
    }
    const next = apply(current, event.seat, intent);
    // The table's own log always replays; a refusal here would be a fault, not a take-back.
    if (!next.ok) return null;
    current = next.value.table;
  }
  return point;
}
