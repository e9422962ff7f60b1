// The backgammon/tryktrak computer inside the shared Web Worker: @ludus/backgammon-engine at the
// level the player chose. The worker only chooses; the page hands the choice to the rules
// package, which accepts it only if it is legal. Each variant's nets are decoded once per worker.
import type { Position, VariantKey } from '@ludus/backgammon';
import {
  bearoffDatabase,
  createEngine,
  type Engine,
  type GameContext,
  LEVEL_SETTINGS,
  seededRandom,
  twoSidedBearoff,
  VariantEvaluator,
  worthFunction,
} from '@ludus/backgammon-engine';
import type {
  BackgammonMoveRequest,
  ComputerAnswer,
  CubeOfferRequest,
  DoubleDecisionRequest,
  MatchContext,
} from './protocol';

export type BackgammonRequest = BackgammonMoveRequest | CubeOfferRequest | DoubleDecisionRequest;

// Backgammon positions go to the backgammon nets, tryktrak positions to the nets trained under
// the tryktrak rules (decoded on the first tryktrak request only).
let evaluator: VariantEvaluator | undefined;

/** The page's match context, from the computer's side, as the engine's game context. */
export function engineContext(variant: VariantKey, context: MatchContext): GameContext {
  const { cubeValue } = context;
  const owner =
    context.owner === 'centre' ? 'centred' : context.owner === 'computer' ? 'me' : 'opponent';
  if (context.matchLength === 0) {
    const stakes = { kind: 'money', jacoby: context.jacoby, beavers: context.beavers } as const;
    return { variant, cubeValue, owner, stakes };
  }
  const myAway = context.matchLength - context.computerScore;
  const opponentAway = context.matchLength - context.opponentScore;
  // Matches here always play the Crawford rule (defaultMatchRules): a side already 1 away in a
  // game that is not the Crawford game means the Crawford game has been played.
  const postCrawford = !context.crawford && (myAway === 1 || opponentAway === 1);
  return {
    variant,
    cubeValue,
    owner,
    stakes: { kind: 'match', myAway, opponentAway, crawford: context.crawford, postCrawford },
  };
}

/**
 * The engine for one request: the level's settings, noise seeded from the request, and a clock.
 * The engine enforces its level's own move budget on the clock it is given; the clock runs
 * faster when the request allows less, so the search stops within the smaller of the two.
 */
function engineFor(request: BackgammonRequest, clock: () => number): Engine {
  evaluator ??= new VariantEvaluator();
  const levelBudget = LEVEL_SETTINGS[request.level].budgetMs;
  const speed = Math.max(1, levelBudget / Math.max(1, request.budgetMs));
  return createEngine({
    level: request.level,
    evaluator,
    random: seededRandom(request.seed),
    now: () => clock() * speed,
  });
}

/**
 * The computer doubled and was beavered: the cube stands at 2c, owned by the beaver. Taking
 * plays on at 4c with the beaver owning the cube, which is the "double, take" value the engine
 * computes for the computer at a cube of 2c; passing loses 2c (rules file, Doubling cube, and
 * game.ts answerBeaver).
 */
function answerBeaver(engine: Engine, position: Position, context: GameContext): 'take' | 'pass' {
  const analysis = engine.cubeDecision(position, context);
  return analysis.doubleTake >= worthFunction(context.stakes)(-context.cubeValue) ? 'take' : 'pass';
}

/**
 * Work worth doing between requests: the variant's bear-off databases (one-sided about 1.6 s,
 * two-sided about 0.4–1 s) take a while to build
 * on first use, which would otherwise land on the first bear-off move's budget.
 */
export function prepareBackgammon(variant: VariantKey): void {
  bearoffDatabase(variant);
  twoSidedBearoff(variant);
}

export function answerBackgammon(
  request: BackgammonRequest,
  clock: () => number = () => performance.now(),
): ComputerAnswer {
  const engine = engineFor(request, clock);
  const context = engineContext(request.game, request.context);
  switch (request.kind) {
    case 'move': {
      const chosen = engine.chooseMove(request.position, request.dice, context);
      return { kind: 'backgammon-move', id: request.id, play: chosen?.play ?? null };
    }
    case 'double-decision': {
      const { double } = engine.cubeDecision(request.position, context);
      return { kind: 'double-decision', id: request.id, double };
    }
    case 'cube-offer': {
      const response =
        request.offered === 'double'
          ? engine.answerDouble(request.position, context)
          : answerBeaver(engine, request.position, context);
      return { kind: 'cube-response', id: request.id, response };
    }
  }
}
