// The table API over either game, one function per verb, dispatched on the table's spec: what
// the server and the command line use. A front end that plays one game uses that game's verbs
// (`backgammonTables`, `shatraTables`: tables.ts), and carries no other game's rules.
import type { Result } from '@ludus/backgammon';
import { backgammonRules, backgammonTables } from './backgammon/table';
import { seatsToAct } from './backgammon/turns';
import { tableOver } from './ending';
import { shatraRules, shatraTables } from './shatra/table';
import { shatraToAct } from './shatra/turns';
import { type Applied, type GameRules, type Tables, tablesOf } from './tables';
import type {
  BackgammonTable,
  DiceProvider,
  Intent,
  SavedTable,
  Seat,
  ShatraTable,
  Table,
  TableView,
  Viewer,
} from './types';

export { backgammonTables, shatraTables };

/** Either game's rules, chosen by the table's spec. */
const eitherGame: GameRules<Table> = {
  create: (spec, dice) =>
    spec.game === 'shatra' ? shatraRules.create(spec, dice) : backgammonRules.create(spec, dice),
  legalIntents: (table, seat) =>
    table.spec.game === 'shatra'
      ? shatraRules.legalIntents(table as ShatraTable, seat)
      : backgammonRules.legalIntents(table as BackgammonTable, seat),
  apply: (table, seat, intent) =>
    table.spec.game === 'shatra'
      ? shatraRules.apply(table as ShatraTable, seat, intent)
      : backgammonRules.apply(table as BackgammonTable, seat, intent),
  view: (table, viewer) =>
    table.spec.game === 'shatra'
      ? shatraRules.view(table as ShatraTable, viewer)
      : backgammonRules.view(table as BackgammonTable, viewer),
};

const eitherTables: Tables = /* @__PURE__ */ tablesOf(eitherGame);

export function createTable(spec: Table['spec'], dice: DiceProvider): Result<Table> {
  return eitherTables.createTable(spec, dice);
}

export function legalIntents(table: Table, seat: Seat): Intent[] {
  return eitherTables.legalIntents(table, seat);
}

export function apply(table: Table, seat: Seat, intent: Intent): Result<Applied> {
  return eitherTables.apply(table, seat, intent);
}

export function view(table: Table, viewer: Viewer): TableView {
  return eitherTables.view(table, viewer);
}

export function restore(saved: SavedTable, dice: DiceProvider): Result<Table> {
  return eitherTables.restore(saved, dice);
}

/**
 * The seat whose clock runs: the seat the table waits on alone. Shatra: the side to move (a
 * pending draw offer does not stop its clock). Backgammon: the one seat to act (to roll or
 * double, to move, to answer a double or a resignation, to acknowledge a result the other has);
 * none while both may act (the opening roll, a result neither has acknowledged) or the table is
 * over.
 */
export function clockSeat(table: Table): Seat | null {
  if (tableOver(table)) return null;
  if (table.state.game === 'shatra') {
    return shatraToAct(table.state).includes(table.state.shatra.position.turn)
      ? table.state.shatra.position.turn
      : null;
  }
  const seats = seatsToAct(table.spec as never, table.state);
  return seats.length === 1 ? (seats[0] ?? null) : null;
}
