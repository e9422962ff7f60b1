// The five cubeless probabilities of GNU Backgammon, always for the side on roll before it rolls:
// win (any), win gammon (or better), win backgammon, lose gammon (or worse), lose backgammon.
// Tryktrak gives the third and fifth numbers its own meaning (see LEVEL_STEPS below).
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
const clamp = (x: number, high: number): number => Math.min(Math.max(x ?? 0, 0), high);

export function consistent(p: ArrayLike<number>): Probabilities {
  const win = clamp(p[WIN] ?? 0, 1);
  const winGammon = clamp(p[WIN_GAMMON] ?? 0, win);
  const winBackgammon = clamp(p[WIN_BACKGAMMON] ?? 0, winGammon);
  const loseGammon = clamp(p[LOSE_GAMMON] ?? 0, 1 - win);
  const loseBackgammon = clamp(p[LOSE_BACKGAMMON] ?? 0, loseGammon);
  return [win, winGammon, winBackgammon, loseGammon, loseBackgammon];
}

/**
 * What the third and fifth numbers mean differs per variant; the type stays one five-number
 * tuple so that search, training and the protocol handle both variants alike.
 *
 * Backgammon (rules file, "Backgammon", Score: single 1, gammon 2, backgammon 3): GNU
 * Backgammon's P(win backgammon) and P(lose backgammon), each level one point above the last.
 *
 * Tryktrak (rules file, "Tryktrak", Score: 1; 2 when the loser has borne off none; 4 when also a
 * checker is outside the loser's home board; 8 when also a checker is on the bar) has four levels,
 * one more than five numbers can hold as probabilities. So for tryktrak the five numbers are
 * [P(win), P(win ≥ ×2), X(win), P(lose ≥ ×2), X(lose)] with
 *   X = E[(2·1{≥×4} + 4·1{×8}) / 6] ∈ [0, 1],
 * the expected points beyond ×2, scaled into [0, 1] (a ×4 win is 1/3, a ×8 win is 1). The money
 * equity needs only that mean: P(win) + P(w≥2) + 6·X(win) − (1 − P(win)) − P(l≥2) − 6·X(lose).
 * `invert` is unchanged; the nesting `consistent` forces still holds, since X ≤ P(≥×4) ≤ P(≥×2);
 * and a net trained by cross-entropy toward X learns it, X being the mean of a [0, 1] variable.
 * What is lost is the split between ×4 and ×8, which only match play needs: see
 * `outcomeDistribution`.
 */
const LEVEL_STEPS: Readonly<Record<VariantKey, readonly [number, number]>> = {
  backgammon: [1, 1],
  tryktrak: [1, 6],
};

/** Cubeless equity in points per game for the side on roll. */
export function cubelessEquity(p: Probabilities, variant: VariantKey = 'backgammon'): number {
  const [gammonStep, backgammonStep] = LEVEL_STEPS[variant];
  const won = p[WIN] + gammonStep * p[WIN_GAMMON] + backgammonStep * p[WIN_BACKGAMMON];
  const lost = 1 - p[WIN] + gammonStep * p[LOSE_GAMMON] + backgammonStep * p[LOSE_BACKGAMMON];
  return won - lost;
}

/** The probabilities of a finished backgammon game, for the side that won it. */
export function wonGame(gammon: boolean, backgammon: boolean): Probabilities {
  return [1, gammon ? 1 : 0, backgammon ? 1 : 0, 0, 0];
}

/**
 * The five numbers of a game won at `multiplier` points (the level's multiplier before any cube,
 * packages/backgammon scoring.ts), for the winner, in the variant's meaning (see LEVEL_STEPS):
 * backgammon 1/2/3 → gammon and backgammon flags; tryktrak 1/2/4/8 → X = 0, 0, 1/3, 1.
 */
export function wonAtLevel(variant: VariantKey, multiplier: number): Probabilities {
  switch (variant) {
    case 'backgammon':
      return wonGame(multiplier >= 2, multiplier >= 3);
    case 'tryktrak': {
      const extra = (multiplier >= 4 ? 2 : 0) + (multiplier >= 8 ? 4 : 0);
      return [1, multiplier >= 2 ? 1 : 0, extra / 6, 0, 0];
    }
  }
}

/** One way a game can end, for the side the probabilities belong to: its points and chance. */
export interface Outcome {
  /** Points won (negative: lost), before any cube. */
  readonly points: number;
  readonly probability: number;
}

/**
 * The distribution of results the five numbers stand for (match play needs it, since a match's
 * worth is not linear in points). Exact for backgammon. For tryktrak the numbers keep only the
 * mean of the ×4/×8 part (X = q4/3 + q8, with q4 = P(exactly ×4), q8 = P(×8)); the split taken is
 * the one with the fewest ×8 results that keeps that mean and the nesting (q4 + q8 ≤ P(≥×2)):
 * all of it ×4 while 3·X ≤ P(≥×2), else q8 = (3·X − P(≥×2)) / 2. The money equity of the
 * distribution equals `cubelessEquity` in both variants.
 */
export function outcomeDistribution(p: Probabilities, variant: VariantKey): readonly Outcome[] {
  const side = (total: number, atLeastTwo: number, third: number, sign: number): Outcome[] => {
    if (variant === 'backgammon') {
      return [
        { points: sign, probability: total - atLeastTwo },
        { points: 2 * sign, probability: atLeastTwo - third },
        { points: 3 * sign, probability: third },
      ];
    }
    const octuple = Math.max(0, (3 * third - atLeastTwo) / 2);
    const quadruple = 3 * (third - octuple);
    return [
      { points: sign, probability: total - atLeastTwo },
      { points: 2 * sign, probability: atLeastTwo - quadruple - octuple },
      { points: 4 * sign, probability: quadruple },
      { points: 8 * sign, probability: octuple },
    ];
  };
  return [
    ...side(p[WIN], p[WIN_GAMMON], p[WIN_BACKGAMMON], 1),
    ...side(1 - p[WIN], p[LOSE_GAMMON], p[LOSE_BACKGAMMON], -1),
  ];
}
