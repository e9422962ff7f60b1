// @ludus/session: one table model for backgammon, tryktrak and Shatra — seats, intents, events
// with sequence numbers, views, save and replay. Pure: no I/O, DOM, timers or Math.random.
export * from './dice';
export * from './levels';
export * from './table';
export * from './types';
