// Records in and out: .mat export through the rules package's makeMat, and pasted text — a
// Jellyfish .mat record or a GNU Backgammon Position ID — turned into a new session. Pasted
// text that does not read is an error with the reason; the current game is untouched.
import {
  type Die,
  type GameAction,
  type GameEvent,
  type MatchState,
  makeMat,
  matchGames,
  parseMat,
  parsePositionId,
  type Result,
} from './rules';
import {
  acknowledgeResult,
  applyAction,
  type Session,
  type SessionSpec,
  startSession,
} from './session';

export function exportMat(session: Session): string {
  return makeMat(session.match);
}

/**
 * The actions and dice that replay a match: each game's opening roll is one roll action (ties
 * included), its first play uses the opening dice, every later play follows a roll.
 */
export function replayScript(match: MatchState): { actions: GameAction[]; dice: Die[] } {
  const actions: GameAction[] = [];
  const dice: Die[] = [];
  const openingDice = match.rules.opening === 'opening-dice';
  for (const game of matchGames(match)) {
    let inOpening = false;
    let openingPlayPending = false;
    for (const event of game.state.history) {
      if (event.kind !== 'opening-roll' && inOpening) inOpening = false;
      const next = actionsFor(event, inOpening, openingPlayPending);
      if (event.kind === 'opening-roll') {
        dice.push(event.white, event.black);
        inOpening = true;
        openingPlayPending = openingDice && event.white !== event.black;
      } else if (event.kind === 'move') {
        if (!openingPlayPending) dice.push(event.dice[0], event.dice[1]);
        openingPlayPending = false;
      }
      actions.push(...next);
    }
  }
  return { actions, dice };
}

function actionsFor(
  event: GameEvent,
  inOpening: boolean,
  openingPlayPending: boolean,
): GameAction[] {
  switch (event.kind) {
    case 'opening-roll':
      return inOpening ? [] : [{ kind: 'roll' }];
    case 'move': {
      const roll: GameAction[] = openingPlayPending ? [] : [{ kind: 'roll' }];
      return event.play.steps.length === 0 ? roll : [...roll, { kind: 'move', play: event.play }];
    }
    case 'resign':
      return [{ kind: 'resign', level: event.level, by: event.colour }];
    case 'double':
    case 'take':
    case 'pass':
    case 'beaver':
    case 'accept':
    case 'reject':
      return [{ kind: event.kind }];
  }
}

function replayInto(spec: SessionSpec, actions: readonly GameAction[]): Result<Session> {
  const started = startSession(spec);
  if (!started.ok) return started;
  let session = started.value;
  for (const [index, action] of actions.entries()) {
    const next = applyAction(session, action);
    if (!next.ok)
      return { ok: false, error: next.error, message: `action ${index + 1}: ${next.message}` };
    session = next.value;
  }
  return { ok: true, value: acknowledgeResult(session) };
}

/** A new session from pasted text, keeping the current opponent; errors say what is wrong. */
export function importText(text: string, current: Session): Result<Session> {
  const trimmed = text.trim();
  const base: SessionSpec = {
    ...current.spec,
    startPositionId: undefined,
    scriptedDice: undefined,
  };
  if (trimmed === '') return { ok: false, error: 'empty', message: 'nothing was pasted' };
  if (/point match|^\s*game\s+1/im.test(trimmed)) {
    const record = parseMat(trimmed);
    if (!record.ok) return record;
    const { actions, dice } = replayScript(record.value.match);
    const spec: SessionSpec = {
      ...stripUndefined(base),
      variant: record.value.match.rules.variant,
      matchLength: record.value.match.rules.length,
      scriptedDice: dice,
    };
    return replayInto(spec, actions);
  }
  // "Position ID" or "Position ID:Match ID" (the Match ID part is not used).
  const positionId = trimmed.replace(/^position id:\s*/i, '').split(/[:\s]/)[0] ?? '';
  const position = parsePositionId(positionId, current.spec.variant);
  if (!position.ok) return position;
  return startSession({ ...stripUndefined(base), matchLength: 0, startPositionId: positionId });
}

function stripUndefined(spec: SessionSpec): SessionSpec {
  const { startPositionId: _s, scriptedDice: _d, ...rest } = spec;
  return rest;
}
