// A hinted play on the board: the engine names a play by its checker steps (from, to), the board
// plays die steps through the turn's tree (turn.ts); this finds the tree's route with those very
// steps, trying each die where two could make one step (bearing off with a larger die).
import type { CheckerStep, DieStep } from './rules';
import type { Turn } from './turn';

/** The die steps of `steps` from the turn's start, or null when the tree has no such route. */
export function hintPath(turn: Turn, steps: readonly CheckerStep[]): DieStep[] | null {
  const walk = (node: number, index: number): DieStep[] | null => {
    const wanted = steps[index];
    if (!wanted) return [];
    for (const branch of turn.tree.nodes[node]?.next ?? []) {
      if (branch.step.from !== wanted.from || branch.step.to !== wanted.to) continue;
      const rest = walk(branch.node, index + 1);
      if (rest) return [branch.step, ...rest];
    }
    return null;
  };
  return steps.length === 0 ? null : walk(0, 0);
}
