// What `ludus bg eval | hint | rollout` compute, over the committed nets (PROTOCOL.md,
// "Evaluation from the command line"). Loaded only once the arguments are accepted, so that a
// refusal never pays for decoding the nets.

import { type Dice, makePlay, type Position } from '@ludus/backgammon';
import {
  classifyPosition,
  cubelessEquity,
  DEFAULT_FILTER,
  evaluateAhead,
  filterFor,
  LEVEL_SETTINGS,
  type Probabilities,
  plyRankedPlays,
  type RolloutResult,
  rolloutResult,
  rolloutTrials,
  VariantEvaluator,
} from '@ludus/backgammon-engine';

let committed: VariantEvaluator | undefined;

/** The committed nets, decoded once per process. */
function committedEvaluator(): VariantEvaluator {
  committed ??= new VariantEvaluator();
  return committed;
}

/**
 * What `eval` prints: the cubeless probabilities and equity for the side on roll, before its
 * roll, looking `plies` rolls ahead.
 */
export function evaluation(
  position: Position,
  plies: number,
): { probabilities: Probabilities; equity: number } {
  const probabilities = evaluateAhead(committedEvaluator(), position, 'backgammon', plies);
  return { probabilities, equity: cubelessEquity(probabilities, 'backgammon') };
}

export interface HintedPlay {
  readonly play: string;
  readonly equity: number;
  readonly probabilities: Probabilities;
}

/**
 * What `hint` prints: every legal play (none when the turn is lost), judged ply by ply under the
 * world-class move filter, best first; the plays a deeper ply did not reach follow with their
 * shallower values, as GNU Backgammon's hint lists them. Cubeless, for the side that plays.
 */
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

/** What `rollout` prints: trials 0 … trials − 1 of the seed's rollout, in this one thread. */
export function rollout(
  position: Position,
  trials: number,
  seed: number,
  truncate: number | undefined,
): RolloutResult {
  const settings = {
    variant: 'backgammon' as const,
    seed,
    ...(truncate === undefined ? {} : { truncate }),
  };
  const sums = rolloutTrials(committedEvaluator(), position, settings, 0, trials);
  return rolloutResult(sums, 'backgammon');
}
