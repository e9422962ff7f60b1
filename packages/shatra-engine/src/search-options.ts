// What a search is asked and what it answers (search.ts): the budgets, the options (most of them
// for comparison matches: scripts/match.ts), and the result.
import type { TranspositionTable } from './tt';

export interface SearchLimits {
  /** Wall-clock budget in milliseconds; the search stops in time to answer within it. */
  readonly timeMs?: number;
  /** Node budget: the search stops after about this many nodes (deterministic). */
  readonly nodes?: number;
  /** Deepest iteration (plies of full-width search before quiescence). */
  readonly depth?: number;
}

export interface SearchOptions<M = unknown> {
  readonly limits: SearchLimits;
  /**
   * Hashes of the game's earlier positions, oldest first, ending with the position before the
   * root (the root itself is not included). Used for threefold repetition.
   */
  readonly history?: readonly number[];
  /** The clock, in milliseconds (injectable for tests). */
  readonly now?: () => number;
  /** A table to reuse across searches (it is cleared at the start for determinism). */
  readonly table?: TranspositionTable;
  /** The root window's half width (default ASPIRATION; 0: the full window, for comparisons). */
  readonly aspiration?: number;
  /**
   * The root moves the player considers, out of the legal ones (a weak level's chain horizon,
   * levels.ts); it must keep at least one of a non-empty list. Default: all of them.
   */
  readonly rootMoves?: (moves: readonly M[]) => readonly M[];
  /**
   * The old time rule, for comparison matches only: a new iteration starts while less than this
   * part of the wall-clock budget is spent (it was 0.3). Default: startsIteration's prediction.
   */
  readonly softFraction?: number;
  /**
   * How far below alpha standing pat may be for quiescence's first ply still to look at the
   * game's trap moves (default TRAP_MARGIN; 0: never).
   */
  readonly trapMargin?: number;
  /** Null-move pruning's reduction R (default NULL_REDUCTION; 0: no null moves). */
  readonly nullReduction?: number;
}

export interface SearchResult<M> {
  /** The chosen move; undefined when the side to move has none. */
  readonly move: M | undefined;
  /** Score of the move for the side to move, in the evaluator's units (±MATE-ply for wins). */
  readonly score: number;
  /** Deepest completed iteration. */
  readonly depth: number;
  readonly nodes: number;
  readonly elapsedMs: number;
  /** The principal variation, starting with `move` (as deep as the table still knows it). */
  readonly pv: readonly M[];
}
