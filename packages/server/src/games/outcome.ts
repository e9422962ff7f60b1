// A table's result and status as the server stores and lists them. A backgammon money session
// has no end in the rules (match.ts: "money play never ends"): it is finished when a seat ends it
// between games (session's `end-session`), its running score the result. A table may also end
// outside its game's rules (session ending.ts): aborted (no result, nobody rated), or forfeited
// by a flag or after its player left (`reason` 'time' or 'abandoned', the opponent the winner).
import type {
  BackgammonState,
  ForfeitReason,
  GameKind,
  Seat,
  ShatraTable,
  Table,
} from '@ludus/session';
import type { Seats, TableStatus } from './types';

type ShatraOutcome = NonNullable<ShatraTable['state']['shatra']['outcome']>;

export type GameResult =
  | {
      readonly game: 'backgammon' | 'tryktrak';
      /** The match's winner, or for an ended money session the one ahead: null when level. */
      readonly winner: 'white' | 'black' | null;
      readonly score: { readonly white: number; readonly black: number };
      /** A forfeit: the loser's time ran out, or it left and the winner claimed. */
      readonly reason?: ForfeitReason;
    }
  | {
      readonly game: 'shatra';
      readonly outcome:
        | ShatraOutcome
        | { readonly kind: 'win'; readonly winner: Seat; readonly reason: ForfeitReason };
      readonly reason?: ForfeitReason;
    }
  /** Aborted before both players had acted: no winner, no rating change. */
  | { readonly game: GameKind; readonly reason: 'aborted'; readonly by: Seat };

/** Who leads an ended money session: the one ahead on the running score, or nobody. */
function leader(state: BackgammonState): 'white' | 'black' | null {
  const { white, black } = state.match.score;
  if (white === black) return null;
  return white > black ? 'white' : 'black';
}

const other = (seat: Seat): Seat => (seat === 'white' ? 'black' : 'white');

/**
 * A forfeit's result. A match is lost whole (its score as it stood); a money session ends with
 * the game in play counted as a single game at its cube's value for the winner (time or leaving
 * decided it, not the board: no gammon), unless that game was already over.
 */
function forfeitResult(table: Table, loser: Seat, reason: ForfeitReason): GameResult {
  const winner = other(loser);
  if (table.state.game === 'shatra') {
    return { game: 'shatra', outcome: { kind: 'win', winner, reason }, reason };
  }
  const { match } = table.state;
  // A game waiting for its opening roll (the next one after a result) has not begun.
  const phase = match.current.state.phase.kind;
  const money = 'matchLength' in table.spec && table.spec.matchLength === 0;
  const inPlay = money && phase !== 'over' && phase !== 'opening';
  const value = inPlay ? match.current.state.cube.value : 0;
  const score = { ...match.score, [winner]: match.score[winner] + value };
  return { game: table.state.game, winner, score, reason };
}

/** The finished table's result, or null while it is being played. */
export function resultOf(table: Table): GameResult | null {
  const { ending } = table;
  if (ending?.kind === 'aborted') {
    return { game: table.spec.game, reason: 'aborted', by: ending.by };
  }
  if (ending?.kind === 'forfeit') return forfeitResult(table, ending.loser, ending.reason);
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
