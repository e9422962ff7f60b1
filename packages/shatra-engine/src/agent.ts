// The Shatra computer as a player at a table: given what its seat may see (a view of
// @ludus/session), the intent it sends. It answers a draw offered to it by the engine's own
// judgement (answerDrawOffer), else plays the engine's move, or resigns where the engine gives
// the game up (its world-class level, in a hopeless position). Moved here from the web app
// (web/src/shatra/computer.ts answerShatra, useShatra.ts), so that every front end plays the
// same computer.

import type { Level, ShatraIntent, ShatraView } from '@ludus/session';
import { makeMove, parseMove } from '@ludus/shatra';
import { answerDrawOffer, chooseMove, type MoveRequest } from './engine';
import type { LevelName } from './levels';

/** What one decision may spend: a clock budget (on `now`), a node budget, the noise seed. */
export interface ShatraBudget {
  readonly ms?: number;
  readonly nodes?: number;
  readonly now?: () => number;
  readonly seed?: number;
}

/**
 * The engine's level for a name of the one vocabulary: its own five (session's levels.ts offers
 * them for Shatra), and `advanced`, which Shatra does not offer, as the weaker of its neighbours.
 */
export const SHATRA_ENGINE_LEVEL: Readonly<Record<Level, LevelName>> = {
  beginner: 'beginner',
  casual: 'casual',
  intermediate: 'intermediate',
  advanced: 'intermediate',
  expert: 'expert',
  'world-class': 'world-class',
};

function limits(budget: ShatraBudget): MoveRequest {
  return {
    ...(budget.ms !== undefined ? { timeMs: budget.ms } : {}),
    ...(budget.nodes !== undefined ? { nodes: budget.nodes } : {}),
    ...(budget.now ? { now: budget.now } : {}),
  };
}

/** The move as written canonically, so that `24-18` and the engine's notation compare. */
function canonical(move: string): string {
  const parsed = parseMove(move);
  return parsed.ok ? makeMove(parsed.value) : move;
}

/**
 * The intent of the computer at `view.viewer`, or null when that seat has nothing to do (not its
 * turn, a spectator, the game over). The intent is always one of `view.legal`.
 */
export function decide(
  view: ShatraView,
  level: Level,
  budget: ShatraBudget = {},
): ShatraIntent | null {
  const seat = view.viewer;
  if (seat === 'spectator' || !view.toAct.includes(seat)) return null;
  const { shatra: game, drawOffer } = view.state;
  const legal = (kind: ShatraIntent['kind']) => view.legal.find((intent) => intent.kind === kind);
  // The engine needs the earlier positions for the repetition rule (shatra.md, "End of the
  // game"): every position of the game but the current one, oldest first.
  const history = game.positions.slice(0, -1);
  const accept = legal('accept-draw');
  if (drawOffer !== null && drawOffer !== seat && accept) {
    const answer = answerDrawOffer(game.position, { offeredTo: seat, history, ...limits(budget) });
    if (!answer.ok) throw new Error(`the engine refused the game's position: ${answer.message}`);
    return answer.value === 'accept' ? accept : (legal('decline-draw') ?? null);
  }
  const moves = view.legal.filter(
    (intent): intent is Extract<ShatraIntent, { kind: 'move' }> => intent.kind === 'move',
  );
  if (moves.length === 0) return null;
  const answer = chooseMove(game.position, {
    level: SHATRA_ENGINE_LEVEL[level],
    history,
    seed: budget.seed ?? 0,
    ...limits(budget),
  });
  if (!answer.ok) throw new Error(`the engine refused the game's position: ${answer.message}`);
  const { move, resign } = answer.value;
  const resignation = legal('resign');
  if (resign && resignation) return resignation;
  if (move === undefined) return null;
  const found = moves.find((intent) => canonical(intent.move) === move);
  if (!found) throw new Error(`the engine chose ${move}, which is not among the legal moves`);
  return found;
}
