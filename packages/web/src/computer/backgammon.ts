// The backgammon/tryktrak computer inside the shared Web Worker: the engine's agent at the level
// the player chose, deciding for its seat from the seat's view of the table. The worker only
// chooses; the page hands the intent to the table, which accepts it only if it is legal.
import type { VariantKey } from '@ludus/backgammon';
import { bearoffDatabase, decide, twoSidedBearoff } from '@ludus/backgammon-engine';
import type { BackgammonIntent, BackgammonView, Level } from '@ludus/session';

/**
 * Work worth doing between requests: the variant's bear-off databases (one-sided about 1.6 s,
 * two-sided about 0.4–1 s) take a while to build on first use, which would otherwise land on
 * the first bear-off move's budget.
 */
export function prepareBackgammon(variant: VariantKey): void {
  bearoffDatabase(variant);
  twoSidedBearoff(variant);
}

/** The agent's intent for `view.viewer` within `budgetMs` on `clock`. */
export function decideBackgammon(
  view: BackgammonView,
  level: Level,
  budget: { readonly ms: number; readonly seed: number },
  clock: () => number = () => performance.now(),
): BackgammonIntent | null {
  return decide(view, level, { ms: budget.ms, seed: budget.seed, now: clock });
}
