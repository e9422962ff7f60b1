// A new backgammon or tryktrak table: the match (or money session) from the rules package,
// optionally started from a pasted Position ID, as the web page starts one today.
import {
  defaultMatchRules,
  gameAt,
  type MatchState,
  newMatch,
  parsePositionId,
  type Result,
} from '@ludus/backgammon';
import { freshTable } from '../fresh';
import { isLevel } from '../levels';
import type { BackgammonSpec, BackgammonTable, DiceProvider, SeatPlayer } from '../types';
import { SEATS } from '../types';

/**
 * The longest match a table plays: the web page's limit (its MAX_MATCH_LENGTH), well under the
 * 64 a Match ID can carry.
 */
export const MAX_TABLE_MATCH_LENGTH = 25;

function badSpec<T>(message: string): Result<T> {
  return { ok: false, error: 'bad-spec', message };
}

function isSeatPlayer(value: unknown): value is SeatPlayer {
  const player = value as { kind?: unknown; level?: unknown } | null;
  if (typeof player !== 'object' || player === null) return false;
  return player.kind === 'human' || (player.kind === 'computer' && isLevel(player.level));
}

function isOption(value: unknown): boolean {
  return value === undefined || typeof value === 'boolean';
}

/** Why a spec cannot be played, or null. Specs may come from the wire: nothing is assumed. */
function specProblem(spec: BackgammonSpec): string | null {
  if (spec.game !== 'backgammon' && spec.game !== 'tryktrak') return `no game '${spec.game}'`;
  const length = spec.matchLength;
  if (!Number.isInteger(length) || length < 0 || length > MAX_TABLE_MATCH_LENGTH) {
    return `a match is 1 to ${MAX_TABLE_MATCH_LENGTH} points long, or 0 for money play`;
  }
  if (!isOption(spec.jacoby) || !isOption(spec.beavers)) return 'options are true or false';
  // Rules file, "Money-game options that users expect": Jacoby and beavers are money play's.
  if (length > 0 && (spec.jacoby || spec.beavers)) {
    return 'the Jacoby rule and beavers are money-play options';
  }
  if (spec.startPositionId !== undefined && typeof spec.startPositionId !== 'string') {
    return 'a start position is a Position ID';
  }
  const seats = spec.seats as Partial<BackgammonSpec['seats']> | undefined;
  if (!seats || !SEATS.every((seat) => isSeatPlayer(seats[seat]))) {
    return 'each seat is a human or a computer of a known level';
  }
  return null;
}

/** The match as web session.ts's `startingMatch` makes it: a pasted position, white on roll. */
function startingMatch(spec: BackgammonSpec): Result<MatchState> {
  const match = newMatch({
    ...defaultMatchRules(spec.matchLength, spec.game),
    jacoby: spec.jacoby === true,
    beavers: spec.beavers === true,
  });
  if (!match.ok || spec.startPositionId === undefined) return match;
  const position = parsePositionId(spec.startPositionId, spec.game);
  if (!position.ok) return position;
  const { current } = match.value;
  const state = gameAt(current.state.rules, position.value, 'white');
  return { ok: true, value: { ...match.value, current: { ...current, state } } };
}

/** A new table before its first intent, or `bad-spec` saying why the spec cannot be played. */
export function createBackgammonTable(
  spec: BackgammonSpec,
  dice: DiceProvider,
): Result<BackgammonTable> {
  if (typeof spec !== 'object' || spec === null) return badSpec('no table spec');
  const problem = specProblem(spec);
  if (problem !== null) return badSpec(problem);
  const match = startingMatch(spec);
  if (!match.ok) return badSpec(match.message);
  const state = { game: spec.game, match: match.value, seenGames: 0 };
  return { ok: true, value: freshTable(spec, dice, state) };
}
