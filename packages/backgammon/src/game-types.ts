// The vocabulary of one whole game: rules in force, phases, actions and the record of events.

import type { Cube } from './cube';
import type { WinLevel } from './scoring';
import type { Colour, Dice, Die, Play, Position, VariantKey } from './types';

/**
 * How the first turn is rolled (rules file, "Common to every variant", Opening): each player
 * rolls one die and the higher plays those two dice ('opening-dice'), or the higher rolls both
 * dice afresh ('roll-afresh', the option named in the Icelandic text).
 */
export type OpeningRule = 'opening-dice' | 'roll-afresh';

export interface GameRules {
  readonly variant: VariantKey;
  /** False in tryktrak (no cube) and in the Crawford game of a match. */
  readonly cubeInUse: boolean;
  /** Money option: gammons and backgammons count only once the cube has been turned. */
  readonly jacoby: boolean;
  /** Money option: a doubled player may redouble at once and keep the cube. */
  readonly beavers: boolean;
  readonly opening: OpeningRule;
}

export type GameEndReason = 'bear-off' | 'pass' | 'resignation';

export interface GameResult {
  readonly winner: Colour;
  readonly level: WinLevel;
  readonly cubeValue: number;
  readonly points: number;
  readonly reason: GameEndReason;
}

/** The phase the game is in; who acts follows from it (see `toAct`). */
export type GamePhase =
  /** Nobody has rolled yet: the next roll is the opening roll. */
  | { readonly kind: 'opening' }
  /** The player on turn may double (when allowed), resign, or roll. */
  | { readonly kind: 'rolling' }
  /** The player on turn has rolled and must play (or may resign). */
  | { readonly kind: 'moving'; readonly dice: Dice }
  /** The player on turn has doubled; the opponent takes, passes or (money option) beavers. */
  | { readonly kind: 'doubled' }
  /** The opponent beavered (took, so owns the cube, and redoubled); the doubler takes or passes. */
  | { readonly kind: 'beavered' }
  /** A player (`by`) offers to resign at a level; the other accepts or rejects. */
  | {
      readonly kind: 'resigning';
      readonly level: WinLevel;
      readonly by: Colour;
      readonly resume: ResumablePhase;
    }
  | { readonly kind: 'over'; readonly result: GameResult };

/** The phases a resignation may be offered in, and a refused one returns to. */
export type ResumablePhase = Extract<GamePhase, { kind: 'opening' | 'rolling' | 'moving' }>;

/** An intent of whoever is to act; the state knows who that is. */
export type GameAction =
  | { readonly kind: 'roll' }
  /**
   * A whole play: one of `legalActions`' plays, known by its resulting position. Notation
   * (`24/18 13/11`) is read at the edge with `parsePlay` against the position and dice.
   */
  | { readonly kind: 'move'; readonly play: Play }
  | { readonly kind: 'double' }
  | { readonly kind: 'take' }
  | { readonly kind: 'pass' }
  | { readonly kind: 'beaver' }
  /** By the player on turn unless `by` names the other (who may resign during the opponent's turn). */
  | { readonly kind: 'resign'; readonly level: WinLevel; readonly by?: Colour }
  | { readonly kind: 'accept' }
  | { readonly kind: 'reject' };

/** What happened, in order: enough to replay the game and to write it as a .mat record. */
export type GameEvent =
  | { readonly kind: 'opening-roll'; readonly white: Die; readonly black: Die }
  /** A roll and its play; a play with no steps is a turn lost for want of a legal play. */
  | { readonly kind: 'move'; readonly colour: Colour; readonly dice: Dice; readonly play: Play }
  | { readonly kind: 'double'; readonly colour: Colour; readonly value: number }
  | { readonly kind: 'take'; readonly colour: Colour }
  | { readonly kind: 'pass'; readonly colour: Colour }
  /** A beaver: the doubled player takes and redoubles to `value` at once. */
  | { readonly kind: 'beaver'; readonly colour: Colour; readonly value: number }
  /** An offer to resign; `rolled` keeps the dice of the player on turn when made after a roll. */
  | {
      readonly kind: 'resign';
      readonly colour: Colour;
      readonly level: WinLevel;
      readonly rolled: { readonly colour: Colour; readonly dice: Dice } | null;
    }
  | { readonly kind: 'accept'; readonly colour: Colour }
  | { readonly kind: 'reject'; readonly colour: Colour };

export interface GameState {
  readonly rules: GameRules;
  /** Always from the view of `turn` (as GNU Backgammon keeps it). */
  readonly position: Position;
  /** The player whose turn it is (before the opening roll: white, a placeholder). */
  readonly turn: Colour;
  readonly cube: Cube;
  /** Whether a play has been made yet: nobody doubles before the first play. */
  readonly started: boolean;
  readonly phase: GamePhase;
  readonly history: readonly GameEvent[];
}

export type GameError =
  | 'game-over'
  | 'not-now'
  | 'illegal-move'
  | 'cube-unavailable'
  | 'beaver-unavailable'
  | 'unknown-level'
  | 'unknown-action'
  | 'dice-source-stuck';
