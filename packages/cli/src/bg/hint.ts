// `ludus bg hint POSITION_ID MATCH_ID [--plies N]` (or `--xgid XGID`): every legal play of the
// roll in the Match ID or XGID, best first, each with its cubeless equity and probabilities for
// the side that plays it, after the play (analysis.ts `hintList`). One JSON line (PROTOCOL.md,
// "Evaluation from the command line").

import { PLIES, readAnalysisArgs, refuse } from './analysis-args';

export async function runHint(args: readonly string[]): Promise<number> {
  const request = readAnalysisArgs(args, [PLIES]);
  if (!request.ok) return refuse(request);
  const { position, dice, options } = request.value;
  if (!dice) {
    return refuse({ error: 'no-dice', message: 'hint needs rolled dice in the Match ID or XGID' });
  }
  const { hintList } = await import('./analysis');
  const plays = hintList(position, dice, options.get(PLIES.flag) ?? PLIES.fallback ?? 2);
  process.stdout.write(`${JSON.stringify({ plays })}\n`);
  return 0;
}
