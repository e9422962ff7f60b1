// Table views for the agent's tests, built straight from the rules package (the table itself is
// written elsewhere): a game from a position, who acts, and the legal intents as
// @ludus/session's views list them.

import type { ShatraIntent, ShatraView, Viewer } from '@ludus/session';
import {
  findLegalMove,
  type Game,
  legalMoves,
  makeMove,
  newGame,
  type Position,
  playMove,
  type Side,
} from '@ludus/shatra';

export function gameFrom(position: Position, moves: readonly string[] = []): Game {
  let game = newGame(position);
  for (const text of moves) {
    const move = findLegalMove(game.position, text);
    if (!move.ok) throw new Error(move.message);
    const next = playMove(game, move.value);
    if (!next.ok) throw new Error(next.message);
    game = next.value;
  }
  return game;
}

/** What `viewer` sees of `game`, with a draw offered by `drawOffer` waiting for its answer. */
export function viewOf(game: Game, viewer: Viewer, drawOffer: Side | null = null): ShatraView {
  const turn = game.position.turn;
  const answerer: Side | null = drawOffer && (drawOffer === 'white' ? 'black' : 'white');
  const toAct: Side[] = game.outcome ? [] : [answerer ?? turn];
  const seat = viewer === 'spectator' || !toAct.includes(viewer) ? undefined : viewer;
  const answering: ShatraIntent[] = [{ kind: 'accept-draw' }, { kind: 'decline-draw' }];
  const moving: ShatraIntent[] = [
    ...legalMoves(game.position).map(
      (move): ShatraIntent => ({ kind: 'move', move: makeMove(move) }),
    ),
    { kind: 'resign' },
    { kind: 'offer-draw' },
  ];
  return {
    spec: {
      game: 'shatra',
      seats: { white: { kind: 'human' }, black: { kind: 'computer', level: 'world-class' } },
    },
    seq: game.moves.length,
    viewer,
    toAct,
    legal: seat === undefined ? [] : drawOffer ? answering : moving,
    state: { game: 'shatra', shatra: game, drawOffer },
  };
}
