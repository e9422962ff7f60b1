// The position page's rollouts inside its Web Workers (protocol `rollout`): the ids (and a chosen
// play) are read through the rules package as untrusted text (a refused one is an error answer
// naming the rules' code, as `position` does), and the engine plays the asked trials out
// (@ludus/backgammon-engine rollout-trials.ts), answering their exact sums. Cubeful, the cube and
// score are the Match ID's, seen from the side on roll of what is rolled out (the opponent after
// a chosen play); a cube action is refused where that side may not double.
import {
  checkersOnBoard,
  type Dice,
  type Position,
  parseMatchId,
  parsePlay,
  parsePositionId,
  swapSides,
} from '@ludus/backgammon';
import {
  CUBE_ACTION_STARTS,
  contextFromMatchId,
  doublerContext,
  type GameContext,
  mayDoubleIn,
  type RolloutCube,
  rolloutTrials,
  VariantEvaluator,
} from '@ludus/backgammon-engine';
import type { ComputerAnswer, RolloutRequest } from './protocol';

let nets: VariantEvaluator | undefined;

/** The committed nets, decoded once per worker (the first chunk pays for it). */
function evaluator(): VariantEvaluator {
  nets ??= new VariantEvaluator();
  return nets;
}

type Start =
  | { ok: true; position: Position; context: GameContext }
  | { ok: false; message: string };

/** The position rolled out: before the roll, or after the chosen play with the opponent on roll. */
function startOf(request: RolloutRequest): Start {
  const position = parsePositionId(request.positionId.trim());
  if (!position.ok) return { ok: false, message: `${position.error}: ${position.message}` };
  const match = parseMatchId(request.matchId.trim());
  if (!match.ok) return { ok: false, message: `${match.error}: ${match.message}` };
  // Beavers are not rolled out (rollout-cube.ts); the Match ID's Jacoby rule is.
  const context = contextFromMatchId(match.value, 'backgammon', false);
  if (request.play === undefined) return { ok: true, position: position.value, context };
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
  return { ok: true, position: swapSides(play.value.after), context: doublerContext(context) };
}

/** The cubes a request follows: none (cubeless), the live cube, or a cube action's two. */
function cubeOf(request: RolloutRequest, context: GameContext): RolloutCube | undefined {
  if (request.cubeful !== true) return undefined;
  return { context, starts: request.cubeAction === true ? CUBE_ACTION_STARTS : ['free'] };
}

export function answerRollout(request: RolloutRequest): ComputerAnswer {
  const { id } = request;
  const start = startOf(request);
  if (!start.ok) return { kind: 'error', id, message: start.message };
  if (request.cubeAction === true && !mayDoubleIn(start.context)) {
    return { kind: 'error', id, message: 'no-cube-action: the side on roll may not double here' };
  }
  const cube = cubeOf(request, start.context);
  const settings = {
    variant: 'backgammon' as const,
    seed: request.seed,
    varianceReduction: request.varianceReduction,
    ...(request.truncate === null ? {} : { truncate: request.truncate }),
    ...(cube ? { cube } : {}),
  };
  const sums = rolloutTrials(evaluator(), start.position, settings, request.from, request.count);
  return { kind: 'rollout', id, sums };
}
