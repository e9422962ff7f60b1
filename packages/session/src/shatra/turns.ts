// Who may act at a Shatra table, and what each seat may send now. The moves are the rules
// package's legal moves, written in its notation; nothing here decides legality itself.
import { legalMoves, makeMove, opposite } from '@ludus/shatra';
import { SEATS, type Seat, type ShatraIntent, type ShatraState } from '../types';

/** The seat a pending draw offer waits on, if any. */
export function offeredTo(state: ShatraState): Seat | null {
  return state.drawOffer === null ? null : opposite(state.drawOffer);
}

/**
 * The seats that may act: the side to move, and the seat a draw offer is made to. Resigning is
 * open to both seats at any time but does not make a seat "to act".
 */
export function shatraToAct(state: ShatraState): Seat[] {
  if (state.shatra.outcome) return [];
  const turn = state.shatra.position.turn;
  const answering = offeredTo(state);
  return SEATS.filter((seat) => seat === turn || seat === answering);
}

/**
 * Every intent `seat` may send now: its legal moves when it is to move (promotions and the
 * promotion of a waiting shatra, `2=Q`, are moves of the rules package too: shatra.md,
 * "Promotion"), resigning, offering a draw when none is pending, and answering one made to it.
 */
export function legalIntentsOf(state: ShatraState, seat: Seat): ShatraIntent[] {
  const game = state.shatra;
  if (game.outcome) return [];
  const intents: ShatraIntent[] = [];
  if (game.position.turn === seat) {
    for (const move of legalMoves(game.position))
      intents.push({ kind: 'move', move: makeMove(move) });
  }
  intents.push({ kind: 'resign' });
  if (state.drawOffer === null) intents.push({ kind: 'offer-draw' });
  else if (offeredTo(state) === seat)
    intents.push({ kind: 'accept-draw' }, { kind: 'decline-draw' });
  return intents;
}
