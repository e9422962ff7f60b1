// The search's view of Shatra: SearchGame over the search board (search-board.ts) and its move
// generator (search-moves.ts), both checked against the rules package (@ludus/shatra), which
// stays the authority for everything from outside. The evaluation reads the board in place.

import { bitCount } from '@ludus/core';
import {
  Board,
  jumpedSquares,
  type Move,
  type Position,
  type PromotionRole,
  SIXTY_MOVES,
} from '@ludus/shatra';
import { type BoardView, ROLE_MASK, SHATRA } from './board-view';
import { loneBiyPressure } from './endings';
import { evaluateView, FEATURES, featureVector, type Weights, weightVector } from './evaluate';
import type { Evaluator, SearchGame, Terminal } from './game';
import { squareEntries } from './piece-squares';
import { mix32 } from './prng';
import { SearchBoard } from './search-board';
import {
  CAPTURE,
  CAPTURE_VALUE,
  MOVE,
  PROMOTION_VALUE,
  type SearchMove,
  toRulesMove,
} from './search-move';
import { MoveGenerator } from './search-moves';

export { zobrist, zobristCheck } from './zobrist';

/** How the evaluation is set: its weights, and a weak level's noise (amplitude 0: none). */
export interface EvaluationSettings {
  readonly weights: Weights;
  readonly noise: number;
  readonly seed: number;
}

const PROMOTION_CODE: Readonly<Record<PromotionRole, number>> = { batyr: 2, tura: 3, jalkyn: 4 };

/** Material a rules-package move wins: the pieces it jumps, plus what a promotion gains. */
export function materialGain(position: Position, move: Move): number {
  let gain = 0;
  if (move.kind === 'capture') {
    const cells = Board.cellsOf(position.board);
    for (const sq of jumpedSquares(position, move.from, move.landings)) {
      // The en passant jump is over an empty square: the shatra taken stands on `e`.
      const code = cells[sq] as number;
      gain += CAPTURE_VALUE[code === 0 ? SHATRA : code & ROLE_MASK] as number;
    }
  }
  const promotion =
    move.kind === 'promote'
      ? move.role
      : move.kind === 'capture'
        ? move.promotion?.role
        : undefined;
  if (promotion !== undefined) gain += PROMOTION_VALUE[PROMOTION_CODE[promotion]] as number;
  return gain;
}

/** The fewest pieces besides its biy with which a side may pass in the search (makeNull). */
const NULL_PIECES = 4;

/** One Shatra position under search: the board the search plays on, in place. */
export class ShatraSearch implements SearchGame<SearchMove> {
  readonly board: SearchBoard;
  readonly #generator = new MoveGenerator();
  readonly #weights: Float64Array;
  readonly #scratch = featureVector();
  readonly #noise: number;
  readonly #salt: number;

  constructor(position: Position, settings: EvaluationSettings) {
    this.board = new SearchBoard(position);
    this.#weights = weightVector(settings.weights);
    this.board.useSquares(squareEntries(this.#weights, FEATURES.length));
    this.#noise = settings.noise;
    this.#salt = mix32(settings.seed ^ 0x9e37_79b9);
  }

  legalMoves(): SearchMove[] {
    return this.#generator.generate(this.board);
  }

  tacticalMoves(): SearchMove[] {
    return this.#generator.tactical(this.board);
  }

  tacticalComplete(): boolean {
    return this.#generator.complete;
  }

  hasMove(): boolean {
    return this.#generator.hasMove();
  }

  /**
   * The quiet moves after which the opponent must capture (search.ts, quiescence's traps): the
   * opponent's first jumps by a piece other than its biy (whose captures alone leave it a
   * choice) or an en passant square, then its capture list, which must hold every legal move.
   */
  trapMoves(): SearchMove[] {
    const board = this.board;
    const traps: SearchMove[] = [];
    for (const move of this.#generator.generate(board)) {
      board.make(move);
      if (this.#mustCapture()) traps.push(move);
      board.unmake();
    }
    return traps;
  }

  /** Whether the side to move must capture (cheaply ruled out by the scan of its first jumps). */
  #mustCapture(): boolean {
    const board = this.board;
    const side = board.turn;
    const attacks = board.jumpers();
    const biy = board.biy[side] as number;
    const count = attacks.jumperCount[side] as number;
    // The scan leaves out en passant (attacks.ts): after a double step, ask the generator.
    let other = board.enPassant !== 0;
    for (let i = side * 32; i < side * 32 + count && !other; i++)
      other = attacks.jumpers[i] !== biy;
    if (!other) return false;
    const captures = this.#generator.tactical(board);
    return captures.length > 0 && this.#generator.complete;
  }

  /**
   * The null move where passing is safe to assume: nothing pending (en passant, a sideways step,
   * a forced drop: they belong to the move that follows), no capture to make (the obligation),
   * and at least NULL_PIECES pieces besides the biy (with fewer, having to move can cost).
   */
  makeNull(moves: readonly SearchMove[]): boolean {
    const board = this.board;
    if (board.enPassant !== 0 || board.forcedDrop !== 0) return false;
    const sideways = board.sideways;
    if ((sideways[0] as number) !== 0 || (sideways[2] as number) !== 0) return false;
    const side = board.turn;
    const pieces =
      bitCount(board.occupied[side * 2] as number) +
      bitCount(board.occupied[side * 2 + 1] as number);
    if (pieces - 1 < NULL_PIECES) return false;
    for (const move of moves) if (move.kind === CAPTURE) return false;
    board.makeNull();
    return true;
  }

  unmakeNull(): void {
    this.board.unmakeNull();
  }

  make(move: SearchMove): void {
    this.board.make(move);
  }

  unmake(): void {
    this.board.unmake();
  }

  /** The side's terminal status before it moves (shatra.md, "End of the game"). */
  terminal(moves: readonly SearchMove[]): Terminal | undefined {
    if (moves.length > 0) return undefined;
    const board = this.board;
    if (board.biy[board.turn] === 0) return 'loss';
    if (board.biy[1 - board.turn] === 0) return 'win';
    if (board.others === 0 || board.quietMoves >= SIXTY_MOVES) return 'draw';
    return 'loss'; // no legal move: that side loses
  }

  hash(): number {
    return this.board.hash;
  }

  tableKey(): number {
    return this.board.ttHash();
  }

  tableCheck(): number {
    return this.board.ttCheck();
  }

  gain(move: SearchMove): number {
    return move.gain;
  }

  /** Captures, drops, promotions and shatra moves can never be taken back. */
  irreversible(move: SearchMove): boolean {
    if (move.kind !== MOVE) return true;
    return ((this.board.cells[move.from] as number) & ROLE_MASK) === SHATRA;
  }

  moveId(move: SearchMove): number {
    return move.id;
  }

  historyIndex(move: SearchMove): number {
    return move.from * 64 + move.to;
  }

  /**
   * The evaluation, plus for the weaker levels a fixed pseudo-random amount per position (from
   * its hash and the seed) in [-noise, noise]: they misjudge positions consistently within one
   * search, so that their mistakes look like a player's, not like a dice roll per node.
   */
  evaluate(): number {
    const board = this.board;
    const score =
      evaluateView(board.view, this.#weights, this.#scratch, board.attacks(), board) +
      loneBiyPressure(board.cells, board.occupied, board.biy, board.turn);
    if (this.#noise <= 0) return score;
    const r = mix32(this.board.hash ^ this.#salt) / 0x1_0000_0000;
    return score + Math.round((2 * r - 1) * this.#noise);
  }

  /** The rules package's move for a search move of the current position. */
  rulesMove(move: SearchMove): Move {
    return toRulesMove(move);
  }
}

export function boardView(position: Position): BoardView {
  const { white, black } = position.pool;
  return {
    cells: Board.cellsOf(position.board),
    turn: position.turn === 'white' ? 0 : 1,
    reserve: [position.reserve.white, position.reserve.black],
    pool: [white, black],
  };
}

/** The Shatra evaluation of positions given as values, with the given weights (the tuner's). */
export function shatraEvaluator(weights: Weights): Evaluator<Position> {
  const vector = weightVector(weights);
  const scratch = featureVector();
  return { evaluate: (position) => evaluateView(boardView(position), vector, scratch) };
}
