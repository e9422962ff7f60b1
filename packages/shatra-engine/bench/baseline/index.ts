// The engine as it stood before issue 24 (immutable positions, the rules package's generator,
// a hash computed from scratch per node), frozen here as the benchmark's baseline: `bench/run.ts`
// measures the product engine against it in the same run. Not product code and not exported
// from the package; do not change it, so that the ratio keeps meaning the same thing.
export { chooseMove } from './engine';
