// A Shatra view that came over a wire (a worker's structured clone, the server's JSON) keeps
// plain data but not the rules package's boards (a Board keeps its squares in a private field,
// which a clone or JSON drops), so the game is rebuilt from the spec's start and the game's
// moves, through the rules, before anything reads its positions.
import type { ShatraView } from '@ludus/session';
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
