// The backgammon/tryktrak computer inside the shared Web Worker: @ludus/backgammon-engine at the
// level the player chose. The worker only chooses; the page hands the choice to the rules
// package, which accepts it only if it is legal. Each variant's nets are decoded once per worker.
import type { VariantKey } from '@ludus/backgammon';
import {
  answerBeaver,
  bearoffDatabase,
  budgetedEngine,
  type Engine,
  type GameContext,
  standingContext,
  twoSidedBearoff,
  VariantEvaluator,
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
  return standingContext({
    variant,
    cubeValue: context.cubeValue,
    owner:
      context.owner === 'centre' ? 'centred' : context.owner === 'computer' ? 'me' : 'opponent',
    matchLength: context.matchLength,
    myScore: context.computerScore,
    opponentScore: context.opponentScore,
    crawford: context.crawford,
    jacoby: context.jacoby,
    beavers: context.beavers,
  });
}

/** The engine for one request: the level, the request's seed and budget, and a clock. */
function engineFor(request: BackgammonRequest, clock: () => number): Engine {
  evaluator ??= new VariantEvaluator();
  return budgetedEngine(
    request.level,
    { ms: request.budgetMs, now: clock, seed: request.seed },
    evaluator,
  );
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
