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

/**
 * A game replayed through the rules from `start` (a position string; the standard start when
 * absent) and its moves in notation; throws with the first move the rules refuse.
 */
export function replayShatra(start: string | undefined, moves: readonly string[]): Game {
  let position = START_POSITION;
  if (start !== undefined) {
    const read = readPosition(start);
    if (!read.ok) throw new Error(`the start position: ${read.message}`);
    position = read.value;
  }
  let game = newGame(position);
  for (const [index, text] of moves.entries()) {
    const found = findLegalMove(game.position, text);
    const played = found.ok ? playMove(game, found.value) : found;
    if (!played.ok) throw new Error(`move ${index + 1}: ${played.message}`);
    game = played.value;
  }
  return game;
}

/** The view's game replayed from its start: real positions, the same moves and outcome. */
export function reviveShatraView(view: ShatraView): ShatraView {
  const sent = view.state.shatra as Partial<Game> | undefined;
  if (!Array.isArray(sent?.moves)) throw new Error('the view has no moves');
  // The cloned moves lost nothing but their class: read them again as the rules write them.
  const game = replayShatra(view.spec.start, (sent.moves as readonly Move[]).map(makeMove));
  // A resignation or an agreed draw is no move: it comes with the view (the agent then waits).
  const shatra = game.outcome || !sent.outcome ? game : { ...game, outcome: sent.outcome };
  return { ...view, state: { ...view.state, shatra } };
}
