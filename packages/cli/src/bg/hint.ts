// `ludus bg hint POSITION_ID MATCH_ID [--plies N]` (or `--xgid XGID`): every legal play of the
// roll in the Match ID or XGID, best first, each with its cubeless equity and probabilities for
// the side that plays it, after the play. Plays are judged ply by ply under the world-class move
// filter, as GNU Backgammon's hint judges them: the plays a deeper ply did not reach follow with
// their shallower values. One JSON line (PROTOCOL.md, "Evaluation from the command line").

import { makePlay } from '@ludus/backgammon';
import {
  classifyPosition,
  cubelessEquity,
  DEFAULT_FILTER,
  filterFor,
  LEVEL_SETTINGS,
  plyRankedPlays,
  VariantEvaluator,
} from '@ludus/backgammon-engine';
import { readAnalysisArgs, refuse } from './analysis-args';
import { PLIES } from './eval';

export function runHint(args: readonly string[]): number {
  const request = readAnalysisArgs(args, [PLIES]);
  if (!request.ok) return refuse(request);
  const { position, dice, options } = request.value;
  if (!dice) {
    return refuse({ error: 'no-dice', message: 'hint needs rolled dice in the Match ID or XGID' });
  }
  const valuation = (p: Parameters<typeof cubelessEquity>[0]) => cubelessEquity(p, 'backgammon');
  const ranked = plyRankedPlays(new VariantEvaluator(), position, dice, {
    variant: 'backgammon',
    valuation,
    filter: filterFor(LEVEL_SETTINGS['world-class'], classifyPosition(position)) ?? DEFAULT_FILTER,
    plies: options.get(PLIES.flag) ?? 2,
  });
  const plays = ranked.map((judged) => ({
    play: makePlay(judged.play.steps),
    equity: judged.value,
    probabilities: judged.probabilities,
  }));
  process.stdout.write(`${JSON.stringify({ plays })}\n`);
  return 0;
}
