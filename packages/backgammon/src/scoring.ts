// What a won game is worth, per variant, as data (rules file: "Backgammon" and "Tryktrak",
// Score). Each variant lists its levels from the highest down; the first level whose condition
// holds for the loser's checkers is the level of the win.

import { checkersOnBoard, onBar } from './position';
import type { SideBoard, VariantKey } from './types';
import { variantOf } from './variants';

/** Backgammon levels: single, gammon, backgammon. Tryktrak levels: single, double, quadruple, octuple. */
export type WinLevel = 'single' | 'gammon' | 'backgammon' | 'double' | 'quadruple' | 'octuple';

export interface ScoreLevel {
  readonly level: WinLevel;
  /** Points before the cube. */
  readonly multiplier: number;
  /** Whether the loser's checkers (seen from the loser's side) earn this level. */
  readonly applies: (loser: SideBoard) => boolean;
}

export interface ScoringScheme {
  /** From the highest level down; the last one (single) always applies. */
  readonly levels: readonly ScoreLevel[];
}

/** Both variants play 15 checkers a side (variants.ts). */
function noneBorneOff(side: SideBoard): boolean {
  return checkersOnBoard(side) === 15;
}

function barred(side: SideBoard): boolean {
  return onBar(side) > 0;
}

/** The winner's home board is the loser's 19..24 points (indices 18..23). */
function inWinnersHome(side: SideBoard): boolean {
  return side.slice(18, 24).some((count) => count > 0);
}

/** Outside the loser's own home board: points 7..24 or the bar. */
function outsideOwnHome(side: SideBoard): boolean {
  return side.slice(6, 25).some((count) => count > 0);
}

const SINGLE: ScoreLevel = { level: 'single', multiplier: 1, applies: () => true };

export const SCORING: Readonly<Record<VariantKey, ScoringScheme>> = {
  backgammon: {
    levels: [
      // "3 (backgammon) when the loser has borne off none and still has a checker on the bar or
      // in the winner's home board."
      {
        level: 'backgammon',
        multiplier: 3,
        applies: (loser) => noneBorneOff(loser) && (barred(loser) || inWinnersHome(loser)),
      },
      { level: 'gammon', multiplier: 2, applies: noneBorneOff },
      SINGLE,
    ],
  },
  // Tryktrak has no doubling cube (variants.ts), so its points are these multipliers alone.
  tryktrak: {
    levels: [
      // "8 when, in addition [to 4], the loser has a checker on the bar": a checker on the bar is
      // outside the home board, so the bar alone decides once nothing is borne off.
      {
        level: 'octuple',
        multiplier: 8,
        applies: (loser) => noneBorneOff(loser) && outsideOwnHome(loser) && barred(loser),
      },
      {
        level: 'quadruple',
        multiplier: 4,
        applies: (loser) => noneBorneOff(loser) && outsideOwnHome(loser),
      },
      { level: 'double', multiplier: 2, applies: noneBorneOff },
      SINGLE,
    ],
  },
};

/** The level a win is worth given the loser's checkers (from the loser's view). */
export function winLevel(variant: VariantKey, loser: SideBoard): ScoreLevel {
  return SCORING[variant].levels.find((entry) => entry.applies(loser)) ?? SINGLE;
}

/** The levels of a variant, lowest first: what a player may offer when resigning. */
export function resignationLevels(variant: VariantKey): readonly WinLevel[] {
  return SCORING[variant].levels.map((entry) => entry.level).reverse();
}

/** The multiplier of a level in a variant, or undefined when the variant has no such level. */
export function levelMultiplier(variant: VariantKey, level: WinLevel): number | undefined {
  return SCORING[variant].levels.find((entry) => entry.level === level)?.multiplier;
}

export interface PointsInput {
  readonly variant: VariantKey;
  readonly level: WinLevel;
  readonly cubeValue: number;
  /** Jacoby rule in force: gammons and backgammons count as singles while the cube is unturned. */
  readonly jacoby: boolean;
  readonly cubeTurned: boolean;
}

/** Points of a win at a level: the level's multiplier times the cube (rules file, Score; Jacoby). */
export function pointsFor(input: PointsInput): number {
  const multiplier = levelMultiplier(input.variant, input.level) ?? 1;
  // Jacoby is a cube rule: without a cube (tryktrak) every level counts in full.
  const jacoby = input.jacoby && variantOf(input.variant).cube;
  const counted = jacoby && !input.cubeTurned ? 1 : multiplier;
  return counted * input.cubeValue;
}
