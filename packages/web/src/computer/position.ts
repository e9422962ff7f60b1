// The position page's analysis inside the shared Web Worker (protocol `position`): the ids are
// read through the rules package, as untrusted text (a refused id is an error answer, naming
// what was wrong), and the engine analyses the position at the requested depth
// (@ludus/backgammon-engine position-analysis.ts).
import type { Dice } from '@ludus/backgammon';
import { parseMatchId, parsePositionId } from '@ludus/backgammon';
import { analysePosition, contextFromMatchId } from '@ludus/backgammon-engine';
import type { ComputerAnswer, PositionRequest } from './protocol';

export function answerPosition(
  request: PositionRequest,
  clock: () => number = () => performance.now(),
): ComputerAnswer {
  const { id } = request;
  const position = parsePositionId(request.positionId.trim());
  if (!position.ok) return { kind: 'error', id, message: `${position.error}: ${position.message}` };
  const match = parseMatchId(request.matchId);
  if (!match.ok) return { kind: 'error', id, message: `${match.error}: ${match.message}` };
  const [first, second] = match.value.dice;
  const dice: Dice | null = first === 0 || second === 0 ? null : [first, second];
  const context = contextFromMatchId(match.value, 'backgammon', request.beavers);
  const analysis = analysePosition(
    { position: position.value, dice, context, plies: request.plies },
    { now: clock, budgetMs: request.budgetMs },
  );
  return { kind: 'position', id, analysis };
}
