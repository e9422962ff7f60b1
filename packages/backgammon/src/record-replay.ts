// The steps shared by the readers of recorded matches (.mat in mat-parse, GNU Backgammon's .sgf
// in sgf): each recorded action is replayed through the rules, so an imported match is exactly
// what the rules would have let the players do. A refused step keeps the rules' error code
// (`illegal-move`, `cube-unavailable`, `not-now`, …) for the reader to translate.

import { otherColour } from './cube';
import { routeFromSteps } from './game-route';
import type { GameAction, GameState } from './game-types';
import { type MatchState, playMatch } from './match';
import { pointsFor, resignationLevels, type WinLevel } from './scoring';
import type { CheckerStep, Colour, Die, Result } from './types';

export type ReplayStep = Result<MatchState, string>;

export function replayRefused(error: string, message: string): ReplayStep {
  return { ok: false, error, message };
}

/** Plays one action on the match; a roll takes its dice from `dice`, in order. */
export function replayAction(
  match: MatchState,
  action: GameAction,
  dice: readonly Die[] = [],
): ReplayStep {
  let next = 0;
  const source = { rollDie: (): Die => dice[next++] ?? 1 };
  const done = playMatch(match, action, source);
  return done.ok ? done : replayRefused(done.error, done.message);
}

/** The opening roll as a record implies it: the first mover rolled the higher die. */
function openingDice(
  game: GameState,
  mover: Colour,
  dice: readonly [Die, Die],
): ReplayStep | Die[] {
  const [a, b] = dice;
  if (game.rules.opening === 'roll-afresh') {
    // The record keeps only the fresh roll; the single dice that chose the mover are not known.
    return mover === 'white' ? [2, 1, a, b] : [1, 2, a, b];
  }
  if (a === b) {
    return replayRefused(
      'opening-doubles',
      `an opening roll of doubles (${a}${b}) needs the roll-afresh option`,
    );
  }
  const high = Math.max(a, b) as Die;
  const low = Math.min(a, b) as Die;
  return mover === 'white' ? [high, low] : [low, high];
}

/**
 * `side` rolls `dice` (the opening roll included, where `side` is then the one who won it). A
 * beaver still waiting for the doubler's answer is taken first: records write no line for it,
 * the doubler's next roll tells it.
 */
export function replayRoll(match: MatchState, side: Colour, dice: readonly [Die, Die]): ReplayStep {
  if (match.current.state.phase.kind === 'beavered') {
    const taken = replayAction(match, { kind: 'take' });
    return taken.ok ? replayRoll(taken.value, side, dice) : taken;
  }
  const game = match.current.state;
  if (game.phase.kind !== 'opening') return replayAction(match, { kind: 'roll' }, dice);
  const opening = openingDice(game, side, dice);
  if (!Array.isArray(opening)) return opening;
  const rolled = replayAction(match, { kind: 'roll' }, opening);
  if (!rolled.ok || game.rules.opening !== 'roll-afresh') return rolled;
  return replayAction(rolled.value, { kind: 'roll' }, opening.slice(2));
}

/** The play made of exactly these checker steps (the route kept as written), or null. */
export function replaySteps(match: MatchState, steps: readonly CheckerStep[]): ReplayStep | null {
  const { state } = match.current;
  if (state.phase.kind !== 'moving') return null;
  const route = routeFromSteps(state.position, state.phase.dice, steps, state.rules.variant);
  return route ? replayAction(match, { kind: 'move', play: route }) : null;
}

/** The loser resigned at the level these points stand for (how gnubg reads a resigned game). */
export function resignedWin(match: MatchState, winner: Colour, points: number): ReplayStep {
  const level = resignedLevel(match.current.state, points);
  if (!level) {
    return replayRefused('no-such-resignation', `no resignation is worth ${points} points here`);
  }
  const offered = replayAction(match, { kind: 'resign', level, by: otherColour(winner) });
  return offered.ok ? replayAction(offered.value, { kind: 'accept' }) : offered;
}

function resignedLevel(game: GameState, points: number): WinLevel | undefined {
  const { variant, jacoby } = game.rules;
  const cubeValue = game.cube.value;
  return resignationLevels(variant).find(
    (level) =>
      pointsFor({ variant, level, cubeValue, jacoby, cubeTurned: cubeValue > 1 }) === points,
  );
}
