// What Shatra's post-game analysis reads of a finished game and shows of the engine's judgements:
// which moves are judged, the record sent to the worker, each player's summary and what the
// board shows for a selected row. Pure; texts are built by the panel through i18next.
import { findLegalMove, type Game, makeFen, makeMove, type Side, START_FEN } from '@ludus/shatra';
import { type JudgedSummary, summariseJudgements } from '@ludus/shatra-engine';
import type { ShatraGameRecord, ShatraJudgement } from '../../computer/protocol';
import { moveSquares } from '../adapter';
import type { SquareNumber } from '../layout';
import type { ShatraOpponent } from '../session';

/** The game as the worker replays it: its start (when not the standard one) and its moves. */
export function recordOf(game: Game): ShatraGameRecord {
  const start = makeFen(game.start);
  const moves = game.moves.map(makeMove);
  return start === START_FEN ? { moves } : { start, moves };
}

/**
 * The moves judged (0-based): the person's against the computer, both players' in hot-seat (and
 * in a finished online game's record, which opens as a game between two people here).
 */
export function judgedMoves(game: Game, opponent: ShatraOpponent, humanSide: Side): number[] {
  return game.moves.flatMap((_, index) => {
    const mover = game.positions[index]?.turn;
    return opponent.kind === 'friend' || mover === humanSide ? [index] : [];
  });
}

/** Moves judged with a choice, their marks and average loss (the engine's summary). */
export type SideSummary = JudgedSummary;

export function summaryOf(judgements: readonly ShatraJudgement[], side: Side): SideSummary {
  return summariseJudgements(judgements.filter((j) => j.side === side));
}

/** The row's number as the move list numbers it: White's and Black's move share a number. */
export function moveNumber(game: Game, index: number): number {
  const startsWithBlack = game.start.turn === 'black';
  return Math.floor((index + (startsWithBlack ? 1 : 0)) / 2) + 1;
}

/** What the board shows for a selected row: the position before the move, both moves' squares. */
export interface BoardReview {
  readonly move: number;
  readonly position: Game['position'];
  /** The played move's squares (from, then each landing). */
  readonly played: readonly SquareNumber[];
  /** The best move's squares when it is another move, else null. */
  readonly best: readonly SquareNumber[] | null;
}

export function reviewOf(game: Game, judgement: ShatraJudgement): BoardReview | null {
  const position = game.positions[judgement.move];
  const played = game.moves[judgement.move];
  if (!position || !played) return null;
  const best = judgement.best === judgement.played ? null : findLegalMove(position, judgement.best);
  return {
    move: judgement.move,
    position,
    played: moveSquares(played),
    best: best?.ok ? moveSquares(best.value) : null,
  };
}
