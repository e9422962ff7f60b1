// Dice: an injected, seedable source (house style: rules code never calls Math.random, so every
// game can be replayed from its seed).

import type { Dice, DiceSource, Die } from './types';

/**
 * A seeded source of fair dice: the xoshiro128** generator (Blackman & Vigna), seeded through
 * splitmix32 so that nearby seeds give unrelated sequences. Dice come from rejection sampling,
 * so each face has probability exactly 1/6.
 */
export function seededDice(seed: number): DiceSource {
  const state = new Uint32Array(4);
  let s = seed >>> 0;
  for (let i = 0; i < 4; i++) {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    state[i] = (z ^ (z >>> 16)) >>> 0;
  }
  const next = (): number => {
    const [a = 0, b = 0, c = 0, d = 0] = state;
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    state[2] = c ^ a;
    state[3] = d ^ b;
    state[1] = b ^ (c ^ a);
    state[0] = a ^ (d ^ b);
    state[2] = (state[2] ?? 0) ^ t;
    state[3] = rotl(state[3] ?? 0, 11);
    return result;
  };
  // 2^32 − (2^32 mod 6): values at or above it would favour low faces.
  const limit = 4294967296 - (4294967296 % 6);
  return {
    rollDie(): Die {
      let value = next();
      while (value >= limit) value = next();
      return ((value % 6) + 1) as Die;
    },
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

export function rollDice(source: DiceSource): Dice {
  return [source.rollDie(), source.rollDie()];
}

export function isDoubles(dice: Dice): boolean {
  return dice[0] === dice[1];
}

/** The 21 distinct rolls, higher die first: 11, 21, 22, 31, … 66. */
export const ALL_ROLLS: readonly Dice[] = (() => {
  const rolls: Dice[] = [];
  for (let high = 1; high <= 6; high++) {
    for (let low = 1; low <= high; low++) rolls.push([high as Die, low as Die]);
  }
  return rolls;
})();
