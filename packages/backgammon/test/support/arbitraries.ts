// fast-check arbitraries the property tests share: seeds, dice, and a random position chosen by
// a seed (from self-play or of one of the tricky kinds, scripts/queries.ts).
import fc from 'fast-check';
import { randomPositionQueries, selfPlayQueries } from '../../scripts/queries';
import type { Dice, Die, Position } from '../../src/types';

export const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
export const die = fc.integer({ min: 1, max: 6 }) as fc.Arbitrary<Die>;
export const dice = fc.tuple(die, die) as fc.Arbitrary<Dice>;

/** A random position: from self-play or of one of the tricky kinds, chosen by the seed. */
export function positionFrom(seed: number): Position {
  const [query] =
    seed % 3 === 0
      ? selfPlayQueries(seed, 1 + (seed % 40)).slice(-1)
      : randomPositionQueries(seed, 1);
  if (!query) throw new Error('no query');
  return query.position;
}
