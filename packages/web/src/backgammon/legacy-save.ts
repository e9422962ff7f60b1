// Saves of the first format (before the table): the page's choices and the rules' actions. They
// still load: the actions are replayed through the rules with the saved dice, as they always
// were, and the match that results becomes the table's log (session package matchScript), so a
// save made before an update comes back as the same game. Anything that does not replay is
// reported as corrupt.
import { err, ok } from '@ludus/core';
import { matchScript } from '@ludus/session';
import type { Validation } from '../storage';
import {
  type DiceSource,
  defaultMatchRules,
  type GameAction,
  gameAt,
  type MatchState,
  newMatch,
  parsePlay,
  parsePositionId,
  playMatch,
  type Result,
  seededDice,
} from './rules';
import { checkSpec } from './saved-spec';
import { restoreTable, type SavedSession, type SessionSpec } from './session';

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

/** An action as format 1 saved it: a move's play a Play or its notation. */
type SavedAction = GameAction | { readonly kind: 'move'; readonly play: string };

function isActionShape(value: unknown): value is SavedAction {
  if (typeof value !== 'object' || value === null) return false;
  const action = value as { kind?: unknown; play?: unknown; level?: unknown };
  if (typeof action.kind !== 'string' || !ACTION_KINDS.includes(action.kind)) return false;
  if (action.kind === 'move') return isPlayShape(action.play);
  if (action.kind === 'resign') return typeof action.level === 'string';
  return true;
}

/**
 * A saved move typed as notation (`24/18 13/11`: format 1 kept typed moves so) read against the
 * game's roll; the rules take typed plays only.
 */
function typedAction(match: MatchState, action: SavedAction): Result<GameAction> {
  if (action.kind !== 'move' || typeof action.play !== 'string') return ok(action as GameAction);
  const state = match.current.state;
  if (state.phase.kind !== 'moving') return err('not-now', 'there is no roll to play');
  const play = parsePlay(action.play, state.position, state.phase.dice, state.rules.variant);
  return play.ok ? ok({ kind: 'move', play: play.value }) : play;
}

function finishedCount(match: MatchState): number {
  return match.previous.length + (match.winner ? 1 : 0);
}

/** The actions of a format-1 save replayed through the rules: the match they made. */
function replayActions(spec: SessionSpec, actions: readonly unknown[]): Validation<MatchState> {
  const started = startingMatch(spec);
  if (!started.ok) return { ok: false, message: started.message };
  const dice = diceSource(spec);
  let match = started.value;
  for (const [index, action] of actions.entries()) {
    if (!isActionShape(action)) return { ok: false, message: `action ${index + 1} is malformed` };
    const typed = typedAction(match, action);
    if (!typed.ok) return { ok: false, message: `action ${index + 1}: ${typed.message}` };
    const next = playMatch(match, typed.value, dice);
    if (!next.ok) return { ok: false, message: `action ${index + 1}: ${next.message}` };
    match = next.value;
  }
  return { ok: true, value: match };
}

/** A format-1 save, checked and replayed, as a save of today's format. */
export function readFirstFormat(data: unknown): Validation<SavedSession> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'no saved game' };
  const saved = data as Record<string, unknown>;
  const spec = checkSpec(saved.spec);
  if (!spec.ok) return spec;
  if (!Array.isArray(saved.actions)) return { ok: false, message: 'no move list' };
  const match = replayActions(spec.value, saved.actions);
  if (!match.ok) return match;
  const seen = saved.seenGames;
  const finished = finishedCount(match.value);
  if (typeof seen !== 'number' || !Number.isInteger(seen) || seen < 0 || seen > finished) {
    return { ok: false, message: 'bad count of finished games' };
  }
  // White is always a person at this device: its seat acknowledges the results seen.
  const { log } = matchScript(match.value, 'white', seen);
  const table = restoreTable(spec.value, log);
  if (!table.ok) return { ok: false, message: table.message };
  return { ok: true, value: { spec: spec.value, log } };
}
