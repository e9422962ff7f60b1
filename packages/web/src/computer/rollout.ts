// The position page's rollouts inside its Web Workers (protocol `rollout`): the ids (and a chosen
// play) are read through the rules package as untrusted text (a refused one is an error answer
// naming the rules' code, as `position` does), and the engine plays the asked trials out
// (@ludus/backgammon-engine rollout-trials.ts), answering their exact sums.
import {
  checkersOnBoard,
  type Dice,
  type Position,
  parseMatchId,
  parsePlay,
  parsePositionId,
  swapSides,
} from '@ludus/backgammon';
import { rolloutTrials, VariantEvaluator } from '@ludus/backgammon-engine';
import type { ComputerAnswer, RolloutRequest } from './protocol';

let nets: VariantEvaluator | undefined;

/** The committed nets, decoded once per worker (the first chunk pays for it). */
function evaluator(): VariantEvaluator {
  nets ??= new VariantEvaluator();
  return nets;
}

type Start = { ok: true; position: Position } | { ok: false; message: string };

/** The position rolled out: before the roll, or after the chosen play with the opponent on roll. */
function startOf(request: RolloutRequest): Start {
  const position = parsePositionId(request.positionId.trim());
  if (!position.ok) return { ok: false, message: `${position.error}: ${position.message}` };
  const match = parseMatchId(request.matchId.trim());
  if (!match.ok) return { ok: false, message: `${match.error}: ${match.message}` };
  if (request.play === undefined) return { ok: true, position: position.value };
  const [first, second] = match.value.dice;
  if (first === 0 || second === 0) {
    return { ok: false, message: 'no-dice: the Match ID holds no roll to play' };
  }
  const dice: Dice = [first, second];
  const play = parsePlay(request.play, position.value, dice);
  if (!play.ok) return { ok: false, message: `${play.error}: ${play.message}` };
  // A play that bears off the last checker ends the game: nothing is left to roll out.
  if (checkersOnBoard(play.value.after.player) === 0) {
    return { ok: false, message: 'game-over: the play wins the game' };
  }
  return { ok: true, position: swapSides(play.value.after) };
}

export function answerRollout(request: RolloutRequest): ComputerAnswer {
  const { id } = request;
  const start = startOf(request);
  if (!start.ok) return { kind: 'error', id, message: start.message };
  const settings = {
    variant: 'backgammon' as const,
    seed: request.seed,
    varianceReduction: request.varianceReduction,
    ...(request.truncate === null ? {} : { truncate: request.truncate }),
  };
  const sums = rolloutTrials(evaluator(), start.position, settings, request.from, request.count);
  return { kind: 'rollout', id, sums };
}
