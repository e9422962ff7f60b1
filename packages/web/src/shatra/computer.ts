// PLACEHOLDER (task D2 replaces this file): the Shatra computer inside the shared worker.
import type { ComputerAnswer, DrawOfferRequest, ShatraMoveRequest } from '../computer/protocol';

export function answerShatra(request: ShatraMoveRequest | DrawOfferRequest): ComputerAnswer {
  return { kind: 'error', id: request.id, message: 'the Shatra computer is not built yet' };
}
