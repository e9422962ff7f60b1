// The computer player's policy beyond the engine's own choices (agent.ts): the engine for one
// decision under a caller's budget, the answer to a beaver and when a resignation is accepted.
// Moved here from the web app (computerTurn.ts, computer/backgammon.ts), so that every front end
// plays the same computer.

import type { GameState, Position } from '@ludus/backgammon';
import { judgeResignation } from './analysis';
import { worthFunction } from './cube';
import { createEngine, type Engine, type GameContext } from './engine';
import type { Evaluator } from './evaluator';
import { LEVEL_SETTINGS, type Level } from './levels';
import { seededRandom } from './rng';

/** What one decision may spend: milliseconds on `now` (unenforced without it), a noise seed. */
export interface DecisionBudget {
  readonly ms: number;
  readonly now?: () => number;
  readonly seed: number;
}

/**
 * The engine for one decision: the level's settings and noise seeded by the budget. The engine
 * enforces its level's own move budget on the clock it is given; the clock runs faster when the
 * budget allows less, so that the search stops within the smaller of the two.
 */
export function budgetedEngine(level: Level, budget: DecisionBudget, evaluator: Evaluator): Engine {
  const { now } = budget;
  const speed = Math.max(1, LEVEL_SETTINGS[level].budgetMs / Math.max(1, budget.ms));
  return createEngine({
    level,
    evaluator,
    random: seededRandom(budget.seed),
    ...(now ? { now: () => now() * speed } : {}),
  });
}

/**
 * The doubler's answer to a beaver, `position` and `context` from the doubler's side (on roll,
 * the cube at 2c owned by the beaver). Taking plays on at 4c with the beaver owning the cube,
 * which is the "double, take" value the engine computes at a cube of 2c; passing loses 2c (rules
 * file, Doubling cube; the rules package's game.ts answerBeaver).
 */
export function answerBeaver(
  engine: Engine,
  position: Position,
  context: GameContext,
): 'take' | 'pass' {
  const analysis = engine.cubeDecision(position, context);
  return analysis.doubleTake >= worthFunction(context.stakes)(-context.cubeValue) ? 'take' : 'pass';
}

/**
 * Whether the pending resignation offer is accepted: when the offered points are worth at least
 * what playing on is worth to the answerer, as GNU Backgammon judges it (the analysis's one
 * judgement, analysis.ts judgeResignation: the cubeful value of the position against the level
 * at the cube's value, through match equity in a match). `onTurn` is the game context from the
 * side of the player on turn, whose view the position is kept from.
 */
export function acceptsResignation(
  evaluator: Evaluator,
  state: GameState,
  onTurn: GameContext,
): boolean {
  const { phase } = state;
  if (phase.kind !== 'resigning') return false;
  const { resume } = phase;
  const { playOn, resign } = judgeResignation(evaluator, {
    position: state.position,
    context: onTurn,
    byTurn: phase.by === state.turn,
    level: phase.level,
    dice: resume.kind === 'moving' ? resume.dice : null,
  });
  // The resigner's values: the offer is good for the answerer when it gives up at least as much.
  return resign <= playOn;
}
