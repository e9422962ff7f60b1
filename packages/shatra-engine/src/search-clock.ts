// When a wall-clock search stops and whether it starts another iteration (search.ts): the part
// of the budget it may use, and the prediction of the next iteration's time from the last ones.

/**
 * Part of the wall-clock budget the search itself may use; the rest is kept for the caller and
 * for a busy machine (a process can lose the processor for milliseconds between two clock
 * looks). Short budgets keep a larger share back.
 */
export const hardFraction = (budget: number) => (budget < 500 ? 0.6 : 0.75);
/**
 * Growth of an iteration's time over the one before, as startsIteration assumes it: measured
 * between the last two iterations, bounded (a lucky table hit or an odd/even swing can make one
 * ratio absurd), and a typical value while the iterations are too short to time.
 */
const MIN_GROWTH = 1.5;
const MAX_GROWTH = 8;
const DEFAULT_GROWTH = 4;
/** Iterations shorter than this (ms) are too short for their ratio to mean anything. */
const MEASURABLE_MS = 1;

export interface IterationClock {
  /** Milliseconds since the search started. */
  readonly elapsed: number;
  /** Duration of the last completed iteration, and of the one before it (0: none). */
  readonly last: number;
  readonly previous: number;
  /** How long the last iteration took to search its first root move (the PV move). */
  readonly firstMove: number;
  /** When the search stops hard, in milliseconds since it started. */
  readonly hard: number;
  /** The wall-clock budget, for the old rule's fraction. */
  readonly budget: number;
  /** The old rule (SearchOptions.softFraction); absent: the prediction. */
  readonly softFraction?: number | undefined;
}

/**
 * Whether a wall-clock search starts its next iteration: when that iteration is predicted to
 * finish at least its first root move before the hard stop (the last iteration's first move
 * times the growth between the last two iterations). A partial iteration loses nothing it proved
 * (the search keeps its best proved root move; an unfinished re-search proves nothing), and once
 * past the PV move each alternative it searches at the greater depth may find a better move; an
 * iteration that cannot even finish the PV move would only delay the answer. The old rule (no
 * iteration after 30% of the budget) threw most of the budget away (docs/strength.md).
 */
export function startsIteration(clock: IterationClock): boolean {
  if (clock.softFraction !== undefined) return clock.elapsed < clock.budget * clock.softFraction;
  const growth =
    clock.previous >= MEASURABLE_MS
      ? Math.min(Math.max(clock.last / clock.previous, MIN_GROWTH), MAX_GROWTH)
      : DEFAULT_GROWTH;
  return clock.elapsed + clock.firstMove * growth < clock.hard;
}
