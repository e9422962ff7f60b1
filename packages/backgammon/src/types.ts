// The shared vocabulary of the backgammon family. Everything here is plain data.

/** The closed set of variants; each is data plus small hooks (see variants.ts). */
export type VariantKey = 'backgammon' | 'tryktrak';

/** The two players by colour; positions themselves are colourless (always from the side on roll). */
export type Colour = 'white' | 'black';

/**
 * The points each player has won in a match (match.ts keeps it; the Match ID and `.mat` codecs
 * only write and read it). Here rather than in match.ts because match.ts uses the Match ID codec.
 */
export interface MatchScore {
  readonly white: number;
  readonly black: number;
}

/**
 * Checker counts of one side, seen from that side: index 0..23 holds points 1..24 (point 1 is
 * the deepest point of its own home board), index 24 holds the bar. Borne-off checkers are the
 * 15 not on the board.
 */
export type SideBoard = readonly number[];

/**
 * A position as GNU Backgammon keeps it: always from the side on roll. `player` is the side on
 * roll, `opponent` the other; each array is from its owner's own view.
 */
export interface Position {
  readonly player: SideBoard;
  readonly opponent: SideBoard;
}

/** A die value, 1..6. */
export type Die = 1 | 2 | 3 | 4 | 5 | 6;

/** Two dice as rolled. */
export type Dice = readonly [Die, Die];

/** The bar as a source point, in the mover's numbering. */
export const BAR = 25;
/** Off the board as a destination point, in the mover's numbering. */
export const OFF = 0;

/** One checker moved by one die: from a point (25 = bar) to a point (0 = off). */
export interface CheckerStep {
  readonly from: number;
  readonly to: number;
  readonly hit: boolean;
}

/** A whole play of one turn: its checker steps in order, and the position after it (mover's view, not yet swapped). */
export interface Play {
  readonly steps: readonly CheckerStep[];
  readonly after: Position;
}

/** An injected source of dice; rules code never calls Math.random. */
export interface DiceSource {
  /** One die, 1..6. */
  rollDie(): Die;
}

/** Expected failures are values with a string code and a human-readable message (@ludus/core). */
export type { Result } from '@ludus/core';

/**
 * A position as typed in or decoded, not yet checked: same layout as `Position`. Only
 * `fromSetup()` turns it into a `Position`.
 */
export interface Setup {
  readonly player: readonly number[];
  readonly opponent: readonly number[];
}

/**
 * A checker step together with the die it uses. The die is needed because a bear-off from below
 * the die's number does not tell which die moved it (the web board moves one checker at a time).
 */
export interface DieStep extends CheckerStep {
  readonly die: Die;
}
