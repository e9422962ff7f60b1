// The one place where the board meets the rules package: legal moves of @ludus/shatra become the
// board's MoveOptions (the squares each move visits, step by step), and a position becomes the
// pieces to draw. Nothing is decided here; every fact comes from the rules package.
import {
  gameOverReason,
  isBiyThreatened,
  jumpedSquares,
  legalMoves,
  type Move,
  makeMove,
  type Position,
} from '@ludus/shatra';
import type { BoardPiece, MoveOption, MoveStep } from './boardState';
import type { SquareNumber } from './layout';

function stepsOf(position: Position, move: Move): { from: SquareNumber; steps: MoveStep[] } {
  switch (move.kind) {
    case 'move':
      return {
        from: move.from,
        steps: [
          move.promotion
            ? { to: move.to, kind: 'move', promotion: move.promotion }
            : { to: move.to, kind: 'move' },
        ],
      };
    case 'capture': {
      const jumped = jumpedSquares(position, move.from, move.landings);
      return {
        from: move.from,
        steps: move.landings.map((to, i) => {
          const over = jumped[i];
          const promotion = move.promotion?.at === i ? move.promotion.role : undefined;
          return {
            to,
            kind: 'jump',
            ...(over !== undefined && over !== 0 ? { over } : {}),
            ...(promotion ? { promotion } : {}),
          };
        }),
      };
    }
    case 'drop':
      return { from: move.from, steps: [{ to: move.to, kind: 'drop' }] };
    case 'promote':
      return {
        from: move.square,
        steps: [{ to: move.square, kind: 'promote', promotion: move.role }],
      };
  }
}

/** Every legal move of the side to move, as the board needs it (none once the game is over). */
export function moveOptions(position: Position): MoveOption<Move>[] {
  if (gameOverReason(position)) return [];
  return legalMoves(position).map((move) => ({
    ...stepsOf(position, move),
    notation: makeMove(move),
    move,
  }));
}

export function boardPieces(position: Position): Map<SquareNumber, BoardPiece> {
  return new Map(position.board.pieces());
}

/** The squares of the biys the opponent could capture on their next move (the red glow). */
export function threatenedBiys(position: Position): SquareNumber[] {
  const squares: SquareNumber[] = [];
  for (const [square, piece] of position.board.pieces()) {
    if (piece.role === 'biy' && isBiyThreatened(position, piece.side)) squares.push(square);
  }
  return squares;
}

/** The squares a move touched, for the last-move highlight. */
export function moveSquares(move: Move): SquareNumber[] {
  switch (move.kind) {
    case 'move':
    case 'drop':
      return [move.from, move.to];
    case 'capture':
      return [move.from, ...move.landings];
    case 'promote':
      return [move.square];
  }
}
