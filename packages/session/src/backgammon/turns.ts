// Who may act at a backgammon table. The rules' `toAct` decides within a game; the table adds
// what the rules leave to the players: the opening roll, which either seat may start, the pause
// after a finished game until its result has been seen (`next-game`), and the end of a money
// session, which the rules never reach (`end-session`).
import {
  actionsBesidePlays,
  type GameState,
  type MatchGame,
  toAct,
  type WinLevel,
} from '@ludus/backgammon';
import type { BackgammonSpec, BackgammonState, Seat } from '../types';
import { SEATS } from '../types';

/** The finished games: the previous ones, and the last one once the match is decided. */
export function finishedGames(state: BackgammonState): readonly MatchGame[] {
  const { match } = state;
  return match.winner ? [...match.previous, match.current] : match.previous;
}

/**
 * The last finished game while its result is unacknowledged (as web session.ts keeps it): the
 * rules' `playMatch` has already begun the next game, which waits for `next-game`.
 */
export function unseenResult(state: BackgammonState): MatchGame | null {
  const finished = finishedGames(state);
  return finished.length > state.seenGames ? (finished[finished.length - 1] ?? null) : null;
}

/** How many finished games there are to acknowledge with `next-game`. */
export function finishedCount(state: BackgammonState): number {
  return finishedGames(state).length;
}

export function currentGame(state: BackgammonState): GameState {
  return state.match.current.state;
}

/** Seats may come from the wire: a spectator's name or anything else is no seat. */
export function isSeat(value: unknown): value is Seat {
  return (SEATS as readonly unknown[]).includes(value);
}

/** The seats that acknowledge a result: the human ones, or both when both are computers. */
function acknowledgers(spec: BackgammonSpec): Seat[] {
  const humans = SEATS.filter((seat) => spec.seats[seat].kind === 'human');
  return humans.length > 0 ? humans : [...SEATS];
}

/** Whether nothing more happens at the table: a match decided, or a money session ended. */
export function tableOver(state: BackgammonState): boolean {
  return state.match.winner !== null || state.ended === true;
}

/**
 * Why `seat` may not end the session now, or null when it may: only a human seat of a money
 * table (matchLength 0), only between games (a finished game's result not yet acknowledged,
 * where `next-game` is the seat's other choice), never once the table is over.
 */
export function endSessionProblem(
  spec: BackgammonSpec,
  state: BackgammonState,
  seat: Seat,
): { readonly error: string; readonly message: string } | null {
  if (tableOver(state)) return { error: 'game-over', message: 'the table is over' };
  if (spec.matchLength !== 0) {
    return { error: 'not-money-play', message: 'only a money session ends by agreement' };
  }
  if (!isSeat(seat) || spec.seats[seat].kind !== 'human') {
    return { error: 'not-your-turn', message: `${String(seat)} may not end the session` };
  }
  if (!unseenResult(state)) {
    return { error: 'not-now', message: 'a money session ends between games, after a result' };
  }
  return null;
}

/** The seats the table waits for; none once a match is decided or a money session ended. */
export function seatsToAct(spec: BackgammonSpec, state: BackgammonState): Seat[] {
  if (tableOver(state)) return [];
  if (unseenResult(state)) return acknowledgers(spec);
  const game = currentGame(state);
  // Rules file, Opening: both players roll together, so either seat may start the roll.
  if (game.phase.kind === 'opening') return [...SEATS];
  const seat = toAct(game);
  return seat === null ? [] : [seat];
}

/**
 * The levels a resignation may be offered at now, by either seat: the rules list resignations
 * (legalActions, actionsBesidePlays) only while a turn is being rolled or played, and `play` lets the player not on
 * turn offer one then too (`resign` with `by`).
 */
export function resignableLevels(state: BackgammonState): WinLevel[] {
  if (tableOver(state) || unseenResult(state)) return [];
  // The actions beside the plays: the resignations are among them, and no play is built.
  return actionsBesidePlays(currentGame(state)).flatMap((action) =>
    action.kind === 'resign' ? [action.level] : [],
  );
}
