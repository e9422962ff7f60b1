// Saved games and the browser tests' `?seed=` replay the dice of a seed: the sequence is part of
// the interface. These are the dice seededDice rolled before it moved onto @ludus/core's
// generator (issue 18); they must never change.
import { describe, expect, it } from 'vitest';
import { seededDice } from '../src/dice';

function firstDice(seed: number, count: number): number[] {
  const source = seededDice(seed);
  return Array.from({ length: count }, () => source.rollDie());
}

describe('seededDice', () => {
  it('rolls the same first 20 dice of seeds 1 and 42 as ever', () => {
    expect(firstDice(1, 20)).toEqual([3, 6, 4, 6, 1, 1, 5, 4, 2, 3, 1, 1, 2, 1, 2, 3, 6, 6, 6, 2]);
    expect(firstDice(42, 20)).toEqual([1, 2, 3, 1, 1, 1, 5, 5, 1, 3, 4, 5, 2, 4, 1, 2, 5, 6, 5, 6]);
  });
});
