// A small seeded random source whose whole state can be saved and restored, so that a training
// run resumed from a checkpoint continues the very same sequence (house style: randomness is
// injected and seedable; the engine never calls Math.random).

import type { DiceSource, Die } from '@ludus/backgammon';

/** A seedable uniform source with a serialisable state (four 32-bit words of xoshiro128**). */
export interface RandomSource {
  /** A float in [0, 1). */
  next(): number;
  /** The state as four unsigned 32-bit words, to save in a checkpoint. */
  state(): readonly number[];
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** Seeds xoshiro128** through splitmix32, or restores a saved state. */
export function seededRandom(seed: number, saved?: readonly number[]): RandomSource {
  const s = new Uint32Array(4);
  if (saved && saved.length === 4) {
    s.set(saved);
  } else {
    let x = seed >>> 0;
    for (let i = 0; i < 4; i++) {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      s[i] = (z ^ (z >>> 16)) >>> 0;
    }
  }
  const nextWord = (): number => {
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
    next: () => nextWord() / 4294967296,
    state: () => Array.from(s),
  };
}

/** Fair dice from a random source (each face exactly 1/6 up to float rounding of 2^-32). */
export function diceFrom(random: RandomSource): DiceSource {
  return { rollDie: () => (Math.floor(random.next() * 6) + 1) as Die };
}

/** A standard normal deviate (Box–Muller), for the evaluation noise of the weaker levels. */
export function gaussian(random: RandomSource): number {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
