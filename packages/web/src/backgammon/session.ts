// A backgammon/tryktrak session as the page keeps it: a match (or money session) from the rules
// package, the seeded dice, and the log of actions. The log is what gets saved: restoring
// replays it through the rules with the same seed, so a saved game can only come back as a
// sequence of legal actions — anything else is reported as corrupt, never half-loaded.

import { type BackgammonLevel, isBackgammonLevel } from '../computer/protocol';
import type { Opponent } from '../setup';
import type { Validation } from '../storage';
import {
  type Colour,
  type DiceSource,
  type Die,
  defaultMatchRules,
  type GameAction,
  type GameState,
  gameAt,
  isVariantKey,
  type MatchGame,
  type MatchState,
  matchLegalActions,
  newMatch,
  parsePositionId,
  playMatch,
  type Result,
  seededDice,
  toAct,
  type VariantKey,
} from './rules';

export type BackgammonOpponent = Opponent<BackgammonLevel>;

export interface SessionSpec {
  readonly variant: VariantKey;
  /** Points to win; 0 = money play (tryktrak: a series of games with a running score). */
  readonly matchLength: number;
  readonly opponent: BackgammonOpponent;
  readonly seed: number;
  /** A pasted position to start from (GNU Backgammon Position ID, white on roll), money play. */
  readonly startPositionId?: string;
  /** Dice rolled before the seeded ones: an imported record's dice, in order. */
  readonly scriptedDice?: readonly Die[];
}

/** What is stored: enough to rebuild the session exactly. */
export interface SavedSession {
  readonly spec: SessionSpec;
  readonly actions: readonly GameAction[];
  /** Finished games whose result the players have seen (the result shows until then). */
  readonly seenGames: number;
}

export interface Session extends SavedSession {
  readonly match: MatchState;
  /** Advances with every roll: a session is used linearly (each action on the newest one). */
  readonly dice: DiceSource;
}

export const MAX_MATCH_LENGTH = 25;

/** When playing the computer, the human plays white and the computer black. */
export const COMPUTER_COLOUR: Colour = 'black';

export function isHuman(spec: SessionSpec, colour: Colour): boolean {
  return spec.opponent.kind === 'friend' || colour !== COMPUTER_COLOUR;
}

/** The scripted dice first, then the seeded source. */
function diceSource(spec: SessionSpec): DiceSource {
  const seeded = seededDice(spec.seed);
  const scripted = spec.scriptedDice ?? [];
  let next = 0;
  return { rollDie: () => scripted[next++] ?? seeded.rollDie() };
}

function startingMatch(spec: SessionSpec): Result<MatchState> {
  const match = newMatch(defaultMatchRules(spec.matchLength, spec.variant));
  if (!match.ok || spec.startPositionId === undefined) return match;
  const position = parsePositionId(spec.startPositionId, spec.variant);
  if (!position.ok) return position;
  const { current } = match.value;
  const state = gameAt(current.state.rules, position.value, 'white');
  return { ok: true, value: { ...match.value, current: { ...current, state } } };
}

export function startSession(spec: SessionSpec): Result<Session> {
  const match = startingMatch(spec);
  if (!match.ok) return match;
  return {
    ok: true,
    value: { spec, actions: [], seenGames: 0, match: match.value, dice: diceSource(spec) },
  };
}

/** Applies one action; on an error the session is as it was and the error says why. */
export function applyAction(session: Session, action: GameAction): Result<Session> {
  const next = playMatch(session.match, action, session.dice);
  if (!next.ok) return next;
  return {
    ok: true,
    value: { ...session, match: next.value, actions: [...session.actions, action] },
  };
}

export function finishedGames(session: Session): readonly MatchGame[] {
  const { match } = session;
  return match.winner ? [...match.previous, match.current] : match.previous;
}

/** The last finished game while its result has not been acknowledged, else null. */
export function unseenResult(session: Session): MatchGame | null {
  const finished = finishedGames(session);
  return finished.length > session.seenGames ? (finished[finished.length - 1] ?? null) : null;
}

export function acknowledgeResult(session: Session): Session {
  return { ...session, seenGames: finishedGames(session).length };
}

/** The game the board shows: a just-finished game until its result is seen, else the current. */
export function shownGame(session: Session): GameState {
  return (unseenResult(session) ?? session.match.current).state;
}

/** Who must act in the current game, or null (opening roll, match over). */
export function actor(session: Session): Colour | null {
  if (session.match.winner || unseenResult(session)) return null;
  return toAct(session.match.current.state);
}

export function legalNow(session: Session): GameAction[] {
  return matchLegalActions(session.match);
}

export function savedOf(session: Session): SavedSession {
  return { spec: session.spec, actions: session.actions, seenGames: session.seenGames };
}

// --- restoring a saved session -----------------------------------------------------------

function isSideBoard(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length === 25 &&
    value.every((n) => Number.isInteger(n) && n >= 0 && n <= 15)
  );
}

function isPlayShape(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null) return false;
  const play = value as { steps?: unknown; after?: { player?: unknown; opponent?: unknown } };
  return (
    Array.isArray(play.steps) &&
    typeof play.after === 'object' &&
    play.after !== null &&
    isSideBoard(play.after.player) &&
    isSideBoard(play.after.opponent)
  );
}

const ACTION_KINDS = [
  'roll',
  'move',
  'double',
  'take',
  'pass',
  'beaver',
  'resign',
  'accept',
  'reject',
];

function isActionShape(value: unknown): value is GameAction {
  if (typeof value !== 'object' || value === null) return false;
  const action = value as { kind?: unknown; play?: unknown; level?: unknown };
  if (typeof action.kind !== 'string' || !ACTION_KINDS.includes(action.kind)) return false;
  if (action.kind === 'move') return isPlayShape(action.play);
  if (action.kind === 'resign') return typeof action.level === 'string';
  return true;
}

/**
 * Saves from before the engine (protocol 1) name the computer's level 1–3: Beginner, Casual,
 * Club player. They load as the engine's nearest levels.
 */
const OLD_LEVELS: Readonly<Record<number, BackgammonLevel>> = {
  1: 'beginner',
  2: 'casual',
  3: 'intermediate',
};

/** The saved opponent, old numbered levels mapped; undefined when it is none of those. */
export function readOpponent(value: unknown): BackgammonOpponent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const o = value as Record<string, unknown>;
  if (o.kind === 'friend') return { kind: 'friend' };
  if (o.kind !== 'computer') return undefined;
  const level =
    typeof o.level === 'string' && isBackgammonLevel(o.level)
      ? o.level
      : typeof o.level === 'number'
        ? OLD_LEVELS[o.level]
        : undefined;
  return level === undefined ? undefined : { kind: 'computer', level };
}

function checkSpec(value: unknown): Validation<SessionSpec> {
  if (typeof value !== 'object' || value === null)
    return { ok: false, message: 'no game settings' };
  const spec = value as Record<string, unknown>;
  if (typeof spec.variant !== 'string' || !isVariantKey(spec.variant)) {
    return { ok: false, message: 'unknown game variant' };
  }
  const length = spec.matchLength;
  if (
    typeof length !== 'number' ||
    !Number.isInteger(length) ||
    length < 0 ||
    length > MAX_MATCH_LENGTH
  ) {
    return { ok: false, message: 'bad match length' };
  }
  const opponent = readOpponent(spec.opponent);
  if (!opponent) return { ok: false, message: 'unknown opponent' };
  if (typeof spec.seed !== 'number' || !Number.isInteger(spec.seed)) {
    return { ok: false, message: 'bad dice seed' };
  }
  const { startPositionId, scriptedDice } = spec;
  if (startPositionId !== undefined && typeof startPositionId !== 'string') {
    return { ok: false, message: 'bad start position' };
  }
  if (scriptedDice !== undefined && !(Array.isArray(scriptedDice) && scriptedDice.every(isDie))) {
    return { ok: false, message: 'bad dice list' };
  }
  return {
    ok: true,
    value: {
      variant: spec.variant,
      matchLength: length,
      opponent,
      seed: spec.seed,
      ...(startPositionId === undefined ? {} : { startPositionId }),
      ...(scriptedDice === undefined ? {} : { scriptedDice: scriptedDice as Die[] }),
    },
  };
}

function isDie(value: unknown): value is Die {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 6;
}

/** Rebuilds a session from stored data by replaying every action through the rules. */
export function restoreSession(data: unknown): Validation<Session> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'no saved game' };
  const saved = data as Record<string, unknown>;
  const spec = checkSpec(saved.spec);
  if (!spec.ok) return spec;
  if (!Array.isArray(saved.actions)) return { ok: false, message: 'no move list' };
  const started = startSession(spec.value);
  if (!started.ok) return { ok: false, message: started.message };
  let session = started.value;
  for (const [index, action] of saved.actions.entries()) {
    if (!isActionShape(action)) return { ok: false, message: `action ${index + 1} is malformed` };
    const next = applyAction(session, action);
    if (!next.ok) return { ok: false, message: `action ${index + 1}: ${next.message}` };
    session = next.value;
  }
  const seen = saved.seenGames;
  const finished = finishedGames(session).length;
  if (typeof seen !== 'number' || !Number.isInteger(seen) || seen < 0 || seen > finished) {
    return { ok: false, message: 'bad count of finished games' };
  }
  return { ok: true, value: { ...session, seenGames: seen } };
}
