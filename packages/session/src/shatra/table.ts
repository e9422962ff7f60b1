// Shatra tables: the rules package's Game with both seats, draw offers and the event log.
// Every rule of play is the rules package's (shared/rules/shatra.md); these modules only decide
// who may ask for what. Save and restore are the generic ones (../tables.ts): a replay of the log.
import { type GameRules, type Tables, tablesOf } from '../tables';
import type { Seat, ShatraIntent, ShatraTable } from '../types';
import { applyShatra } from './apply';
import { createShatraTable } from './create';
import { legalIntentsOf } from './turns';
import { shatraView } from './view';

export { shatraPlayerName, shatraRecord } from './record';
export type { ShatraRefusal } from './refusals';

/** Every intent `seat` may send now (none once the game is over). */
export function shatraLegalIntents(table: ShatraTable, seat: Seat): ShatraIntent[] {
  return legalIntentsOf(table.state, seat);
}

/** What Shatra brings to a table (../table.ts adds the verbs). */
export const shatraRules: GameRules<ShatraTable> = {
  create: createShatraTable,
  legalIntents: shatraLegalIntents,
  apply: applyShatra,
  view: shatraView,
};

/** The verbs over Shatra tables only: a spec of another game is a `bad-spec`. */
export const shatraTables: Tables<ShatraTable> = /* @__PURE__ */ tablesOf(shatraRules);
