// Small helpers to write positions in tests: { point: checkers } per side, each side in its own
// numbering (25 = bar), as the rules package lays them out.

import type { Position } from '@ludus/backgammon';

export function side(points: Readonly<Record<number, number>>): number[] {
  const cells = new Array<number>(25).fill(0);
  for (const [point, count] of Object.entries(points)) cells[Number(point) - 1] = count;
  return cells;
}

export function position(
  player: Readonly<Record<number, number>>,
  opponent: Readonly<Record<number, number>>,
): Position {
  return { player: side(player), opponent: side(opponent) };
}
