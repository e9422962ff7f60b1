// A small seeded generator (SplitMix32-style) so that every random choice of the engine — the
// evaluation noise of the weak levels, the match runner's openings — replays from its seed.
// The engine never calls Math.random.

export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  nextU32(): number;
  /** A uniform float in [0, 1). */
  next(): number;
  /** A uniform integer in [0, n). */
  below(n: number): number;
}

export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const nextU32 = (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    return mix32(state);
  };
  return {
    nextU32,
    next: () => nextU32() / 0x1_0000_0000,
    below: (n) => Math.floor((nextU32() / 0x1_0000_0000) * n),
  };
}

/** A 32-bit avalanche mix (the finaliser of MurmurHash3): nearby inputs give unrelated outputs. */
export function mix32(value: number): number {
  let z = value >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}
