// Dice: an injected, seedable source (house style: rules code never calls Math.random, so every
// game can be replayed from its seed).

import { uniformBelow, xoshiro128 } from '@ludus/core';
import type { Dice, DiceSource, Die } from './types';

/**
 * A seeded source of fair dice: the xoshiro128** generator of @ludus/core (seeded through
 * splitmix32, so that nearby seeds give unrelated sequences). Dice come from rejection sampling,
 * so each face has probability exactly 1/6. Saved games and the browser tests' `?seed=` replay
 * this very sequence: it must never change (test/dice-sequence.test.ts pins it).
 */
export function seededDice(seed: number): DiceSource {
  const random = xoshiro128(seed);
  return {
    rollDie: () => (uniformBelow(random.nextU32, 6) + 1) as Die,
  };
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
