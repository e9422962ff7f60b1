// `ludus bg hint POSITION_ID MATCH_ID [--plies N]` (or `--xgid XGID`): every legal play of the
// roll in the Match ID or XGID, best first, each with its cubeless equity and probabilities for
// the side that plays it, after the play. Plays are judged ply by ply under the world-class move
// filter, as GNU Backgammon's hint judges them: the plays a deeper ply did not reach follow with
// their shallower values. One JSON line (PROTOCOL.md, "Evaluation from the command line").

import { type Dice, makePlay, type Position } from '@ludus/backgammon';
import {
  classifyPosition,
  cubelessEquity,
  DEFAULT_FILTER,
  filterFor,
  LEVEL_SETTINGS,
  type Probabilities,
  plyRankedPlays,
} from '@ludus/backgammon-engine';
import { readAnalysisArgs, refuse } from './analysis-args';
import { committedEvaluator, PLIES } from './eval';

export interface HintedPlay {
  readonly play: string;
  readonly equity: number;
  readonly probabilities: Probabilities;
}

/** What `hint` prints: every legal play, best first (none when the turn is lost). */
export function hintList(position: Position, dice: Dice, plies: number): HintedPlay[] {
  const ranked = plyRankedPlays(committedEvaluator(), position, dice, {
    variant: 'backgammon',
    valuation: (p) => cubelessEquity(p, 'backgammon'),
    filter: filterFor(LEVEL_SETTINGS['world-class'], classifyPosition(position)) ?? DEFAULT_FILTER,
    plies,
  });
  return ranked.map((judged) => ({
    play: makePlay(judged.play.steps),
    equity: judged.value,
    probabilities: judged.probabilities,
  }));
}

export function runHint(args: readonly string[]): number {
  const request = readAnalysisArgs(args, [PLIES]);
  if (!request.ok) return refuse(request);
  const { position, dice, options } = request.value;
  if (!dice) {
    return refuse({ error: 'no-dice', message: 'hint needs rolled dice in the Match ID or XGID' });
  }
  const plays = hintList(position, dice, options.get(PLIES.flag) ?? 2);
  process.stdout.write(`${JSON.stringify({ plays })}\n`);
  return 0;
}
