// `ludus bg eval POSITION_ID MATCH_ID [--plies N]` (or `--xgid XGID`): the cubeless
// probabilities and equity of the position for the side on roll, before its roll, as GNU
// Backgammon's `eval` gives them: dice in the Match ID or XGID are ignored, as gnubg's `eval`
// ignores them. One JSON line (PROTOCOL.md, "Evaluation from the command line").

import { PLIES, readAnalysisArgs, refuse } from './analysis-args';

export async function runEval(args: readonly string[]): Promise<number> {
  const request = readAnalysisArgs(args, [PLIES]);
  if (!request.ok) return refuse(request);
  const { evaluation } = await import('./analysis');
  const plies = request.value.options.get(PLIES.flag) ?? PLIES.fallback ?? 2;
  process.stdout.write(`${JSON.stringify(evaluation(request.value.position, plies))}\n`);
  return 0;
}
