// The project's seeded random generators, in one place. House style: no code calls Math.random;
// every random choice (dice, engine noise, training, the tests' random games) is drawn from a
// seeded generator injected by the caller, so that any game or run replays from its seed.
//
// Three generators, each kept bit for bit because recorded data depends on its sequence:
// - xoshiro128** (seeded through splitmix32): the dice of every game (saved games and the browser
//   tests' `?seed=` replay them) and the backgammon engine's noise, rollouts and training;
// - splitmix32: the seeding stream above, and the Shatra engine's Zobrist keys, noise and
//   openings (a stream of single words where no saved state is needed);
// - mulberry32: the random choices of test playouts and fixture scripts, whose recorded answers
//   (GNU Backgammon's verdicts on scripts/queries.ts positions) are tied to its sequence.

/** 2^32: words are unsigned 32-bit integers, divided by this for a float in [0, 1). */
const WORDS = 4294967296;

/** A word as a float in [0, 1). */
export function unitFloat(word: number): number {
  return word / WORDS;
}

/**
 * A uniform integer in [0, n) (n ≥ 1) by rejection sampling: words at or above the largest
 * multiple of n below 2^32 are drawn again, so each result has probability exactly 1/n.
 */
export function uniformBelow(nextU32: () => number, n: number): number {
  const limit = WORDS - (WORDS % n);
  let word = nextU32();
  while (word >= limit) word = nextU32();
  return word % n;
}

/** A 32-bit avalanche mix (the finaliser of MurmurHash3): nearby inputs give unrelated outputs. */
export function mix32(value: number): number {
  let z = value >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** splitmix32: a Weyl sequence (step 2^32 / φ) through `mix32`; returns a stream of words. */
export function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    return mix32(state);
  };
}

/** mulberry32 (Tommy Ettinger): a tiny 32-bit generator; returns a stream of words. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** A seedable uniform source whose whole state can be saved and restored. */
export interface RandomSource {
  /** A uniform unsigned 32-bit word. */
  nextU32(): number;
  /** A uniform float in [0, 1). */
  next(): number;
  /**
   * The state (four unsigned 32-bit words), to save in a checkpoint: a source rebuilt from it
   * continues the very same sequence.
   */
  state(): readonly number[];
}

/**
 * xoshiro128** (Blackman & Vigna), its four words seeded from splitmix32 so that nearby seeds
 * give unrelated sequences; or, given a saved `state()`, continuing from there.
 */
export function xoshiro128(seed: number, saved?: readonly number[]): RandomSource {
  const s = new Uint32Array(4);
  if (saved && saved.length === 4) {
    s.set(saved);
  } else {
    const seeding = splitmix32(seed);
    for (let i = 0; i < 4; i++) s[i] = seeding();
  }
  const nextU32 = (): number => {
    const [a = 0, b = 0, c = 0, d = 0] = s;
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    const c1 = c ^ a;
    const d1 = d ^ b;
    s[0] = a ^ d1;
    s[1] = b ^ c1;
    s[2] = c1 ^ t;
    s[3] = rotl(d1, 11);
    return result;
  };
  return {
    nextU32,
    next: () => unitFloat(nextU32()),
    state: () => Array.from(s),
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
