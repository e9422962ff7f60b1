// A hint for the person to move: the engine's best move with its score, from the strongest
// level's search (no noise) to a fixed depth under a time budget, so that a hint comes back in
// time on a slow device; the answer says how deep the search got.

import type { ShatraView } from '@ludus/session';
import { makeMove, parseMove } from '@ludus/shatra';
import { chooseMove } from './engine';

/**
 * Plies of the hint's search: the strongest level reaches about this far in the page's budget
 * from the opening position (3 plies in 1.5 s in a test run), a little further in the endgame.
 */
export const HINT_DEPTH = 4;

export interface ShatraHint {
  /** The best move in the rules file's notation, as `view.legal` writes it. */
  readonly move: string;
  /** Centi-shatras for the side to move; beyond ±999000 a forced win or loss. */
  readonly score: number;
  /** The depth the search completed. */
  readonly depth: number;
}

/** The move as written canonically, so that `24-18` and the engine's notation compare. */
function canonical(move: string): string {
  const parsed = parseMove(move);
  return parsed.ok ? makeMove(parsed.value) : move;
}

/**
 * The hint for `view.viewer` when it is to move (null otherwise, or with no move to make). The
 * view's game must have its boards (revived after a structured clone: web shatra/revive.ts).
 */
export function shatraHint(
  view: ShatraView,
  budget: { readonly ms: number; readonly now?: () => number },
): ShatraHint | null {
  const seat = view.viewer;
  if (seat === 'spectator' || !view.toAct.includes(seat)) return null;
  const { shatra: game } = view.state;
  if (game.position.turn !== seat) return null;
  const moves = view.legal.filter((intent) => intent.kind === 'move');
  if (moves.length === 0) return null;
  const answer = chooseMove(game.position, {
    level: 'world-class',
    depth: HINT_DEPTH,
    timeMs: budget.ms,
    // The repetition rule needs the earlier positions (shatra.md, "End of the game").
    history: game.positions.slice(0, -1),
    ...(budget.now ? { now: budget.now } : {}),
  });
  if (!answer.ok) throw new Error(`the engine refused the game's position: ${answer.message}`);
  const { move, score, depth } = answer.value;
  if (move === undefined) return null;
  const found = moves.find((intent) => canonical(intent.move) === move);
  if (!found) throw new Error(`the engine chose ${move}, which is not among the legal moves`);
  return { move: found.move, score, depth };
}
