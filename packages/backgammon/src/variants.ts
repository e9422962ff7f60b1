// The closed set of variants of the backgammon family, as data plus small hooks (house style:
// "variants are data plus small hooks over one closed VariantKey union"). Everything that differs
// between variants lives here; move generation asks these hooks and knows no variant by name.

import type { Colour, SideBoard, VariantKey } from './types';

/**
 * May a checker on point `from` (1..6, own numbering) be borne off with `die`? Asked only when
 * all of the mover's checkers are in the home board and `from` < `die` is possible; `side` is the
 * mover's board (index p−1 holds point p). The exact case (`from === die`) is always allowed.
 */
export type BearOffHook = (side: ArrayLike<number>, from: number, die: number) => boolean;

export interface Variant {
  readonly key: VariantKey;
  /** Checkers per side (15 in both games; hypergammon would say 3). */
  readonly checkersPerSide: number;
  /** Start position of either side, from its own view (index p−1 = point p, 24 = bar). */
  readonly start: SideBoard;
  /** Which bear-off from a point below the die's number is allowed. */
  readonly bearOffBelow: BearOffHook;
  /**
   * Whether the moves of a double can always be reordered highest source first without changing
   * what is legal (the move generator then skips the other orders, as GNU Backgammon's does).
   */
  readonly doublesInOrder: boolean;
  /** Whether the doubling cube is used at all. */
  readonly cube: boolean;
  /**
   * Whether matches to N points are offered; otherwise games follow one another, the points
   * adding up (money play, without money).
   */
  readonly matchPlay: boolean;
  /**
   * The name of `point` (1..24 in the numbering of the side `colour`; 25 = bar, 0 = off) as the
   * players of the variant say and write it (notation-names.ts writes and reads plays in it).
   */
  readonly pointName: (point: number, colour: Colour) => string;
}

/** Rules file, "Common to every variant": 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6. */
const STANDARD_START: SideBoard = sideFrom({ 24: 2, 13: 5, 8: 3, 6: 5 });

function sideFrom(points: Readonly<Record<number, number>>): SideBoard {
  const side = new Array<number>(25).fill(0);
  for (const [point, count] of Object.entries(points)) side[Number(point) - 1] = count;
  return Object.freeze(side);
}

/** True when no checker of `side` stands on a point from `low` to `high` (1-based, inclusive). */
function emptyBetween(side: ArrayLike<number>, low: number, high: number): boolean {
  for (let point = low; point <= high; point++) if ((side[point - 1] ?? 0) > 0) return false;
  return true;
}

/**
 * Rules file, "Common to every variant": a die whose point is empty bears off from the highest
 * occupied point only, i.e. when no checker stands above `from`.
 */
const standardBearOffBelow: BearOffHook = (side, from) => emptyBetween(side, from + 1, 6);

/**
 * Rules file, "Tryktrak" (interpretation of this game): the die's own line must be empty and
 * `from` must be the highest occupied line below it, even while higher lines hold checkers.
 */
const tryktrakBearOffBelow: BearOffHook = (side, from, die) => emptyBetween(side, from + 1, die);

/** Backgammon numbers the points from the mover's view. */
function moverNumber(point: number): string {
  if (point === 25) return 'bar';
  if (point === 0) return 'off';
  return String(point);
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

/**
 * Rules file, "Tryktrak": the physical lines are named, the same whoever moves: white's home is
 * 1–6 and black's home is I–VI; white moves I→XII→12→1 and black 1→12→XII→I.
 */
function tryktrakLine(point: number, colour: Colour): string {
  if (point === 25 || point === 0) return moverNumber(point);
  const arabicFirst = colour === 'white';
  if (point <= 12) return arabicFirst ? String(point) : romanNumeral(point);
  const mirrored = 25 - point; // 13..24 → 12..1
  return arabicFirst ? romanNumeral(mirrored) : String(mirrored);
}

function romanNumeral(n: number): string {
  return ROMAN[n - 1] ?? String(n);
}

// `as const` keeps each fact's literal type, so that types can be derived from the data
// (CubeVariantKey below); `satisfies` checks every entry against Variant.
export const VARIANTS = {
  backgammon: {
    key: 'backgammon',
    checkersPerSide: 15,
    start: STANDARD_START,
    bearOffBelow: standardBearOffBelow,
    // Moving a higher checker never makes a lower move illegal here: bearing off from below
    // needs only the higher points empty.
    doublesInOrder: true,
    cube: true,
    // Rules file, "Backgammon": "Matches to N points".
    matchPlay: true,
    pointName: moverNumber,
  },
  tryktrak: {
    key: 'tryktrak',
    checkersPerSide: 15,
    // Rules file, "Tryktrak": the same start position as backgammon.
    start: STANDARD_START,
    bearOffBelow: tryktrakBearOffBelow,
    // Not so in tryktrak: with 3-3, 2/off (line 3 empty) then 6/3 is legal, but after 6/3 the
    // line is held and the 2 may no longer come off (regression case in fixtures/perft.json).
    doublesInOrder: false,
    // Rules file, "Tryktrak": no doubling cube.
    cube: false,
    // The rules file gives tryktrak no matches to N points: single games, their points adding up.
    matchPlay: false,
    pointName: tryktrakLine,
  },
} as const satisfies Readonly<Record<VariantKey, Variant>>;

/** The variants played with the doubling cube, derived from the data above. */
export type CubeVariantKey = {
  [K in VariantKey]: (typeof VARIANTS)[K]['cube'] extends true ? K : never;
}[VariantKey];

/** Whether `key` is played with the doubling cube (a type guard over the variant record). */
export function hasCube(key: VariantKey): key is CubeVariantKey {
  return VARIANTS[key].cube;
}

export const VARIANT_KEYS: readonly VariantKey[] = ['backgammon', 'tryktrak'];

export function isVariantKey(text: string): text is VariantKey {
  return (VARIANT_KEYS as readonly string[]).includes(text);
}

export function variantOf(key: VariantKey): Variant {
  return VARIANTS[key];
}

/** The name of `point` as the players of `variant` say it (the variant's `pointName` hook). */
export function pointName(point: number, colour: Colour, variant: VariantKey): string {
  return VARIANTS[variant].pointName(point, colour);
}
