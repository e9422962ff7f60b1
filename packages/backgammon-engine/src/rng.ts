// The engine's random source: @ludus/core's xoshiro128**, whose whole state can be saved and
// restored, so that a training run resumed from a checkpoint continues the very same sequence
// (house style: randomness is injected and seedable; the engine never calls Math.random).

import type { DiceSource, Die } from '@ludus/backgammon';
import { type RandomSource, xoshiro128 } from '@ludus/core';

export type { RandomSource } from '@ludus/core';

/** Seeds xoshiro128** through splitmix32, or restores a saved state. */
export function seededRandom(seed: number, saved?: readonly number[]): RandomSource {
  return xoshiro128(seed, saved);
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
