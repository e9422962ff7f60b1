// FROZEN BASELINE (bench/baseline/index.ts): a copy of src/ before issue 24; do not edit.
// What the search needs to know about a game, and nothing more (house style point 9: the AI
// depends on the rules only through an interface, so that it can be tested with fake games).
// The Shatra adapter (shatra-rules.ts) implements it over @ludus/shatra.

/** How a game stands for the side to move, as far as the position alone tells. */
export type Terminal = 'win' | 'loss' | 'draw';

export interface SearchGame<P, M> {
  /** Every legal move; an empty list means the side to move has none. */
  legalMoves(position: P): readonly M[];
  /** The position after a legal move (a new value; `position` is not changed). */
  play(position: P, move: M): P;
  /**
   * `win`, `loss` or `draw` when the game is over for the side to move before it moves (its biy was
   * captured, it has no legal move, a draw rule that the position alone shows), else undefined.
   * `legalMoves` of the same position is passed in, so that no adapter has to generate twice.
   */
  terminal(position: P, moves: readonly M[]): Terminal | undefined;
  /** A Zobrist-style hash of the full state that decides the game (never of move counters). */
  hash(position: P): number;
  /** A second, independent 32-bit hash of the same state: the transposition table's check. */
  check(position: P): number;
  /** The material a move wins, in centi-units, 0 for a non-capture: ordering and quiescence. */
  gain(position: P, move: M): number;
  /**
   * True when no position before the move can ever recur after it (a capture, a pawn move, a
   * drop...): the repetition scan stops there.
   */
  irreversible(position: P, move: M): boolean;
  /** A number that tells this move from the other legal moves of the same position. */
  moveId(move: M): number;
  /** A small index (0 ≤ n < HISTORY_SIZE) for the history heuristic, e.g. from × 64 + to. */
  historyIndex(move: M): number;
}

/** The evaluation, in centi-units from the view of the side to move. */
export interface Evaluator<P> {
  evaluate(position: P): number;
}

export const HISTORY_SIZE = 64 * 64;
