// The five cubeless probabilities of GNU Backgammon, always for the side on roll before it rolls:
// win (any), win gammon (or better), win backgammon, lose gammon (or worse), lose backgammon.
// The engine knows nothing of the cube (house style, after wildbg); cube.ts works from these.

import type { VariantKey } from '@ludus/backgammon';

export const WIN = 0;
export const WIN_GAMMON = 1;
export const WIN_BACKGAMMON = 2;
export const LOSE_GAMMON = 3;
export const LOSE_BACKGAMMON = 4;
export const OUTPUTS = 5;

/** Five numbers in GNU Backgammon's order (see the constants above). */
export type Probabilities = readonly [number, number, number, number, number];

/** The same game seen by the other side: its wins are our losses. */
export function invert(p: Probabilities): Probabilities {
  return [1 - p[WIN], p[LOSE_GAMMON], p[LOSE_BACKGAMMON], p[WIN_GAMMON], p[WIN_BACKGAMMON]];
}

/**
 * Forces the nesting every real distribution has (a backgammon is a gammon is a win), which a
 * net's five independent sigmoids do not guarantee.
 */
export function consistent(p: ArrayLike<number>): Probabilities {
  const clamp = (x: number, high: number): number => Math.min(Math.max(x ?? 0, 0), high);
  const win = clamp(p[WIN] ?? 0, 1);
  const winGammon = clamp(p[WIN_GAMMON] ?? 0, win);
  const winBackgammon = clamp(p[WIN_BACKGAMMON] ?? 0, winGammon);
  const loseGammon = clamp(p[LOSE_GAMMON] ?? 0, 1 - win);
  const loseBackgammon = clamp(p[LOSE_BACKGAMMON] ?? 0, loseGammon);
  return [win, winGammon, winBackgammon, loseGammon, loseBackgammon];
}

/**
 * The points a win of each extra level adds, per variant. Backgammon: single 1, gammon 2,
 * backgammon 3 (rules file, "Backgammon", Score). Tryktrak: 1, 2, 4 (rules file, "Tryktrak",
 * Score); the net's "gammon" is tryktrak's "none borne off" exactly, and its "backgammon" stands
 * in for tryktrak's "none borne off and a checker outside the home board", which is broader, so
 * tryktrak equities are an approximation; the ×8 level (a checker on the bar) is not modelled.
 */
const LEVEL_STEPS: Readonly<Record<VariantKey, readonly [number, number]>> = {
  backgammon: [1, 1],
  tryktrak: [1, 2],
};

/** Cubeless equity in points per game for the side on roll. */
export function cubelessEquity(p: Probabilities, variant: VariantKey = 'backgammon'): number {
  const [gammonStep, backgammonStep] = LEVEL_STEPS[variant];
  const won = p[WIN] + gammonStep * p[WIN_GAMMON] + backgammonStep * p[WIN_BACKGAMMON];
  const lost = 1 - p[WIN] + gammonStep * p[LOSE_GAMMON] + backgammonStep * p[LOSE_BACKGAMMON];
  return won - lost;
}

/** The probabilities of a finished game, for the side that won it. */
export function wonGame(gammon: boolean, backgammon: boolean): Probabilities {
  return [1, gammon ? 1 : 0, backgammon ? 1 : 0, 0, 0];
}
