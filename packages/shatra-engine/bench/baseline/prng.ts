// FROZEN BASELINE (bench/baseline/index.ts): a copy of src/ before issue 24; do not edit.
// The engine's random stream: @ludus/core's splitmix32, so that every random choice of the
// engine — the Zobrist keys, the evaluation noise of the weak levels, the match runner's
// openings — replays from its seed. The engine never calls Math.random.
import { splitmix32, unitFloat } from '@ludus/core';

export { mix32 } from '@ludus/core';

export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  nextU32(): number;
  /** A uniform float in [0, 1). */
  next(): number;
  /** A uniform integer in [0, n) (scaled from a float: the engine's recorded sequences use it). */
  below(n: number): number;
}

export function seededRng(seed: number): Rng {
  const nextU32 = splitmix32(seed);
  return {
    nextU32,
    next: () => unitFloat(nextU32()),
    below: (n) => Math.floor(unitFloat(nextU32()) * n),
  };
}
