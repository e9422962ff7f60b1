// @ludus/core: the few facts every package shares and none owns (the Result type, the seeded
// random generators, bit counting, a script's time of day). Pure and dependency-free, like the rules packages that build on it.
export { bitCount } from './bits';
export { nextUtcTime } from './deadline';
export {
  mix32,
  mulberry32,
  type RandomSource,
  splitmix32,
  uniformBelow,
  unitFloat,
  xoshiro128,
} from './random';
export { err, ok, type Result } from './result';
