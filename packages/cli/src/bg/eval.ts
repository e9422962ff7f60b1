// `ludus bg eval POSITION_ID MATCH_ID [--plies N]` (or `--xgid XGID`): the cubeless
// probabilities and equity of the position for the side on roll, before its roll, as GNU
// Backgammon's `eval` gives them — dice in the Match ID or XGID are ignored, as gnubg's `eval`
// ignores them. One JSON line (PROTOCOL.md, "Evaluation from the command line").

import type { Position } from '@ludus/backgammon';
import {
  cubelessEquity,
  evaluateAhead,
  type Probabilities,
  VariantEvaluator,
} from '@ludus/backgammon-engine';
import { type NumberOption, readAnalysisArgs, refuse } from './analysis-args';

/** 2-ply by default: about 0.2 s of evaluation on one core (docs/benchmarks.md). */
export const PLIES: NumberOption = { flag: '--plies', min: 0, max: 3, fallback: 2 };

let committed: VariantEvaluator | undefined;

/** The committed nets, decoded once per process. */
export function committedEvaluator(): VariantEvaluator {
  committed ??= new VariantEvaluator();
  return committed;
}

/** What `eval` prints for a position (side on roll, before its roll). */
export function evaluation(
  position: Position,
  plies: number,
): { probabilities: Probabilities; equity: number } {
  const probabilities = evaluateAhead(committedEvaluator(), position, 'backgammon', plies);
  return { probabilities, equity: cubelessEquity(probabilities, 'backgammon') };
}

export function runEval(args: readonly string[]): number {
  const request = readAnalysisArgs(args, [PLIES]);
  if (!request.ok) return refuse(request);
  const plies = request.value.options.get(PLIES.flag) ?? 2;
  process.stdout.write(`${JSON.stringify(evaluation(request.value.position, plies))}\n`);
  return 0;
}
