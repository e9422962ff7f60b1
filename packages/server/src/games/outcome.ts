// A table's result and status as the server stores and lists them. A backgammon money session
// has no end in the rules (match.ts: "money play never ends"): it is finished when a seat ends it
// between games (session's `end-session`), its running score the result.
import type { BackgammonState, ShatraTable, Table } from '@ludus/session';
import type { Seats, TableStatus } from './types';

export type GameResult =
  | {
      readonly game: 'backgammon' | 'tryktrak';
      /** The match's winner, or for an ended money session the one ahead: null when level. */
      readonly winner: 'white' | 'black' | null;
      readonly score: { readonly white: number; readonly black: number };
    }
  | {
      readonly game: 'shatra';
      readonly outcome: NonNullable<ShatraTable['state']['shatra']['outcome']>;
    };

/** Who leads an ended money session: the one ahead on the running score, or nobody. */
function leader(state: BackgammonState): 'white' | 'black' | null {
  const { white, black } = state.match.score;
  if (white === black) return null;
  return white > black ? 'white' : 'black';
}

/** The finished table's result, or null while it is being played. */
export function resultOf(table: Table): GameResult | null {
  if (table.state.game === 'shatra') {
    const outcome = table.state.shatra.outcome;
    return outcome ? { game: 'shatra', outcome } : null;
  }
  const { state } = table;
  const { match } = state;
  if (match.winner) return { game: state.game, winner: match.winner, score: match.score };
  return state.ended ? { game: state.game, winner: leader(state), score: match.score } : null;
}

export function statusOf(table: Table, seats: Seats): TableStatus {
  if (resultOf(table)) return 'finished';
  return seats.white && seats.black ? 'playing' : 'open';
}
