// The lobby's pure parts: a new game's request from the form's choices, how a table's match
// length reads, and what the player may do at a listed table.
import { type CreateGameRequest, type LobbyTable, MAX_MATCH_LENGTH } from '@ludus/protocol';
import type { GameKind, Seat } from '@ludus/session';
import { type ClockChoice, clockRequest } from './clock-choices';

export const ONLINE_GAMES: readonly GameKind[] = ['backgammon', 'tryktrak', 'shatra'];

/** Match lengths the form offers: 0 (money play; a tryktrak series) and 1 … 25 points. */
export const MATCH_LENGTHS: readonly number[] = Array.from(
  { length: MAX_MATCH_LENGTH + 1 },
  (_, n) => n,
);

export interface CreateChoices {
  readonly game: GameKind;
  readonly matchLength: number;
  readonly jacoby: boolean;
  readonly beavers: boolean;
  readonly seat: Seat;
  readonly visibility: 'open' | 'invite';
  /** The game's clock: none, or a preset (clock-choices.ts). */
  readonly clock: ClockChoice;
  /** A rated game (registered players only; not money play or a series: the server's ratings/rules.ts). */
  readonly rated: boolean;
}

export const DEFAULT_CHOICES: CreateChoices = {
  game: 'backgammon',
  matchLength: 5,
  jacoby: false,
  beavers: false,
  seat: 'white',
  visibility: 'open',
  clock: 'none',
  rated: false,
};

/** The Jacoby rule and beavers are backgammon money play's options only. */
export function offersMoneyOptions(choices: Pick<CreateChoices, 'game' | 'matchLength'>): boolean {
  return choices.game === 'backgammon' && choices.matchLength === 0;
}

/**
 * Whether the form offers "Rated": to registered players, for a Shatra game or a match (the
 * FIBS formula rates a match by its length: money play and a series have none) with a clock.
 * The server checks the same again.
 */
export function offersRated(
  choices: Pick<CreateChoices, 'game' | 'matchLength' | 'clock'>,
  registered: boolean,
): boolean {
  // Issue 20: games with clocks only may be rated (a player cannot stall a rated game away).
  const clocked = (choices.clock ?? 'none') !== 'none';
  return registered && clocked && (choices.game === 'shatra' || choices.matchLength >= 1);
}

/**
 * The request the server takes for the choices: a Shatra game has no match length, and the
 * money options go only with backgammon money play (the server refuses them elsewhere).
 */
export function createRequest(choices: CreateChoices, registered = false): CreateGameRequest {
  const rated = choices.rated && offersRated(choices, registered) ? { rated: true } : {};
  const matchLength = Math.max(0, Math.min(MAX_MATCH_LENGTH, Math.trunc(choices.matchLength)));
  const clock = clockRequest(choices.game, matchLength, choices.clock ?? 'none');
  const common = {
    game: choices.game,
    seat: choices.seat,
    visibility: choices.visibility,
    ...(clock ? { clock } : {}),
    ...rated,
  };
  if (choices.game === 'shatra') return common;
  if (!offersMoneyOptions({ game: choices.game, matchLength })) return { ...common, matchLength };
  return { ...common, matchLength, jacoby: choices.jacoby, beavers: choices.beavers };
}

/**
 * How a table's length reads, as a translation key of `online` and its count: points to win,
 * money play, a tryktrak series, or a Shatra game (always one game).
 */
export function matchLabel(game: GameKind, matchLength: number): { key: string; count: number } {
  if (game === 'shatra') return { key: 'lobby.length.shatra', count: 1 };
  if (matchLength > 0) return { key: 'lobby.length.points', count: matchLength };
  return { key: game === 'tryktrak' ? 'lobby.length.series' : 'lobby.length.money', count: 0 };
}

/**
 * What the player may do at a listed table: return to their own seat, take a free one (a
 * visitor must sign in first), or only watch. A guest's name may be shared, so "mine" is a
 * guess that the server's answer to `join` settles.
 */
export type TableAction = 'return' | 'take' | 'sign-in' | 'watch';

export function tableAction(table: LobbyTable, me: string | null): TableAction {
  const { white, black } = table.seats;
  if (me !== null && (white === me || black === me)) return 'return';
  if (white !== null && black !== null) return 'watch';
  return me === null ? 'sign-in' : 'take';
}
