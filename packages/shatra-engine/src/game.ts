// What the search needs to know about a game, and nothing more (house style point 9: the AI
// depends on the rules only through an interface, so that it can be tested with fake games).
// The game holds one current position that the search changes in place (`make`) and takes back
// (`unmake`): no position is copied per node. The Shatra adapter (shatra-game.ts) implements it
// over the search board (search-board.ts).

/** How a game stands for the side to move, as far as the position alone tells. */
export type Terminal = 'win' | 'loss' | 'draw';

export interface SearchGame<M> {
  /** Every legal move of the current position; an empty list means the side to move has none. */
  legalMoves(): readonly M[];
  /**
   * The moves quiescence looks at (captures: the moves that win material), generated without
   * the quiet ones where the game allows; `tacticalComplete` then tells whether they are every
   * legal move (the side must play one of them: it cannot stand pat).
   */
  tacticalMoves(): readonly M[];
  tacticalComplete(): boolean;
  /** After an incomplete, empty `tacticalMoves`: whether the side to move has any legal move. */
  hasMove(): boolean;
  /**
   * Where the game has compulsory captures: the quiet moves of the current position (which has
   * no capture) after which the opponent must capture (a trap: the offered piece may cost it
   * more), for quiescence to look at besides standing pat. Left out: none.
   */
  trapMoves?(): readonly M[];
  /**
   * Passes the turn (null-move pruning) where the game allows the search to: true when made
   * (`unmakeNull` takes it back), false when the position may not be passed (the side must
   * capture, or something is pending). `moves` are the position's legal moves. Left out: never.
   */
  makeNull?(moves: readonly M[]): boolean;
  unmakeNull?(): void;
  /** Plays a legal move of the current position, in place. */
  make(move: M): void;
  /** Takes back the last `make`. */
  unmake(): void;
  /**
   * `win`, `loss` or `draw` when the game is over for the side to move before it moves (its biy was
   * captured, it has no legal move, a draw rule that the position alone shows), else undefined.
   * `legalMoves` of the same position is passed in, so that no adapter has to generate twice.
   */
  terminal(moves: readonly M[]): Terminal | undefined;
  /** A Zobrist-style hash of the full state that decides repetition (never of move counters). */
  hash(): number;
  /** The transposition table's key, and a second, independent key: its check. */
  tableKey(): number;
  tableCheck(): number;
  /** The material a move of the current position wins, in centi-units, 0 for a quiet move. */
  gain(move: M): number;
  /**
   * True when no position before the move can ever recur after it (a capture, a pawn move, a
   * drop...): the repetition scan stops there. Asked before the move is made.
   */
  irreversible(move: M): boolean;
  /** A number that tells this move from the other legal moves of the same position. */
  moveId(move: M): number;
  /** A small index (0 ≤ n < HISTORY_SIZE) for the history heuristic, e.g. from × 64 + to. */
  historyIndex(move: M): number;
  /** The evaluation of the current position, in centi-units from the view of the side to move. */
  evaluate(): number;
}

/** An evaluation of positions given as values (the tuner's, the tests'). */
export interface Evaluator<P> {
  evaluate(position: P): number;
}

export const HISTORY_SIZE = 64 * 64;
