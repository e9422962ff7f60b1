// The position page's rollouts inside its Web Workers (protocol `rollout`): the ids are read
// through the rules package as untrusted text (a refused id is an error answer naming the rules'
// code, as `position` does), and the engine plays the asked trials out
// (@ludus/backgammon-engine rollout-trials.ts), answering their exact sums.
import { parseMatchId, parsePositionId } from '@ludus/backgammon';
import { rolloutTrials, VariantEvaluator } from '@ludus/backgammon-engine';
import type { ComputerAnswer, RolloutRequest } from './protocol';

let nets: VariantEvaluator | undefined;

/** The committed nets, decoded once per worker (the first chunk pays for it). */
function evaluator(): VariantEvaluator {
  nets ??= new VariantEvaluator();
  return nets;
}

export function answerRollout(request: RolloutRequest): ComputerAnswer {
  const { id } = request;
  const position = parsePositionId(request.positionId.trim());
  if (!position.ok) return { kind: 'error', id, message: `${position.error}: ${position.message}` };
  // The Match ID is checked as `position` checks it; the rollout is cubeless and before the
  // roll, so nothing else of it is read.
  const match = parseMatchId(request.matchId.trim());
  if (!match.ok) return { kind: 'error', id, message: `${match.error}: ${match.message}` };
  const settings = {
    variant: 'backgammon' as const,
    seed: request.seed,
    varianceReduction: request.varianceReduction,
    ...(request.truncate === null ? {} : { truncate: request.truncate }),
  };
  const sums = rolloutTrials(evaluator(), position.value, settings, request.from, request.count);
  return { kind: 'rollout', id, sums };
}
