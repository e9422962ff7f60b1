// Table views for the agent's tests, built straight from the rules package (the table itself is
// written elsewhere): a match at a chosen position, who acts, and the legal actions as the
// intents @ludus/session's views list them.

import {
  CENTRED_CUBE,
  type Colour,
  type Cube,
  type Die,
  type GameAction,
  gameAt,
  type MatchRules,
  type MatchScore,
  type MatchState,
  matchLegalActions,
  newMatch,
  type Position,
  playMatch,
  scriptedDice,
  toAct,
} from '@ludus/backgammon';
import type { BackgammonIntent, BackgammonView, Seat, Viewer } from '@ludus/session';

/** A rules action as the intent a seat sends. */
export function intentOf(action: GameAction): BackgammonIntent {
  switch (action.kind) {
    case 'move': {
      if (typeof action.play === 'string') throw new Error('legal plays are never notation');
      return { kind: 'move', steps: action.play.steps.map(({ from, to }) => ({ from, to })) };
    }
    case 'resign':
      return { kind: 'resign', level: action.level };
    case 'accept':
      return { kind: 'accept-resignation' };
    case 'reject':
      return { kind: 'reject-resignation' };
    default:
      return { kind: action.kind };
  }
}

function seatsToAct(match: MatchState): Seat[] {
  if (match.winner) return [];
  const state = match.current.state;
  if (state.phase.kind === 'opening') return ['white', 'black'];
  const seat = toAct(state);
  return seat ? [seat] : [];
}

/** What `viewer` sees of `match`; `legal` replaces the rules' actions (a table's own intents). */
export function viewOf(
  match: MatchState,
  viewer: Viewer,
  legal?: readonly BackgammonIntent[],
): BackgammonView {
  const toActNow = seatsToAct(match);
  const mine = viewer !== 'spectator' && toActNow.includes(viewer);
  const { variant, length, jacoby, beavers } = match.rules;
  return {
    spec: {
      game: variant,
      matchLength: length,
      jacoby,
      beavers,
      seats: { white: { kind: 'computer', level: 'world-class' }, black: { kind: 'human' } },
    },
    seq: 0,
    viewer,
    toAct: toActNow,
    legal: legal ?? (mine ? matchLegalActions(match).map(intentOf) : []),
    state: { game: variant, match, seenGames: match.previous.length },
  };
}

export interface MatchAt {
  readonly rules?: Partial<MatchRules>;
  readonly cube?: Cube;
  readonly score?: MatchScore;
  readonly crawford?: boolean;
}

/** A match whose current game stands at `position` (from `turn`'s view), `turn` to roll. */
export function matchAt(position: Position, turn: Colour, at: MatchAt = {}): MatchState {
  const rules: MatchRules = {
    variant: 'backgammon',
    length: 0,
    crawford: false,
    jacoby: false,
    beavers: false,
    opening: 'opening-dice',
    ...at.rules,
  };
  const created = newMatch(rules);
  if (!created.ok) throw new Error(created.message);
  const match = created.value;
  const crawford = at.crawford ?? false;
  const gameRules = {
    ...match.current.state.rules,
    cubeInUse: !crawford && rules.variant === 'backgammon',
  };
  const state = gameAt(gameRules, position, turn, at.cube ?? CENTRED_CUBE);
  return {
    ...match,
    current: { ...match.current, state, crawford, scoreBefore: at.score ?? match.score },
    score: at.score ?? match.score,
  };
}

/** The match after `action`, with `dice` for a roll. */
export function played(match: MatchState, action: GameAction, dice: readonly Die[] = []) {
  const next = playMatch(match, action, scriptedDice(dice));
  if (!next.ok) throw new Error(next.message);
  return next.value;
}
