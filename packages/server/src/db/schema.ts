// The tables as Kysely sees them. Every column type is one that SQLite and PostgreSQL store and
// return alike: text, integers within 2^31, and 0/1 for booleans. Times are ISO 8601 text (UTC),
// which sorts as it reads; JSON values (a spec, an intent, dice, a result) are JSON text. Ratings
// are the one kind of real number (double precision: float8 in PostgreSQL, REAL in SQLite).
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  name: string;
  /** The name folded for uniqueness: two registered players may not differ by case only. */
  name_key: string;
  /** 1: registered with a password; 0: a guest. */
  registered: number;
  password_hash: string | null;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a stolen database holds no usable session. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface GamesTable {
  id: string;
  game: string;
  /** The table's spec (session's TableSpec) as JSON. */
  spec: string;
  /**
   * The dice seed, secret until the game is over (it would reveal every future roll): 64 hex
   * digits for the verifiable dice (docs/fair-dice.md), a decimal number for older games.
   */
  seed: string;
  /** 'open': listed in the lobby; 'invite': found only by its link. */
  visibility: string;
  /** 'open' | 'playing' | 'finished'. */
  status: string;
  white_user: string | null;
  black_user: string | null;
  /** The last event's sequence number, written in the transaction that writes the event. */
  seq: number;
  /** The outcome as JSON once finished. */
  result: string | null;
  /** 1: the result changes the players' ratings (ratings/); 0: a casual game. */
  rated: Generated<number>;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** The clock's spec (session ClockSpec) as JSON; null: the game has no clock. */
  clock: string | null;
  /** Each seat's client seed for the verifiable dice, sent when the seat was taken. */
  white_seed: string | null;
  black_seed: string | null;
}

/** The append-only log: one row per accepted intent, primary key (game_id, seq). */
export interface GameEventsTable {
  game_id: string;
  seq: number;
  seat: string;
  intent: string;
  dice: string;
  /** The server's time of the event (ISO 8601), which the clock charged from. */
  created_at: string;
  /** The clock (session ClockState) after the event, as JSON; null without a clock. */
  clock: string | null;
  /** The roller's nonce of an event that drew dice of the verifiable dice; null otherwise. */
  nonce: string | null;
}

export interface ChatMessagesTable {
  id: string;
  game_id: string;
  channel: string;
  user_id: string;
  name: string;
  text: string;
  created_at: string;
}

/** A registered player's rating of one game kind (FIBS or Glicko-2: ratings/update.ts). */
export interface RatingsTable {
  user_id: string;
  /** The game kind: 'backgammon', 'tryktrak' or 'shatra'. */
  kind: string;
  rating: number;
  /** Glicko-2's deviation and volatility (Shatra); null for FIBS. */
  deviation: number | null;
  volatility: number | null;
  /** FIBS's experience: the sum of the lengths of the rated matches played (0 for Shatra). */
  experience: number;
  /** Rated games played of this kind. */
  games: number;
  updated_at: string;
}

/** One row per player and rated game, written in the transaction that ends the game. */
export interface RatingHistoryTable {
  game_id: string;
  user_id: string;
  kind: string;
  opponent_id: string;
  /** 1 a win, 0.5 a draw, 0 a loss. */
  score: number;
  rating_before: number;
  rating_after: number;
  deviation_before: number | null;
  deviation_after: number | null;
  created_at: string;
}

/**
 * A finished game's analysis by the server (analysis/): 'done', or 'failed' when its record
 * could not be analysed (`message` says why). Either way the game is not queued again.
 */
export interface GameAnalysesTable {
  game_id: string;
  status: string;
  /** Backgammon and tryktrak: the checker play's plies; Shatra: the judgement's full-width plies. */
  depth: number;
  /** The engine package and version that analysed it, e.g. `@ludus/backgammon-engine 0.1.0`. */
  engine: string;
  message: string | null;
  analysed_at: string;
}

/**
 * One seat's figures of an analysed game. Backgammon and tryktrak: gnubg's, losses in EMG and
 * the error rate in mEMG per counted decision; Shatra: losses in centi-shatras and the error rate
 * in centi-shatras per unforced move (the engine's own unit).
 */
export interface PlayerAnalysesTable {
  game_id: string;
  seat: string;
  user_id: string;
  /** The game kind: 'backgammon', 'tryktrak' or 'shatra'. */
  kind: string;
  /** Decisions counted: unforced moves and counted cube decisions; Shatra's unforced moves. */
  decisions: number;
  total_loss: number;
  /** Null with no decision counted. */
  error_rate: number | null;
  /** gnubg's doubtful, bad and very bad; Shatra's inaccuracies, mistakes and blunders. */
  inaccuracies: number;
  errors: number;
  blunders: number;
}

/** A finished game waiting for its analysis (db/migrations.ts, 0006). */
export interface AnalysisQueueTable {
  game_id: string;
  /** When the game finished (its last append's time): the queue's order, oldest first. */
  finished_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  games: GamesTable;
  game_events: GameEventsTable;
  chat_messages: ChatMessagesTable;
  ratings: RatingsTable;
  rating_history: RatingHistoryTable;
  game_analyses: GameAnalysesTable;
  player_analyses: PlayerAnalysesTable;
  analysis_queue: AnalysisQueueTable;
}
