// The computer opponent as one object: checker play, cube decisions and evaluation at a level.
// Randomness (the noise of the weaker levels) and the clock are injected, so a game against the
// engine replays exactly from its seed.

import { type Dice, type Position, pipCount, swapSides, type VariantKey } from '@ludus/backgammon';
import { classifyPosition } from './classify';
import {
  analyseCube,
  type CubeAnalysis,
  type CubeOwner,
  cubeEfficiency,
  doubledValue,
  jacobyCentred,
  matchValuation,
  playValuation,
  type Stakes,
} from './cube';
import type { Evaluator } from './evaluator';
import { type InnerRanking, innerRanking } from './inner-ranking';
import { filterFor, LEVEL_SETTINGS, type Level } from './levels';
import type { Probabilities } from './probabilities';
import { gaussian, type RandomSource, seededRandom } from './rng';
import {
  evaluateAhead,
  rankPlays,
  type ScoredPlay,
  type SearchOptions,
  type Valuation,
} from './search';
import { VariantEvaluator } from './variant-evaluator';

/** The game around a position: variant, cube and score, from the side of the player on roll. */
export interface GameContext {
  readonly variant: VariantKey;
  readonly cubeValue: number;
  readonly owner: CubeOwner;
  readonly stakes: Stakes;
}

export const MONEY_GAME: GameContext = {
  variant: 'backgammon',
  cubeValue: 1,
  owner: 'centred',
  stakes: { kind: 'money', jacoby: false, beavers: false },
};

export interface EngineOptions {
  readonly level?: Level;
  readonly evaluator?: Evaluator;
  /** Source of the weaker levels' noise; seeded with 1 when not given. */
  readonly random?: RandomSource;
  /** A clock in milliseconds for the time budgets; without one, budgets are not enforced. */
  readonly now?: () => number;
  /**
   * Plies of the evaluation behind cube decisions instead of the level's `cubePlies`: for
   * measuring (scripts/cube-benchmark/score.ts --cube-plies), not a playing setting.
   */
  readonly cubePlies?: 0 | 1 | 2;
}

export interface Engine {
  level: Level;
  /** The chosen play, undefined when there is no legal play (the turn is lost). */
  chooseMove(position: Position, dice: Dice, context: GameContext): ScoredPlay | undefined;
  /** For the player on roll, before rolling. */
  cubeDecision(position: Position, context: GameContext): CubeAnalysis;
  /**
   * The answer to a double offered by the opponent, with `position` and `context` from the
   * taker's side (it is not on roll: the doubler is), as the web worker's cube offer gives them.
   */
  answerDouble(position: Position, context: GameContext): CubeAnalysis['response'];
  /** Static (0-ply) cubeless probabilities for the side on roll. */
  evaluate(position: Position, variant: VariantKey): Probabilities;
}

export function createEngine(options: EngineOptions = {}): Engine {
  const evaluator = options.evaluator ?? new VariantEvaluator();
  const random = options.random ?? seededRandom(1);
  const now = options.now;
  return {
    level: options.level ?? 'world-class',
    chooseMove(position, dice, context) {
      const settings = LEVEL_SETTINGS[this.level];
      const inner = innerRankingFor(context);
      const filter = filterFor(settings, classifyPosition(position));
      return rankPlays(evaluator, position, dice, {
        plies: settings.plies,
        variant: context.variant,
        valuation: valuationFor(context),
        ...(inner ? { inner } : {}),
        ...(filter ? { filter } : {}),
        ...(now ? { now, budgetMs: settings.budgetMs } : {}),
        ...playNoise(settings.noise, context, random),
      })[0];
    },
    cubeDecision(position, context) {
      const settings = LEVEL_SETTINGS[this.level];
      const plies = options.cubePlies ?? settings.cubePlies;
      const p = evaluateAhead(
        evaluator,
        position,
        context.variant,
        plies,
        innerRankingFor(context),
      );
      const analysis = analyseCube(p, { ...context, efficiency: positionEfficiency(position) });
      if (settings.noise === 0 || !analysis.mayDouble) return analysis;
      return noisyDecision(analysis, settings.noise * noiseScale(context), random);
    },
    answerDouble(position, context) {
      return this.cubeDecision(swapSides(position), doublerContext(context)).response;
    },
    evaluate: (position, variant) => evaluator.evaluate(position, variant),
  };
}

/** The cube efficiency of a position before the roll (cube.ts cubeEfficiency, gnubg's values). */
export function positionEfficiency(position: Position): number {
  const positionClass = classifyPosition(position);
  const contact = positionClass === 'contact' || positionClass === 'crashed';
  return cubeEfficiency(contact, pipCount(position.player));
}

/** The same game context seen by the other player. */
export function doublerContext(context: GameContext): GameContext {
  const owner: CubeOwner =
    context.owner === 'centred' ? 'centred' : context.owner === 'me' ? 'opponent' : 'me';
  const { stakes } = context;
  return {
    ...context,
    owner,
    stakes:
      stakes.kind === 'money'
        ? stakes
        : { ...stakes, myAway: stakes.opponentAway, opponentAway: stakes.myAway },
  };
}

/** How plays are ranked in the context (cube.ts playValuation). */
export function valuationFor(context: GameContext): Valuation {
  return playValuation(context.stakes, context.owner, context.cubeValue, context.variant);
}

/**
 * The tree's plays are ranked by the root's values too (inner-ranking.ts) wherever these are
 * not plain cubeless money equity, the search's default: in a match, and in money play under
 * the Jacoby rule with the cube centred.
 */
export function innerRankingFor(context: GameContext): InnerRanking | undefined {
  const plain = context.stakes.kind === 'money' && !jacobyCentred(context.stakes, context.owner);
  return plain ? undefined : innerRanking(valuationFor(context));
}

/**
 * The search option that adds a level's noise (standard deviation `sigma`, money points per
 * game) to each root play's value: the one home of the weaker levels' checker-play noise, also
 * used by the move benchmark (scripts/move-benchmark/score.ts --noise) to calibrate the levels.
 */
export function playNoise(
  sigma: number,
  context: GameContext,
  random: RandomSource,
): Pick<SearchOptions, 'noise'> {
  if (sigma <= 0) return {};
  const scaled = sigma * noiseScale(context);
  return { noise: () => scaled * gaussian(random) };
}

/** Noise is given in money points per game; in a match, in the value of one game's cube. */
function noiseScale(context: GameContext): number {
  if (context.stakes.kind === 'money') return 1;
  const valuation = matchValuation(context.stakes, context.cubeValue, context.variant);
  return (valuation([1, 0, 0, 0, 0]) - valuation([0, 0, 0, 0, 0])) / 2;
}

function noisyDecision(analysis: CubeAnalysis, sigma: number, random: RandomSource): CubeAnalysis {
  const noDouble = analysis.noDouble + sigma * gaussian(random);
  const doubleTake = analysis.doubleTake + sigma * gaussian(random);
  const { doublePass } = analysis;
  const double = doubledValue({ ...analysis, doubleTake }) > noDouble;
  let response: CubeAnalysis['response'] = doubleTake <= doublePass ? 'take' : 'pass';
  if (response === 'take' && analysis.response === 'beaver' && doubleTake < 0) response = 'beaver';
  return { ...analysis, noDouble, doubleTake, double, response };
}
