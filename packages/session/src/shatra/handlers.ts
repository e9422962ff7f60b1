// One handler per Shatra intent kind. Each checks that the seat may send it and returns the next
// state with the intent as the log keeps it, or a refusal; the game over is checked before.

import type { Result } from '@ludus/backgammon';
import { agreeDraw, findLegalMove, type Game, makeMove, playMove, resign } from '@ludus/shatra';
import type { Intent, Seat, ShatraIntent, ShatraState } from '../types';
import { refuse } from './refusals';
import { offeredTo } from './turns';

export interface Handled {
  readonly state: ShatraState;
  /** The intent as the log keeps it (a move in the rules package's own writing). */
  readonly intent: ShatraIntent;
}

export type Handler = (state: ShatraState, seat: Seat, intent: Intent) => Result<Handled>;

/** A finished game has no offer pending: nobody is left to answer it. */
function next(state: ShatraState, shatra: Game, drawOffer: Seat | null): ShatraState {
  return { ...state, shatra, drawOffer: shatra.outcome ? null : drawOffer };
}

function moveText(intent: Intent): string | undefined {
  const text = (intent as { readonly move?: unknown }).move;
  return typeof text === 'string' ? text : undefined;
}

export const handleMove: Handler = (state, seat, intent) => {
  const turn = state.shatra.position.turn;
  if (seat !== turn) return refuse('not-your-turn', `${turn} is to move`);
  const text = moveText(intent);
  if (text === undefined)
    return refuse('illegal-move', 'a Shatra move is a string (shatra.md, "Notation")');
  // The intent carries notation: read here, at the table's edge; the rules take the Move.
  const move = findLegalMove(state.shatra.position, text);
  if (!move.ok) return refuse('illegal-move', move.message);
  const played = playMove(state.shatra, move.value);
  if (!played.ok) return refuse('illegal-move', played.message);
  // As on lichess: moving instead of answering declines the opponent's offer; the mover's own
  // offer stays open for the opponent to answer.
  const offer = state.drawOffer === seat ? seat : null;
  return {
    ok: true,
    value: {
      state: next(state, played.value, offer),
      intent: { kind: 'move', move: makeMove(move.value) },
    },
  };
};

/** Either seat may resign at any time (shatra.md, "End of the game": against the computer too). */
export const handleResign: Handler = (state, seat) => {
  const ended = resign(state.shatra, seat);
  if (!ended.ok) return refuse('game-over', ended.message);
  return { ok: true, value: { state: next(state, ended.value, null), intent: { kind: 'resign' } } };
};

export const handleOfferDraw: Handler = (state, seat) => {
  if (state.drawOffer !== null) {
    return refuse('not-your-turn', `${state.drawOffer}'s draw offer is waiting for an answer`);
  }
  return {
    ok: true,
    value: { state: { ...state, drawOffer: seat }, intent: { kind: 'offer-draw' } },
  };
};

/** Only the seat an offer is made to may answer it: never the offerer, never without an offer. */
function answerable(state: ShatraState, seat: Seat): Result<true> {
  if (state.drawOffer === null) return refuse('not-your-turn', 'no draw offer is pending');
  if (offeredTo(state) !== seat)
    return refuse('not-your-turn', `${seat} cannot answer its own draw offer`);
  return { ok: true, value: true };
}

/** An accepted offer is the rules' agreed draw (shatra.md, "End of the game"). */
export const handleAcceptDraw: Handler = (state, seat) => {
  const may = answerable(state, seat);
  if (!may.ok) return may;
  const drawn = agreeDraw(state.shatra);
  if (!drawn.ok) return refuse('game-over', drawn.message);
  return {
    ok: true,
    value: { state: next(state, drawn.value, null), intent: { kind: 'accept-draw' } },
  };
};

export const handleDeclineDraw: Handler = (state, seat) => {
  const may = answerable(state, seat);
  if (!may.ok) return may;
  return {
    ok: true,
    value: { state: { ...state, drawOffer: null }, intent: { kind: 'decline-draw' } },
  };
};
