// The post-game analysis inside the shared Web Worker: one turn of a finished game per request
// (see AnalyseRequest), with @ludus/backgammon-engine's analysis at its own depths (checker play
// 2-ply with world-class's filter unless the request names another depth, cube 1-ply, luck
// 0-ply; ANALYSIS_PLIES).
import { analyseTurnWithFigures, analysisTurns, VariantEvaluator } from '@ludus/backgammon-engine';
import type { AnalyseRequest, ComputerAnswer } from './protocol';

// The engine's own evaluator: each variant's nets (tryktrak has its own), as the computer plays.
let evaluator: VariantEvaluator | undefined;

export function answerAnalysis(request: AnalyseRequest): ComputerAnswer {
  const { id, record } = request;
  if (record.rules?.variant !== request.game) {
    return { kind: 'error', id, message: `the record is not a ${request.game} game` };
  }
  const turns = analysisTurns(record);
  if (!turns.ok) return { kind: 'error', id, message: turns.message };
  const turn = turns.value[request.turn];
  if (!turn && request.turn > 0) {
    return { kind: 'error', id, message: `the game has no turn ${request.turn + 1}` };
  }
  evaluator ??= new VariantEvaluator();
  if (!turn) return { kind: 'analysis', id, turns: 0, decisions: [] };
  const { decisions, figures } = analyseTurnWithFigures(evaluator, turn, request.plies);
  return { kind: 'analysis', id, turns: turns.value.length, decisions, figures };
}
