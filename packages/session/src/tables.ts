// The table's verbs over one game's rules. What a game brings (GameRules: create, legal
// intents, apply, view) lives in backgammon/ (backgammon and tryktrak) and shatra/; the verbs
// here add what no game knows (aborts and forfeits, the log, replay). Each game's folder makes
// its `Tables` here (`backgammonTables`, `shatraTables`), for a front end that plays only that
// game; table.ts has the verbs over either game. This module names no game: a module that
// imports another game's rules is in every bundle that imports it, used or not (the web app's
// backgammon page would carry Shatra's rules).
import type { Result } from '@ludus/backgammon';
import { abortable, applyEnding, isTableIntent } from './ending';
import type {
  BackgammonTable,
  BackgammonView,
  DiceProvider,
  Intent,
  LogEntry,
  SavedTable,
  Seat,
  ShatraTable,
  ShatraView,
  Table,
  TableEvent,
  TableView,
  Viewer,
} from './types';

export interface Applied<T extends Table = Table> {
  readonly table: T;
  readonly events: readonly TableEvent[];
}

/** What one viewer sees of a table of type `T` (either game's view for a `Table`). */
export type ViewOf<T extends Table> = T extends BackgammonTable
  ? BackgammonView
  : T extends ShatraTable
    ? ShatraView
    : TableView;

/**
 * What one game brings to a table. Its `apply` gets only intents of that game (the endings are
 * the verbs'), `legalIntents` and `view` only tables that have not ended.
 */
export interface GameRules<T extends Table> {
  readonly create: (spec: T['spec'], dice: DiceProvider) => Result<T>;
  readonly legalIntents: (table: T, seat: Seat) => Intent[];
  readonly apply: (table: T, seat: Seat, intent: Intent) => Result<Applied<T>>;
  readonly view: (table: T, viewer: Viewer) => ViewOf<T>;
}

/** The table's verbs over tables of type `T`. */
export interface Tables<T extends Table = Table> {
  /** A new table, or why the spec cannot be played (an unreadable start position, say). */
  createTable(spec: T['spec'], dice: DiceProvider): Result<T>;
  /** Every intent `seat` may send now, as data (a backgammon roll's plays one by one). */
  legalIntents(table: T, seat: Seat): Intent[];
  /**
   * Applies one intent of `seat`. A refused intent returns a string error code (and a message)
   * and the table is exactly as it was: nothing in it is mutated, ever.
   */
  apply(table: T, seat: Seat, intent: Intent): Result<Applied<T>>;
  /** What `viewer` may see: never the dice provider, the seed or a future roll. */
  view(table: T, viewer: Viewer): ViewOf<T>;
  /**
   * Rebuilds a table by replaying its log through the rules with `dice`: an entry the rules
   * refuse is reported (`corrupt-log`, naming the entry and the reason), never half-loaded.
   */
  restore(saved: SavedTable, dice: DiceProvider): Result<T>;
}

/** The verbs over one game's rules (or over both, dispatched on the spec: table.ts). */
export function tablesOf<T extends Table>(game: GameRules<T>): Tables<T> {
  const apply = (table: T, seat: Seat, intent: Intent): Result<Applied<T>> => {
    if (isTableIntent(intent)) return applyEnding(table, seat, intent);
    if (table.ending) return { ok: false, error: 'game-over', message: 'the table is over' };
    return game.apply(table, seat, intent);
  };
  return {
    createTable: (spec, dice) => game.create(spec, dice),
    legalIntents: (table, seat) => (table.ending ? [] : game.legalIntents(table, seat)),
    apply,
    view(table, viewer) {
      const shown = game.view(table, viewer);
      // An aborted or forfeited table waits on nobody, whatever its game's state says.
      if (table.ending) return { ...shown, toAct: [], legal: [], ending: table.ending };
      return viewer !== 'spectator' && abortable(table) ? { ...shown, abortable: true } : shown;
    },
    restore(saved, dice) {
      const created = game.create(saved.spec as T['spec'], dice);
      if (!created.ok) return created;
      let table = created.value;
      for (const [index, entry] of saved.log.entries()) {
        const next = apply(table, entry.seat, entry.intent);
        if (!next.ok) {
          return {
            ok: false,
            error: 'corrupt-log',
            message: `entry ${index + 1}: ${next.message}`,
          };
        }
        table = next.value.table;
      }
      return { ok: true, value: table };
    },
  };
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
