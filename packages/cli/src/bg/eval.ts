// `ludus bg eval POSITION_ID MATCH_ID [--plies N]` (or `--xgid XGID`): the cubeless
// probabilities and equity of the position for the side on roll, before its roll, as GNU
// Backgammon's `eval` gives them — dice in the Match ID or XGID are ignored, as gnubg's `eval`
// ignores them. One JSON line (PROTOCOL.md, "Evaluation from the command line").

import { cubelessEquity, evaluateAhead, VariantEvaluator } from '@ludus/backgammon-engine';
import { type NumberOption, readAnalysisArgs, refuse } from './analysis-args';

/** 2-ply by default: within about a second on one core (docs/benchmarks.md). */
export const PLIES: NumberOption = { flag: '--plies', min: 0, max: 3, fallback: 2 };

export function runEval(args: readonly string[]): number {
  const request = readAnalysisArgs(args, [PLIES]);
  if (!request.ok) return refuse(request);
  const plies = request.value.options.get(PLIES.flag) ?? 2;
  const probabilities = evaluateAhead(
    new VariantEvaluator(),
    request.value.position,
    'backgammon',
    plies,
  );
  const equity = cubelessEquity(probabilities, 'backgammon');
  process.stdout.write(`${JSON.stringify({ probabilities, equity })}\n`);
  return 0;
}
