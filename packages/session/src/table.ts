// The table API, one function per verb, dispatched on the game: backgammon and tryktrak in
// backgammon/, Shatra in shatra/. Every front end (web page, command line, server) goes through
// these and nothing else.
import type { Result } from '@ludus/backgammon';
import * as bg from './backgammon/table';
import { abortable, applyEnding, isTableIntent } from './ending';
import * as sh from './shatra/table';
import type {
  DiceProvider,
  Intent,
  LogEntry,
  SavedTable,
  Seat,
  Table,
  TableEvent,
  TableSpec,
  TableView,
  Viewer,
} from './types';

/** A new table, or why the spec cannot be played (an unreadable start position, say). */
export function createTable(spec: TableSpec, dice: DiceProvider): Result<Table> {
  return spec.game === 'shatra'
    ? sh.createShatraTable(spec, dice)
    : bg.createBackgammonTable(spec, dice);
}

/** Every intent `seat` may send now, as data (a backgammon roll's plays one by one). */
export function legalIntents(table: Table, seat: Seat): Intent[] {
  if (table.ending) return [];
  return table.spec.game === 'shatra'
    ? sh.shatraLegalIntents(table as never, seat)
    : bg.backgammonLegalIntents(table as never, seat);
}

export interface Applied {
  readonly table: Table;
  readonly events: readonly TableEvent[];
}

/**
 * Applies one intent of `seat`. A refused intent returns a string error code (and a message) and
 * the table is exactly as it was: nothing in it is mutated, ever.
 */
export function apply(table: Table, seat: Seat, intent: Intent): Result<Applied> {
  if (isTableIntent(intent)) return applyEnding(table, seat, intent);
  if (table.ending) return { ok: false, error: 'game-over', message: 'the table is over' };
  return table.spec.game === 'shatra'
    ? sh.applyShatra(table as never, seat, intent)
    : bg.applyBackgammon(table as never, seat, intent);
}

/** What `viewer` may see: never the dice provider, the seed or a future roll. */
export function view(table: Table, viewer: Viewer): TableView {
  const shown =
    table.spec.game === 'shatra'
      ? sh.shatraView(table as never, viewer)
      : bg.backgammonView(table as never, viewer);
  // An aborted or forfeited table waits on nobody, whatever its game's state says.
  if (table.ending) return { ...shown, toAct: [], legal: [], ending: table.ending } as TableView;
  return viewer !== 'spectator' && abortable(table) ? { ...shown, abortable: true } : shown;
}

/** The last event's sequence number (0 before any). */
export function seqOf(table: Table): number {
  return table.events.length;
}

/** The events after `seq` (a client that saw up to `seq` asks for the rest). */
export function eventsSince(table: Table, seq: number): readonly TableEvent[] {
  return table.events.slice(Math.max(0, seq));
}

export function save(table: Table): SavedTable {
  const log: LogEntry[] = table.events.map(({ seat, intent }) => ({ seat, intent }));
  return { spec: table.spec, log };
}

/**
 * Rebuilds a table by replaying its log through the rules with `dice`: an entry the rules refuse
 * is reported (`corrupt-log`, naming the entry and the reason), never half-loaded.
 */
export function restore(saved: SavedTable, dice: DiceProvider): Result<Table> {
  const created = createTable(saved.spec, dice);
  if (!created.ok) return created;
  let table = created.value;
  for (const [index, entry] of saved.log.entries()) {
    const next = apply(table, entry.seat, entry.intent);
    if (!next.ok) {
      return { ok: false, error: 'corrupt-log', message: `entry ${index + 1}: ${next.message}` };
    }
    table = next.value.table;
  }
  return { ok: true, value: table };
}
