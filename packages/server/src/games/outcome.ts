// A table's result and status as the server stores and lists them. A backgammon money session
// has no end in the rules (match.ts: "money play never ends"): it stays 'playing'.
import type { ShatraTable, Table } from '@ludus/session';
import type { Seats, TableStatus } from './types';

export type GameResult =
  | {
      readonly game: 'backgammon' | 'tryktrak';
      readonly winner: 'white' | 'black';
      readonly score: { readonly white: number; readonly black: number };
    }
  | {
      readonly game: 'shatra';
      readonly outcome: NonNullable<ShatraTable['state']['shatra']['outcome']>;
    };

/** The finished table's result, or null while it is being played. */
export function resultOf(table: Table): GameResult | null {
  if (table.state.game === 'shatra') {
    const outcome = table.state.shatra.outcome;
    return outcome ? { game: 'shatra', outcome } : null;
  }
  const { match } = table.state;
  return match.winner ? { game: table.state.game, winner: match.winner, score: match.score } : null;
}

export function statusOf(table: Table, seats: Seats): TableStatus {
  if (resultOf(table)) return 'finished';
  return seats.white && seats.black ? 'playing' : 'open';
}
