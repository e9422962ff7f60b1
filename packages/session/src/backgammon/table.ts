// Backgammon and tryktrak tables: the match of the rules package behind seats, intents and
// events. create.ts starts one, turns.ts says who acts, legal.ts lists what each seat may send,
// apply.ts and handlers.ts apply an intent, view.ts shows a table to one viewer.
import { type GameRules, type Tables, tablesOf } from '../tables';
import type { BackgammonTable } from '../types';
import { applyBackgammon } from './apply';
import { createBackgammonTable } from './create';
import { backgammonLegalIntents } from './legal';
import { backgammonView } from './view';

export { playOptions } from './legal';

/** What backgammon and tryktrak bring to a table (../table.ts adds the verbs). */
export const backgammonRules: GameRules<BackgammonTable> = {
  create: createBackgammonTable,
  legalIntents: backgammonLegalIntents,
  apply: applyBackgammon,
  view: backgammonView,
};

/** The verbs over backgammon and tryktrak tables only: a spec of another game is a `bad-spec`. */
export const backgammonTables: Tables<BackgammonTable> = /* @__PURE__ */ tablesOf(backgammonRules);
