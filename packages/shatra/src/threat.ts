// The threatened biy (shatra.md, "The biy's privilege" and "Notation"): one that the opponent, if
// it were their move now, could jump in some legal move. For the board's red glow and for search.
import { BIY, BLACK_BIT, Board } from './board';
import { legalCaptures } from './moves';
import { jumpedSquares } from './play';
import { type Position, trustedPosition } from './position';
import { opposite, type Side } from './types';

/**
 * Whether `side`'s biy could be jumped by the opponent's next move. If `side` is to move, the
 * question is asked of the same position with the turn handed over; the en passant item then
 * lapses (it was the opponent's own double step), the other pending items stay.
 */
export function isBiyThreatened(position: Position, side: Side): boolean {
  const cells = Board.cellsOf(position.board);
  const biyCode = BIY | (side === 'black' ? BLACK_BIT : 0);
  let biy = 0;
  for (let sq = 1; sq <= 62 && biy === 0; sq++) if (cells[sq] === biyCode) biy = sq;
  if (biy === 0) return false;
  const asked =
    position.turn === side
      ? trustedPosition({
          ...position,
          turn: opposite(side),
          pending: {
            sideways: position.pending.sideways,
            ...(position.pending.forcedDrop !== undefined
              ? { forcedDrop: position.pending.forcedDrop }
              : {}),
          },
        })
      : position;
  return legalCaptures(asked).some((m) => jumpedSquares(asked, m.from, m.landings).includes(biy));
}
