// Moves from outside (a user, a file, the command line): checked against the legal moves, with a
// reason when refused. Typed moves are checked here; `findLegalMove` is the one step from
// notation to a legal move, for the edges. Also the end of the game as far as a position alone
// tells.
import { BIY, Board, ROLE_MASK } from './board';
import { legalMoves } from './moves';
import { makeMove, parseMove } from './notation';
import { gameOverReason, type Outcome } from './outcome';
import { play } from './play';
import type { Position } from './position';
import { err, type Move, ok, type Result } from './types';

export type MoveError = 'notation' | 'game-over' | 'illegal';

/**
 * The outcome of a position, or undefined while the game goes on: a captured biy, bare biys, the
 * 60-move count, or no legal move for the side to move (it loses). Repetition needs a Game.
 */
export function positionOutcome(position: Position): Outcome | undefined {
  const over = gameOverReason(position);
  if (over) return over;
  if (legalMoves(position).length === 0) {
    return {
      kind: 'win',
      winner: position.turn === 'white' ? 'black' : 'white',
      reason: 'no-legal-move',
    };
  }
  return undefined;
}

/** Why `move` is not among `legal` (which is not empty), in words a player understands. */
function whyIllegal(position: Position, move: Move, legal: readonly Move[]): string {
  const text = makeMove(move);
  const cells = Board.cellsOf(position.board);
  const from = move.kind === 'promote' ? move.square : move.from;
  const piece = position.board.get(from);
  const forced = position.pending.forcedDrop;
  if (forced !== undefined && legal.every((m) => m.kind === 'drop' && m.from === forced)) {
    return `${text}: the reserve piece on ${forced} captured into its fortress and must drop first`;
  }
  if (!piece) return `${text}: there is no piece on ${from}`;
  if (piece.side !== position.turn)
    return `${text}: the piece on ${from} is ${piece.side}'s, ${position.turn} is to move`;
  const written = legal.map(makeMove);
  if (
    move.kind === 'capture' &&
    written.some((m) => m.startsWith(`${text}x`) || m.startsWith(`${text}=`))
  ) {
    return `${text}: the chain is not complete, the piece must jump on`;
  }
  if (legal.every((m) => m.kind === 'capture')) return `${text}: a capture is compulsory`;
  const biy = legal.find((m) => m.kind === 'capture');
  if (biy && ((cells[from] as number) & ROLE_MASK) !== BIY) {
    return `${text}: only the biy can capture, so the biy must move`;
  }
  return `${text}: not a legal move here`;
}

/**
 * The legal move equal to `move`, or why there is none. Moves compare by their notation, which
 * names a move completely (the whole chain of a capture, the promotion's role).
 */
export function checkMove(position: Position, move: Move): Result<Move, MoveError> {
  const over = gameOverReason(position);
  const legal = over ? [] : legalMoves(position);
  const text = makeMove(move);
  const found = legal.find((m) => makeMove(m) === text);
  if (found) return ok(found);
  if (legal.length === 0) {
    const outcome = over ?? positionOutcome(position);
    const how =
      outcome?.kind === 'win'
        ? `${outcome.winner} won (${outcome.reason})`
        : `drawn (${outcome?.reason})`;
    return err('game-over', `${text}: the game is over, ${how}`);
  }
  return err('illegal', whyIllegal(position, move, legal));
}

/** The legal move written `text`, or why there is none: how the edges read a move. */
export function findLegalMove(position: Position, text: string): Result<Move, MoveError> {
  const parsed = parseMove(text);
  return parsed.ok ? checkMove(position, parsed.value) : parsed;
}

/** Plays a move from outside: the next position, or the reason it is refused (input untouched). */
export function tryPlay(position: Position, move: Move): Result<Position, MoveError> {
  const found = checkMove(position, move);
  return found.ok ? ok(play(position, found.value)) : found;
}
