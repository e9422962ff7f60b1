// One whole game as an immutable state machine: `play(state, action, dice) → Result<state>`.
// Checker rules come from the rules core (legalPlays); this module adds turns, the opening roll,
// the cube and resignations. Dice come only from the injected DiceSource.

import { CENTRED_CUBE, type Cube, mayBeaver, mayDouble, otherColour, takenCube } from './cube';
import { routeFromSteps } from './game-route';
import type {
  GameAction,
  GameError,
  GameEvent,
  GameResult,
  GameRules,
  GameState,
  ResumablePhase,
} from './game-types';
import { canPlay, isLegalResult, legalPlays } from './moves';
import { borneOff, samePosition, startPosition, swapSides } from './position';
import { levelMultiplier, pointsFor, resignationLevels, type WinLevel, winLevel } from './scoring';
import type { Colour, Dice, DiceSource, Die, Play, Position, Result, VariantKey } from './types';
import { variantOf } from './variants';

/** What `play` returns: the next state, or why the action was refused (the state unchanged). */
export type PlayOutcome = Result<GameState, GameError>;

/** Rules of a money game or a match game of `variant`: cube as the variant has it, options off. */
export function defaultGameRules(variant: VariantKey = 'backgammon'): GameRules {
  return {
    variant,
    cubeInUse: variantOf(variant).cube,
    jacoby: false,
    beavers: false,
    opening: 'opening-dice',
  };
}

/** A new game before the opening roll. */
export function newGame(rules: GameRules): GameState {
  // The Jacoby rule and beavers are cube options: a variant without a cube (tryktrak) drops them,
  // else Jacoby would count its ×2/×4/×8 wins as singles (the cube is never turned there).
  const cube = variantOf(rules.variant).cube;
  return {
    rules: {
      ...rules,
      cubeInUse: rules.cubeInUse && cube,
      jacoby: rules.jacoby && cube,
      beavers: rules.beavers && cube,
    },
    position: startPosition(rules.variant),
    turn: 'white',
    cube: CENTRED_CUBE,
    started: false,
    phase: { kind: 'opening' },
    history: [],
  };
}

/** A game resumed at a given position with `turn` to roll (for set-up positions and tests). */
export function gameAt(
  rules: GameRules,
  position: Position,
  turn: Colour,
  cube: Cube = CENTRED_CUBE,
): GameState {
  return { ...newGame(rules), position, turn, cube, started: true, phase: { kind: 'rolling' } };
}

/** Who must act now: the player on turn, the opponent answering a double or a resignation, or
 * nobody (null) before the opening roll, which both players make together, and after the end. */
export function toAct(state: GameState): Colour | null {
  switch (state.phase.kind) {
    case 'opening':
    case 'over':
      return null;
    case 'rolling':
    case 'moving':
      return state.turn;
    case 'doubled':
      return otherColour(state.turn);
    case 'beavered':
      return state.turn;
    case 'resigning':
      return otherColour(state.phase.by);
  }
}

function fail<T>(error: GameError, message: string): Result<T, GameError> {
  return { ok: false, error, message };
}

function ok(value: GameState): PlayOutcome {
  return { ok: true, value };
}

function record(state: GameState, event: GameEvent, next: Partial<GameState>): GameState {
  return { ...state, ...next, history: [...state.history, event] };
}

/** The plays available with these dice; an empty list means the turn is lost. */
export function playsFor(state: GameState, dice: Dice): readonly Play[] {
  return legalPlays(state.position, dice, state.rules.variant).filter(
    (play) => play.steps.length > 0,
  );
}

function cubeAvailable(state: GameState): boolean {
  return state.rules.cubeInUse && state.started && mayDouble(state.cube, state.turn);
}

/** Every action the player to act may take now (plays listed one by one). */
export function legalActions(state: GameState): GameAction[] {
  if (state.phase.kind !== 'moving') return actionsBesidePlays(state);
  const plays = playsFor(state, state.phase.dice);
  return [
    ...plays.map((play): GameAction => ({ kind: 'move', play })),
    ...actionsBesidePlays(state),
  ];
}

/**
 * Every action the player to act may take now except the plays of a roll: what a caller that
 * lists the plays itself (from `playsFor`) adds to them, without generating them a second time.
 */
export function actionsBesidePlays(state: GameState): GameAction[] {
  const resignations = (): GameAction[] =>
    resignationLevels(state.rules.variant).map((level) => ({ kind: 'resign', level }));
  switch (state.phase.kind) {
    case 'opening':
      return [{ kind: 'roll' }];
    case 'rolling':
      return [
        { kind: 'roll' },
        ...(cubeAvailable(state) ? [{ kind: 'double' } as const] : []),
        ...resignations(),
      ];
    case 'moving':
      return resignations();
    case 'doubled':
      return [
        { kind: 'take' },
        { kind: 'pass' },
        ...(state.rules.beavers && mayBeaver(state.cube) ? [{ kind: 'beaver' } as const] : []),
      ];
    case 'beavered':
      return [{ kind: 'take' }, { kind: 'pass' }];
    case 'resigning':
      return [{ kind: 'accept' }, { kind: 'reject' }];
    case 'over':
      return [];
  }
}

/** Applies an action; on any error the state is unchanged and the error says why. */
export function play(state: GameState, action: GameAction, dice: DiceSource): PlayOutcome {
  if (state.phase.kind === 'over') return fail('game-over', 'the game is over');
  // Actions may come from the wire: anything else than an object with a kind is refused.
  if (typeof action !== 'object' || action === null) {
    return fail('unknown-action', `not an action: ${String(action)}`);
  }
  switch (action.kind) {
    case 'roll':
      return roll(state, dice);
    case 'move':
      return move(state, action.play);
    case 'double':
      return double(state);
    case 'take':
    case 'pass':
    case 'beaver':
      return answerDouble(state, action.kind);
    case 'resign':
      return resign(state, action.level, action.by ?? state.turn);
    case 'accept':
    case 'reject':
      return answerResignation(state, action.kind);
    default:
      return fail('unknown-action', `unknown action ${JSON.stringify(action)}`);
  }
}

function notNow(state: GameState, what: string): PlayOutcome {
  return fail('not-now', `cannot ${what} while the game is in phase '${state.phase.kind}'`);
}

function roll(state: GameState, source: DiceSource): PlayOutcome {
  if (state.phase.kind === 'opening') return openingRoll(state, source);
  if (state.phase.kind !== 'rolling') return notNow(state, 'roll');
  return ok(afterRoll(state, [source.rollDie(), source.rollDie()]));
}

/** Rules file, Opening: one die each, ties rolled again, the higher die moves first. */
const OPENING_ATTEMPTS = 1000;

function openingRoll(state: GameState, source: DiceSource): PlayOutcome {
  let next = state;
  for (let attempt = 0; attempt < OPENING_ATTEMPTS; attempt += 1) {
    const white = source.rollDie();
    const black = source.rollDie();
    next = record(next, { kind: 'opening-roll', white, black }, {});
    if (white === black) continue;
    const first: Colour = white > black ? 'white' : 'black';
    const begun: GameState = { ...next, turn: first, phase: { kind: 'rolling' } };
    if (state.rules.opening === 'roll-afresh') return ok(begun);
    const dice: Dice = first === 'white' ? [white, black] : [black, white];
    return ok(afterRoll(begun, dice));
  }
  return fail('dice-source-stuck', `the dice tied ${OPENING_ATTEMPTS} times in a row`);
}

/** Rules file: "With no legal move the turn is lost." The dice are kept higher first, as gnubg
 * and .mat files write them, so that a replayed record finds the very same plays. */
function afterRoll(state: GameState, rolled: Dice): GameState {
  const dice: Dice = rolled[0] >= rolled[1] ? rolled : [rolled[1], rolled[0]];
  // Whether any play is legal, without building the plays (the roll's view lists them later).
  if (canPlay(state.position, dice, state.rules.variant))
    return { ...state, phase: { kind: 'moving', dice } };
  const lost: Play = { steps: [], after: state.position };
  return endTurn(state, dice, lost);
}

function endTurn(state: GameState, dice: Dice, chosen: Play): GameState {
  const event: GameEvent = { kind: 'move', colour: state.turn, dice, play: chosen };
  if (
    borneOff(chosen.after.player, state.rules.variant) ===
    variantOf(state.rules.variant).checkersPerSide
  ) {
    const level = winLevel(state.rules.variant, chosen.after.opponent).level;
    const result = gameResult(state, state.turn, level, 'bear-off');
    return record(state, event, {
      position: chosen.after,
      started: true,
      phase: { kind: 'over', result },
    });
  }
  return record(state, event, {
    position: swapSides(chosen.after),
    turn: otherColour(state.turn),
    started: true,
    phase: { kind: 'rolling' },
  });
}

function gameResult(
  state: GameState,
  winner: Colour,
  level: WinLevel,
  reason: GameResult['reason'],
): GameResult {
  const { variant, jacoby } = state.rules;
  const cubeValue = state.cube.value;
  const points =
    reason === 'pass'
      ? cubeValue
      : pointsFor({ variant, level, cubeValue, jacoby, cubeTurned: cubeValue > 1 });
  return { winner, level, cubeValue, points, reason };
}

function isSide(value: unknown): boolean {
  return Array.isArray(value) && value.length === 25;
}

function isPlayShaped(value: unknown): value is Play {
  const after = (value as { after?: { player?: unknown; opponent?: unknown } } | null)?.after;
  return isSide(after?.player) && isSide(after?.opponent);
}

/**
 * The play meant, with the route to keep: a Play whose steps are a legal route (kept as given),
 * or else a Play known by its resulting position (then the generator's route; untrusted steps
 * are never recorded).
 */
function resolvePlay(state: GameState, dice: Dice, wanted: Play): Result<Play, GameError> {
  const { variant } = state.rules;
  const route = routeFromSteps(
    state.position,
    dice,
    (wanted as Partial<Play> | null)?.steps,
    variant,
  );
  if (route) return { ok: true, value: route };
  if (!isPlayShaped(wanted)) {
    return fail('illegal-move', 'a play is legal steps or a Play with its resulting position');
  }
  const legal = playsFor(state, dice).find((play) => samePosition(play.after, wanted.after));
  return legal ? { ok: true, value: legal } : fail('illegal-move', 'not a legal play');
}

function move(state: GameState, wanted: Play): PlayOutcome {
  if (state.phase.kind !== 'moving') return notNow(state, 'move');
  const { dice } = state.phase;
  const resolved = resolvePlay(state, dice, wanted);
  if (!resolved.ok) return resolved;
  // Plays are deduplicated by resulting position, so the resulting position identifies the play.
  const { steps, after } = resolved.value;
  if (!isLegalResult(state.position, dice, after, state.rules.variant)) {
    return fail('illegal-move', `not a legal play of ${dice[0]}${dice[1]} in this position`);
  }
  return ok(endTurn(state, dice, { steps, after }));
}

function double(state: GameState): PlayOutcome {
  if (state.phase.kind !== 'rolling') return notNow(state, 'double');
  if (!cubeAvailable(state)) {
    return fail('cube-unavailable', 'the cube is not available to the player on turn');
  }
  const event: GameEvent = { kind: 'double', colour: state.turn, value: state.cube.value * 2 };
  return ok(record(state, event, { phase: { kind: 'doubled' } }));
}

/** Rules file, Doubling cube: a take doubles the cube and gives it to the taker; a pass ends the
 * game, the doubler winning the cube's current value. A beaver (money option) takes and redoubles
 * at once, the beaver keeping the cube; the doubler then takes or passes that redouble (as GNU
 * Backgammon plays it). */
function answerDouble(state: GameState, answer: 'take' | 'pass' | 'beaver'): PlayOutcome {
  const { phase } = state;
  if (phase.kind === 'beavered') return answerBeaver(state, answer);
  if (phase.kind !== 'doubled') return notNow(state, answer);
  const taker = otherColour(state.turn);
  const taken = takenCube(state.cube, taker);
  switch (answer) {
    case 'take':
      return ok(
        record(state, { kind: 'take', colour: taker }, { cube: taken, phase: { kind: 'rolling' } }),
      );
    case 'pass': {
      const result = gameResult(state, state.turn, 'single', 'pass');
      return ok(
        record(state, { kind: 'pass', colour: taker }, { phase: { kind: 'over', result } }),
      );
    }
    case 'beaver': {
      if (!state.rules.beavers) return fail('beaver-unavailable', 'beavers are not in use');
      if (!mayBeaver(state.cube)) {
        return fail('beaver-unavailable', 'a beaver would take the cube beyond 64');
      }
      const event: GameEvent = { kind: 'beaver', colour: taker, value: taken.value * 2 };
      return ok(record(state, event, { cube: taken, phase: { kind: 'beavered' } }));
    }
  }
}

/** The doubler answers a beaver: a take doubles the beaver's cube again (the beaver keeps it); a
 * pass gives the beaver the cube's value as it stands after the first take. */
function answerBeaver(state: GameState, answer: 'take' | 'pass' | 'beaver'): PlayOutcome {
  const doubler = state.turn;
  switch (answer) {
    case 'take': {
      const cube = { ...state.cube, value: state.cube.value * 2 };
      const event: GameEvent = { kind: 'take', colour: doubler };
      return ok(record(state, event, { cube, phase: { kind: 'rolling' } }));
    }
    case 'pass': {
      const result = gameResult(state, otherColour(doubler), 'single', 'pass');
      const event: GameEvent = { kind: 'pass', colour: doubler };
      return ok(record(state, event, { phase: { kind: 'over', result } }));
    }
    case 'beaver':
      return fail('beaver-unavailable', 'a beaver cannot be beavered (no raccoons)');
  }
}

function resign(state: GameState, level: WinLevel, by: Colour): PlayOutcome {
  const { phase } = state;
  // A player may concede at any point of the play (even before the opening roll), but not
  // while a double or another offer waits for an answer.
  if (phase.kind !== 'opening' && phase.kind !== 'rolling' && phase.kind !== 'moving') {
    return notNow(state, 'resign');
  }
  if (by !== 'white' && by !== 'black') return fail('unknown-action', `no player '${by}'`);
  if (levelMultiplier(state.rules.variant, level) === undefined) {
    return fail('unknown-level', `${state.rules.variant} has no '${level}' win`);
  }
  const resume: ResumablePhase = phase;
  const rolled = phase.kind === 'moving' ? { colour: state.turn, dice: phase.dice } : null;
  const event: GameEvent = { kind: 'resign', colour: by, level, rolled };
  return ok(record(state, event, { phase: { kind: 'resigning', level, by, resume } }));
}

function answerResignation(state: GameState, answer: 'accept' | 'reject'): PlayOutcome {
  const { phase } = state;
  if (phase.kind !== 'resigning') return notNow(state, answer);
  const colour = otherColour(phase.by);
  if (answer === 'reject')
    return ok(record(state, { kind: 'reject', colour }, { phase: phase.resume }));
  const result = gameResult(state, colour, phase.level, 'resignation');
  return ok(record(state, { kind: 'accept', colour }, { phase: { kind: 'over', result } }));
}

/** A dice source that replays given dice (for replays and imports); after them it rolls 1s. */
export function scriptedDice(dice: readonly Die[]): DiceSource {
  let next = 0;
  return {
    rollDie(): Die {
      const die = dice[next] ?? 1;
      next += 1;
      return die;
    },
  };
}
