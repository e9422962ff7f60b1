// The computer's Web Worker: one entry for every game, dispatching on `game`.

import type { BackgammonView, ShatraView } from '@ludus/session';
import { answerAnalysis } from './analysis';
import { decideBackgammon, prepareBackgammon } from './backgammon';
import { answerHint } from './hint';
import { answerPosition } from './position';
import type { ComputerAnswer, ComputerRequest } from './protocol';
import { isComputerRequest } from './protocol';
import { answerRollout } from './rollout';
import { decideShatra } from './shatra';
import { answerShatraAnalysis } from './shatraAnalysis';

interface WorkerScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: ComputerAnswer): void;
}
const scope = self as unknown as WorkerScope;

/** A computer seat's intent: each game's agent, on the request's budget and seed. */
function answerDecide(request: Extract<ComputerRequest, { kind: 'decide' }>): ComputerAnswer {
  const { view, level, seed, budgetMs: ms } = request;
  const intent =
    view.spec.game === 'shatra'
      ? decideShatra(view as ShatraView, level, { ms, seed })
      : decideBackgammon(view as BackgammonView, level, { ms, seed });
  return { kind: 'intent', id: request.id, intent };
}

function answer(request: ComputerRequest): ComputerAnswer {
  switch (request.kind) {
    case 'decide':
      return answerDecide(request);
    case 'analyse':
      return request.game === 'shatra' ? answerShatraAnalysis(request) : answerAnalysis(request);
    case 'hint':
      return answerHint(request);
    case 'position':
      return answerPosition(request);
    case 'rollout':
      return answerRollout(request);
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  if (!isComputerRequest(request)) {
    const id =
      typeof (request as { id?: unknown })?.id === 'number' ? (request as { id: number }).id : -1;
    scope.postMessage({ kind: 'error', id, message: 'malformed request' });
    return;
  }
  try {
    scope.postMessage(answer(request));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    scope.postMessage({ kind: 'error', id: request.id, message });
  }
  // After the answer is out, while the player thinks.
  const { game } = request;
  if (game !== 'shatra') setTimeout(() => prepareBackgammon(game), 0);
};
