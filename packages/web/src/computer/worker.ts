// The computer's Web Worker: one entry for every game, dispatching on `game`.

import { answerShatra } from '../shatra/computer';
import { answerAnalysis } from './analysis';
import { answerBackgammon, prepareBackgammon } from './backgammon';
import type { ComputerAnswer, ComputerRequest } from './protocol';
import { isComputerRequest } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: ComputerAnswer): void;
}
const scope = self as unknown as WorkerScope;

function answer(request: ComputerRequest): ComputerAnswer {
  switch (request.game) {
    case 'backgammon':
    case 'tryktrak':
      return request.kind === 'analyse' ? answerAnalysis(request) : answerBackgammon(request);
    case 'shatra':
      return answerShatra(request);
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
  if (request.game !== 'shatra') setTimeout(() => prepareBackgammon(request.game), 0);
};
