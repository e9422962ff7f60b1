// How a game ends (shatra.md, "End of the game"). What the position alone tells is here; the
// repetition, resignation and agreed draw need the game's history (game.ts).
import { BIY, BLACK_BIT, Board, EMPTY, ROLE_MASK } from './board';
import type { Setup } from './setup';
import type { Side } from './types';

export type WinReason = 'biy-captured' | 'no-legal-move' | 'resignation';
export type DrawReason = 'repetition' | 'sixty-moves' | 'bare-biys' | 'agreement';

export type Outcome =
  | { readonly kind: 'win'; readonly winner: Side; readonly reason: WinReason }
  | { readonly kind: 'draw'; readonly reason: DrawReason };

/** The 60-move rule: 60 moves in a row, each player's move counting one (ours). */
export const SIXTY_MOVES = 60;

/**
 * The outcome a position shows without generating moves: a captured biy (the game ended when
 * that move ended), only the two biys left, or the 60-move count reached. Undefined otherwise.
 */
export function gameOverReason(setup: Setup): Outcome | undefined {
  const cells = Board.cellsOf(setup.board);
  let whiteBiy = false;
  let blackBiy = false;
  let others = 0;
  for (let sq = 1; sq <= 62; sq++) {
    const code = cells[sq] as number;
    if (code === EMPTY) continue;
    if ((code & ROLE_MASK) !== BIY) others++;
    else if (code & BLACK_BIT) blackBiy = true;
    else whiteBiy = true;
  }
  if (!whiteBiy) return { kind: 'win', winner: 'black', reason: 'biy-captured' };
  if (!blackBiy) return { kind: 'win', winner: 'white', reason: 'biy-captured' };
  if (others === 0) return { kind: 'draw', reason: 'bare-biys' };
  if (setup.quietMoves >= SIXTY_MOVES) return { kind: 'draw', reason: 'sixty-moves' };
  return undefined;
}
