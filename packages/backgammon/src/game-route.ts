// The route of a play as the player gave it. Plays that end in the same position are one play to
// the rules (legalPlays keeps one route per position), but records should keep the route that
// was actually played, e.g. 24/22 22/16 rather than 24/18 18/16 (gnubg and .mat files do).

import { playFromSteps } from './moves';
import type { CheckerStep, Dice, Die, DieStep, Play, Position, VariantKey } from './types';

function isStepLike(value: unknown): value is CheckerStep & { die?: unknown } {
  const step = value as { from?: unknown; to?: unknown } | null;
  return Number.isInteger(step?.from) && Number.isInteger(step?.to);
}

/** The dice a step may have used: its own, the distance, or for a bear-off any die that reaches. */
function diceFor(step: CheckerStep & { die?: unknown }, dice: Dice): Die[] {
  if (typeof step.die === 'number') return [step.die as Die];
  if (step.to > 0) return [(step.from - step.to) as Die];
  return [...new Set(dice)].filter((die) => die >= step.from);
}

/**
 * The whole legal play made of exactly these checker steps, in this order, or null when they are
 * not one (a step impossible, dice left unused, a lesser play than the rules demand).
 */
export function routeFromSteps(
  position: Position,
  dice: Dice,
  steps: unknown,
  variant: VariantKey,
): Play | null {
  if (!Array.isArray(steps) || steps.length === 0 || steps.length > 4) return null;
  if (!steps.every(isStepLike)) return null;
  const chosen: Pick<DieStep, 'from' | 'die'>[] = [];
  const search = (index: number): Play | null => {
    const step = steps[index];
    if (!step) {
      const play = playFromSteps(position, dice, chosen, variant);
      return play.ok ? play.value : null;
    }
    for (const die of diceFor(step, dice)) {
      chosen.push({ from: step.from, die });
      const found = search(index + 1);
      chosen.pop();
      if (found && found.steps[index]?.to === step.to) return found;
    }
    return null;
  };
  return search(0);
}
