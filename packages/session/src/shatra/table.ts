// Shatra tables: the rules package's Game with both seats, draw offers and the event log.
// Every rule of play is the rules package's (shared/rules/shatra.md); these modules only decide
// who may ask for what. Save and restore are the generic ones (../table.ts): a replay of the log.
import type { Seat, ShatraIntent, ShatraTable } from '../types';
import { legalIntentsOf } from './turns';

export { applyShatra } from './apply';
export { createShatraTable } from './create';
export { shatraPlayerName, shatraRecord } from './record';
export type { ShatraRefusal } from './refusals';
export { shatraToAct } from './turns';
export { shatraView } from './view';

/** Every intent `seat` may send now (none once the game is over). */
export function shatraLegalIntents(table: ShatraTable, seat: Seat): ShatraIntent[] {
  return legalIntentsOf(table.state, seat);
}
