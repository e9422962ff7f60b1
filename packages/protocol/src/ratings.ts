// The answers of the server's rating routes (PROTOCOL.md, "The server's HTTP interface"): a
// player's profile, one kind's rating history, and a kind's leaderboard. Backgammon and tryktrak
// are rated by the FIBS formula (a rating and the experience: the sum of the match lengths
// played); Shatra by Glicko-2 (a rating, its deviation and the volatility).
import type { GameKind } from '@ludus/session';

export type RatingKind = GameKind;
export const RATING_KINDS: readonly RatingKind[] = ['backgammon', 'tryktrak', 'shatra'];

/** Which formula rates a kind. */
export const RATING_SYSTEM: Readonly<Record<RatingKind, 'fibs' | 'glicko2'>> = {
  backgammon: 'fibs',
  tryktrak: 'fibs',
  shatra: 'glicko2',
};

export interface PlayerRating {
  readonly kind: RatingKind;
  readonly system: 'fibs' | 'glicko2';
  readonly rating: number;
  /** Glicko-2's deviation; null for FIBS. */
  readonly deviation: number | null;
  /** Glicko-2's volatility; null for FIBS. */
  readonly volatility: number | null;
  /** FIBS's experience (the sum of the lengths of the rated matches); null for Glicko-2. */
  readonly experience: number | null;
  /** Rated games played of this kind. */
  readonly games: number;
}

export interface PlayerRecord {
  /** Finished games, rated and casual. */
  readonly played: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** Games this player lost by leaving them (left at 0 until games end by abandonment). */
  readonly abandoned: number;
}

/**
 * The unit of a kind's error rate: gnubg's mEMG (thousandths of a game's equity) per counted
 * decision for backgammon and tryktrak; Shatra's centi-shatras (a shatra, the pawn, is 100) lost
 * per unforced move, the Shatra engine's own unit.
 */
export type ErrorRateUnit = 'mEMG' | 'centi-shatra';

export const ERROR_RATE_UNIT: Readonly<Record<RatingKind, ErrorRateUnit>> = {
  backgammon: 'mEMG',
  tryktrak: 'mEMG',
  shatra: 'centi-shatra',
};

/**
 * A finished game's analysis by the server, as the game lists carry it: not yet made, failed (the
 * record could not be analysed), or each seat's error rate (null: no decision counted) at the
 * depth it was made (the checker play's plies; Shatra's full-width plies).
 */
export type GameAnalysis =
  | { readonly status: 'pending' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'done';
      readonly depth: number;
      readonly errorRates: { readonly white: number | null; readonly black: number | null };
    };

/** A player's error rate over their analysed games of one kind. */
export interface KindAnalysis {
  readonly kind: RatingKind;
  readonly unit: ErrorRateUnit;
  /** Analysed games in which the player had at least one decision counted. */
  readonly games: number;
  readonly decisions: number;
  /** The loss over all those decisions, per decision (in `unit`). */
  readonly errorRate: number;
}

/** `GET /api/players/:name`. */
export interface PlayerProfile {
  readonly name: string;
  readonly since: string;
  readonly ratings: readonly PlayerRating[];
  readonly record: PlayerRecord;
  /** Per kind the player has analysed games of, in RATING_KINDS order. */
  readonly analyses: readonly KindAnalysis[];
}

export interface RatingChange {
  readonly game: string;
  readonly at: string;
  readonly opponent: string;
  /** The player's score: 1 a win, 0.5 a draw, 0 a loss. */
  readonly score: number;
  readonly before: number;
  readonly after: number;
  /** Glicko-2's deviation after the game; null for FIBS. */
  readonly deviation: number | null;
}

/** `GET /api/players/:name/ratings/:kind`: oldest first. */
export interface RatingHistory {
  readonly name: string;
  readonly kind: RatingKind;
  readonly changes: readonly RatingChange[];
}

export interface LeaderboardEntry {
  readonly rank: number;
  readonly name: string;
  readonly rating: number;
  readonly deviation: number | null;
  readonly games: number;
}

/** `GET /api/leaderboard/:kind`: the rules of entry, then the players, best first. */
export interface Leaderboard {
  readonly kind: RatingKind;
  readonly minGames: number;
  /** Glicko-2 only: a deviation at or over this is provisional and not listed. */
  readonly maxDeviation: number | null;
  readonly players: readonly LeaderboardEntry[];
}
