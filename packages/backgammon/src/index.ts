export * from './cube';
export * from './dice';
// The in-place fast path for search (mutable by design; everything else is immutable).
export { FAST_BOARD_CELLS, FastPlayGenerator } from './fast-generator';
export * from './game';
export * from './game-route';
export * from './game-types';
export * from './mat';
export * from './mat-parse';
export * from './match';
export * from './match-id';
export * from './moves';
export * from './notation';
export * from './notation-names';
export * from './position';
export * from './position-id';
export * from './scoring';
export * from './types';
export * from './variants';
