// Matches to N points and money play: a series of games (rules file, "Backgammon": "Matches to
// N points (a series of games, as the Icelandic text says)"), with the Crawford rule.

import { defaultGameRules, legalActions, newGame, play, toAct } from './game';
import type { GameAction, GameError, GameRules, GameState, OpeningRule } from './game-types';
import {
  MAX_MATCH_LENGTH,
  type MatchIdGameState,
  type MatchIdResignation,
  type MatchIdState,
  makeMatchId,
} from './match-id';
import type { Colour, DiceSource, MatchScore, Result, VariantKey } from './types';
import { variantOf } from './variants';

export interface MatchRules {
  readonly variant: VariantKey;
  /** Points needed to win; 0 is money play: games without end, the points accumulating. */
  readonly length: number;
  /** The Crawford rule (matches only). */
  readonly crawford: boolean;
  /** Money options (rules file: "Money-game options that users expect"), off by default. */
  readonly jacoby: boolean;
  readonly beavers: boolean;
  readonly opening: OpeningRule;
}

export interface MatchGame {
  readonly state: GameState;
  /** The score when this game began. */
  readonly scoreBefore: MatchScore;
  /** Whether this is the Crawford game (played without the cube). */
  readonly crawford: boolean;
}

export interface MatchState {
  readonly rules: MatchRules;
  /** The games played before the current one, oldest first. */
  readonly previous: readonly MatchGame[];
  /** The game in play; when the match is over, the last game. */
  readonly current: MatchGame;
  readonly score: MatchScore;
  /** The winner of a match to N points once decided; money play never ends. */
  readonly winner: Colour | null;
}

export type MatchError = GameError | 'invalid-match-rules' | 'match-over';

export function defaultMatchRules(length: number, variant: VariantKey = 'backgammon'): MatchRules {
  return {
    variant,
    length,
    crawford: length > 0,
    jacoby: false,
    beavers: false,
    opening: 'opening-dice',
  };
}

function invalidRules(message: string): Result<MatchState, MatchError> {
  return { ok: false, error: 'invalid-match-rules', message };
}

/** A new match (or money session) before the opening roll of its first game. */
export function newMatch(rules: MatchRules): Result<MatchState, MatchError> {
  const { length } = rules;
  if (!Number.isInteger(length) || length < 0 || length > MAX_MATCH_LENGTH) {
    return invalidRules(`a match is 1 to ${MAX_MATCH_LENGTH} points long, or 0 for money play`);
  }
  if (length > 0 && (rules.jacoby || rules.beavers)) {
    return invalidRules('the Jacoby rule and beavers are money-play options');
  }
  if (!variantOf(rules.variant).cube && (rules.jacoby || rules.beavers)) {
    return invalidRules(`${rules.variant} has no doubling cube`);
  }
  const fixed: MatchRules = { ...rules, crawford: rules.crawford && length > 0 };
  const score = { white: 0, black: 0 };
  return {
    ok: true,
    value: {
      rules: fixed,
      previous: [],
      current: startGame(fixed, score, []),
      score,
      winner: null,
    },
  };
}

function gameRules(rules: MatchRules, crawford: boolean): GameRules {
  const base = defaultGameRules(rules.variant);
  return {
    ...base,
    // Rules file: "the next game is played without the cube; later games use it again".
    cubeInUse: base.cubeInUse && !crawford,
    jacoby: rules.jacoby,
    beavers: rules.beavers,
    opening: rules.opening,
  };
}

/**
 * Rules file, Crawford rule: the game after a player FIRST reaches match point − 1. Exactly one
 * player must stand there, having reached it: at the start of a 1-point match both do, and that
 * is no Crawford game (as gnubg decides it).
 */
function isCrawfordGame(rules: MatchRules, score: MatchScore, played: readonly MatchGame[]) {
  if (!rules.crawford || rules.length === 0) return false;
  const whiteThere = score.white === rules.length - 1;
  const blackThere = score.black === rules.length - 1;
  return whiteThere !== blackThere && !played.some((game) => game.crawford);
}

function startGame(rules: MatchRules, score: MatchScore, played: readonly MatchGame[]) {
  const crawford = isCrawfordGame(rules, score, played);
  return { state: newGame(gameRules(rules, crawford)), scoreBefore: score, crawford };
}

/** Every game of the match, the current one last. */
export function matchGames(match: MatchState): readonly MatchGame[] {
  return [...match.previous, match.current];
}

export function matchLegalActions(match: MatchState): GameAction[] {
  return match.winner ? [] : legalActions(match.current.state);
}

/** Applies an action to the current game; a finished game scores and the next game begins. */
export function playMatch(
  match: MatchState,
  action: GameAction,
  dice: DiceSource,
): Result<MatchState, MatchError> {
  if (match.winner) return { ok: false, error: 'match-over', message: 'the match is over' };
  const played = play(match.current.state, action, dice);
  if (!played.ok) return played;
  const current: MatchGame = { ...match.current, state: played.value };
  const { phase } = played.value;
  if (phase.kind !== 'over') return { ok: true, value: { ...match, current } };
  const { winner, points } = phase.result;
  const score = { ...match.score, [winner]: match.score[winner] + points };
  const { length } = match.rules;
  if (length > 0 && score[winner] >= length) {
    return { ok: true, value: { ...match, current, score, winner } };
  }
  const previous = [...match.previous, current];
  return {
    ok: true,
    value: { ...match, previous, current: startGame(match.rules, score, previous), score },
  };
}

function gameStateCode(state: GameState): MatchIdGameState {
  const { phase } = state;
  if (phase.kind === 'opening') return 'none';
  if (phase.kind !== 'over') return 'playing';
  switch (phase.result.reason) {
    case 'bear-off':
      return 'over';
    case 'pass':
      return 'dropped';
    case 'resignation':
      return 'resigned';
  }
}

function resignationCode(state: GameState): MatchIdResignation {
  const { phase } = state;
  if (phase.kind !== 'resigning') return 'none';
  // Only backgammon reaches here (see matchIdStateOf), whose levels are gnubg's.
  return phase.level === 'gammon' || phase.level === 'backgammon' ? phase.level : 'single';
}

function diceOf(state: GameState): MatchIdState['dice'] {
  const { phase } = state;
  const rolled = phase.kind === 'resigning' ? phase.resume : phase;
  if (rolled.kind !== 'moving') return [0, 0];
  const [a, b] = rolled.dice;
  // gnubg's MatchID() stores the higher die first.
  return a >= b ? [a, b] : [b, a];
}

/**
 * The Match ID fields of a match as gnubg would show them. During a double, the player to act is
 * the doubled one and the cube still shows its old value; during a resignation offer, the one
 * who answers it. Only backgammon: gnubg knows no tryktrak.
 */
export function matchIdStateOf(match: MatchState): Result<MatchIdState, 'variant-not-supported'> {
  if (match.rules.variant !== 'backgammon') {
    return {
      ok: false,
      error: 'variant-not-supported',
      message: 'Match IDs describe backgammon only',
    };
  }
  const { state, crawford } = match.current;
  return {
    ok: true,
    value: {
      cubeValue: state.cube.value,
      cubeOwner: state.cube.owner ?? 'centred',
      onRoll: state.turn,
      toAct: toAct(state) ?? state.turn,
      crawford,
      gameState: gameStateCode(state),
      doubleOffered: state.phase.kind === 'doubled' || state.phase.kind === 'beavered',
      resignation: resignationCode(state),
      dice: diceOf(state),
      matchLength: match.rules.length,
      score: match.score,
      jacoby: match.rules.jacoby,
    },
  };
}

/** The Match ID of a backgammon match's current state. */
export function matchIdOf(match: MatchState): Result<string, 'variant-not-supported'> {
  const fields = matchIdStateOf(match);
  return fields.ok ? { ok: true, value: makeMatchId(fields.value) } : fields;
}
