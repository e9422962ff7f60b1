// Backgammon and tryktrak tables: the match of the rules package behind seats, intents and
// events. create.ts starts one, turns.ts says who acts, legal.ts lists what each seat may send,
// apply.ts and handlers.ts apply an intent, view.ts shows a table to one viewer.
export { applyBackgammon } from './apply';
export { createBackgammonTable, MAX_TABLE_MATCH_LENGTH } from './create';
export { backgammonLegalIntents, playOptions } from './legal';
export { backgammonView } from './view';
