// The Shatra computer inside the shared Web Worker: the engine's agent (@ludus/shatra-engine
// agent.ts) deciding for its seat from the seat's view. The view comes by structured clone, which
// keeps plain data but not the rules package's boards (a Board keeps its squares in a private
// field, which a clone drops), so the game is rebuilt here from the spec's start and the game's
// moves, through the rules, before the agent reads it.
import type { Level, ShatraIntent, ShatraView } from '@ludus/session';
import {
  findLegalMove,
  type Game,
  type Move,
  makeMove,
  newGame,
  playMove,
  readPosition,
  START_POSITION,
} from '@ludus/shatra';
import { decide } from '@ludus/shatra-engine';

/** The view's game replayed from its start: real positions, the same moves and outcome. */
export function reviveShatraView(view: ShatraView): ShatraView {
  let start = START_POSITION;
  if (view.spec.start !== undefined) {
    const read = readPosition(view.spec.start);
    if (!read.ok) throw new Error(`the table's start: ${read.message}`);
    start = read.value;
  }
  const sent = view.state.shatra as Partial<Game> | undefined;
  if (!Array.isArray(sent?.moves)) throw new Error('the view has no moves');
  let game = newGame(start);
  for (const [index, move] of (sent.moves as readonly Move[]).entries()) {
    // The cloned move lost nothing but its class: read it again as the rules write it.
    const found = findLegalMove(game.position, makeMove(move));
    const played = found.ok ? playMove(game, found.value) : found;
    if (!played.ok) throw new Error(`the view's move ${index + 1}: ${played.message}`);
    game = played.value;
  }
  // A resignation or an agreed draw is no move: it comes with the view (the agent then waits).
  const shatra = game.outcome || !sent.outcome ? game : { ...game, outcome: sent.outcome };
  return { ...view, state: { ...view.state, shatra } };
}

/** The agent's intent for `view.viewer` within `budget.ms` on `clock`. */
export function decideShatra(
  view: ShatraView,
  level: Level,
  budget: { readonly ms: number; readonly seed: number },
  clock: () => number = () => performance.now(),
): ShatraIntent | null {
  return decide(reviveShatraView(view), level, { ms: budget.ms, seed: budget.seed, now: clock });
}
