// Choosing a play: 0-ply (the static evaluator after each legal play), 1-ply (the average over
// the opponent's 21 rolls of its best reply by 0-ply), 2-ply (the same, each reply judged at
// 1-ply) and 3-ply (each reply judged at 2-ply), with move filtering as GNU Backgammon does it:
// deeper plies only for the plays that the shallower ply ranks near the top.

import {
  type Dice,
  legalPlays,
  type Play,
  type Position,
  swapSides,
  type VariantKey,
} from '@ludus/backgammon';
import { type Evaluator, finishedGame } from './evaluator';
import type { InnerRanking } from './inner-ranking';
import { Lookahead } from './lookahead';
import { cubelessEquity, invert, type Probabilities } from './probabilities';

/** How good probabilities are for the side they belong to (money equity, match winning chance…). */
export type Valuation = (p: Probabilities) => number;

export interface ScoredPlay {
  readonly play: Play;
  /** Probabilities for the side that made the play, after it. */
  readonly probabilities: Probabilities;
  readonly value: number;
}

/** A move filter: for each deeper ply, how many plays are kept and how far below the best. */
export type MoveFilter = readonly { readonly keep: number; readonly within: number }[];

export interface SearchOptions {
  readonly plies: 0 | 1 | 2 | 3;
  readonly variant: VariantKey;
  readonly valuation?: Valuation;
  /**
   * How the plays inside the tree are ranked (inner-ranking.ts; `innerRanking(valuation)` in a
   * match); by cubeless money equity when absent.
   */
  readonly inner?: InnerRanking;
  /** Plays kept for the next ply, and how far below the best one a kept play may be. */
  readonly filter?: MoveFilter;
  /** A clock and a budget: deeper plies stop early (keeping the shallower ranking) when spent. */
  readonly now?: () => number;
  readonly budgetMs?: number;
  /** Added to each root play's value before the choice (seeded noise of the weaker levels). */
  readonly noise?: () => number;
}

/** GNU Backgammon's default-like filter: 8 plays within 0.16 for 1-ply, then 3 within 0.04. */
export const DEFAULT_FILTER = [
  { keep: 8, within: 0.16 },
  { keep: 3, within: 0.04 },
] as const;

/**
 * How many times a candidate's search may cost more one ply deeper: each of the 21 rolls' best
 * reply is searched a ply deeper (the evaluation cache makes it less in practice).
 */
const PLY_GROWTH = 21;

/** Probabilities after `play` for the side that made it. */
export function afterPlay(
  evaluator: Evaluator,
  position: Position,
  variant: VariantKey,
): Probabilities {
  const over = finishedGame(position, variant);
  if (over) return over;
  return invert(evaluator.evaluate(swapSides(position), variant));
}

/** Every legal play scored at 0-ply, best first. */
export function scorePlays(
  evaluator: Evaluator,
  position: Position,
  dice: Dice,
  variant: VariantKey,
  valuation: Valuation = (p) => cubelessEquity(p, variant),
): ScoredPlay[] {
  const scored = legalPlays(position, dice, variant).map((play) => {
    const probabilities = afterPlay(evaluator, play.after, variant);
    return { play, probabilities, value: valuation(probabilities) };
  });
  return scored.sort((a, b) => b.value - a.value);
}

/**
 * Probabilities of `position` for its side on roll, before rolling, looking `plies` rolls ahead:
 * each roll's play is chosen by 0-ply cubeless money equity, or by `inner` when given (the
 * match's values, inner-ranking.ts), then judged `plies − 1` deeper. Ties go to the first play in the rules package's generation order. The
 * tree is walked by lookahead.ts over in-place boards.
 */
export function evaluateAhead(
  evaluator: Evaluator,
  position: Position,
  variant: VariantKey,
  plies: number,
  inner?: InnerRanking,
): Probabilities {
  if (plies <= 0) return evaluator.evaluate(position, variant);
  return new Lookahead(evaluator, variant, inner).evaluateAhead(position, plies);
}

/** Probabilities after a play for the side that made it, looking `plies` rolls ahead. */
export function afterAhead(
  evaluator: Evaluator,
  after: Position,
  variant: VariantKey,
  plies: number,
  inner?: InnerRanking,
): Probabilities {
  return new Lookahead(evaluator, variant, inner).afterAhead(after, plies);
}

/** Ranks the legal plays at the requested depth; the first is the choice. Empty: no legal play. */
export function rankPlays(
  evaluator: Evaluator,
  position: Position,
  dice: Dice,
  options: SearchOptions,
): ScoredPlay[] {
  const { variant } = options;
  const valuation = options.valuation ?? ((p: Probabilities) => cubelessEquity(p, variant));
  const filter = options.filter ?? DEFAULT_FILTER;
  const start = options.now?.() ?? 0;
  // A candidate is started only if it would end within the budget by an estimate of its cost
  // (the last one judged at this ply; for a ply's first, the shallower ply's last one times
  // PLY_GROWTH): a 3-ply candidate can take a large part of the budget, so starting whenever
  // the budget is not yet spent could overrun it by as much.
  const overBudget = (estimateMs: number): boolean =>
    options.now !== undefined &&
    options.budgetMs !== undefined &&
    options.now() - start + estimateMs > options.budgetMs;
  let lastMs = 0;
  let ranked = scorePlays(evaluator, position, dice, variant, valuation);
  let lookahead: Lookahead | undefined; // made only when a deeper ply is searched
  for (let ply = 1; ply <= options.plies && ranked.length > 1; ply++) {
    const { keep, within } = filter[ply - 1] ?? { keep: 3, within: 0.04 };
    const bestValue = ranked[0]?.value ?? 0;
    const kept = ranked.filter((s, i) => i < keep && s.value >= bestValue - within);
    if (kept.length <= 1) break;
    const deeper: ScoredPlay[] = [];
    lastMs *= PLY_GROWTH;
    for (const scored of kept) {
      if (overBudget(lastMs)) break;
      const begun = options.now?.() ?? 0;
      lookahead ??= new Lookahead(evaluator, variant, options.inner);
      const probabilities = lookahead.afterAhead(scored.play.after, ply);
      deeper.push({ play: scored.play, probabilities, value: valuation(probabilities) });
      lastMs = (options.now?.() ?? 0) - begun;
    }
    // Out of time before every kept play was judged: stay with the shallower, complete ranking.
    if (deeper.length < kept.length) break;
    ranked = deeper.sort((a, b) => b.value - a.value);
  }
  const noise = options.noise;
  if (!noise) return ranked;
  return ranked.map((s) => ({ ...s, value: s.value + noise() })).sort((a, b) => b.value - a.value);
}
