// A slow, plainly written legal-play generator straight from the rules file ("Common to every
// variant"), independent of the fast path: every dice order, every checker, immutable steps,
// then the most-dice and higher-die rules applied to the finished sequences. Tests compare the
// fast generator with it; the benchmark uses it as its baseline.

import { applyStep } from '../../src/moves';
import { positionKey } from '../../src/position';
import type { Dice, Die, Position, VariantKey } from '../../src/types';

interface Sequence {
  readonly after: Position;
  readonly dice: readonly Die[];
}

export function referencePlays(
  position: Position,
  dice: Dice,
  variant: VariantKey = 'backgammon',
): Map<string, Position> {
  const orders: Die[][] =
    dice[0] === dice[1] ? [[dice[0], dice[0], dice[0], dice[0]]] : [[...dice], [dice[1], dice[0]]];
  const finished: Sequence[] = [];
  const extend = (current: Position, order: readonly Die[], used: readonly Die[]): void => {
    const die = order[used.length];
    let moved = false;
    if (die !== undefined) {
      for (let from = 25; from >= 1; from--) {
        const step = applyStep(current, { from, die }, variant);
        if (!step.ok) continue;
        moved = true;
        extend(step.value.position, order, [...used, die]);
      }
    }
    if (!moved && used.length > 0) finished.push({ after: current, dice: used });
  };
  for (const order of orders) extend(position, order, []);
  // As many dice as possible must be used; if only one can be and either could, the higher.
  const most = Math.max(0, ...finished.map((s) => s.dice.length));
  let legal = finished.filter((s) => s.dice.length === most);
  if (most === 1) {
    const highest = Math.max(...legal.map((s) => s.dice[0] ?? 0));
    legal = legal.filter((s) => s.dice[0] === highest);
  }
  return new Map(legal.map((s) => [positionKey(s.after), s.after]));
}
