// @ludus/session: one table model for backgammon, tryktrak and Shatra — seats, intents, events
// with sequence numbers, views, save and replay. Pure: no I/O, DOM, timers or Math.random.
// The board's one look-up of every legal play with its steps (a backgammon table's view).

export { type MatchScript, matchScript } from './backgammon/replay';
export { playOptions } from './backgammon/table';
export { currentGame, finishedCount, finishedGames, unseenResult } from './backgammon/turns';
export * from './clock';
export * from './dice';
export { abortable, rulesOver, tableOver } from './ending';
export * from './levels';
export { shatraPlayerName, shatraRecord } from './shatra/table';
export * from './table';
export * from './tables';
export * from './types';
