// Concrete positions for tests, written the way players read them: each side's checkers by
// point in that side's own numbering (25 = bar).

import { fromSetup } from '../../src/position';
import type { Position, VariantKey } from '../../src/types';

export function side(points: Readonly<Record<number, number>>): number[] {
  const cells = new Array<number>(25).fill(0);
  for (const [point, count] of Object.entries(points)) cells[Number(point) - 1] = count;
  return cells;
}

/** A validated position; throws in the test if the setup is invalid (a broken test). */
export function position(
  player: Readonly<Record<number, number>>,
  opponent: Readonly<Record<number, number>>,
  variant: VariantKey = 'backgammon',
): Position {
  const result = fromSetup({ player: side(player), opponent: side(opponent) }, variant);
  if (!result.ok) throw new Error(`bad test position: ${result.message}`);
  return result.value;
}
