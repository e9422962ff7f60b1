// What the computer does when it is to act: one request to the worker, one action back. The
// worker only chooses; the rules package checks the result like any other action.
import type { ComputerClient } from '../computer/client';
import type { CubeContext, Level } from '../computer/protocol';
import {
  type Colour,
  type GameAction,
  type GameState,
  levelMultiplier,
  matchLegalActions,
  otherColour,
  swapSides,
  winLevel,
} from './rules';
import type { Session } from './session';

const BUDGET_MS = 1500;

function cubeContext(session: Session, computer: Colour): CubeContext {
  const { match } = session;
  const { cube } = match.current.state;
  return {
    cubeValue: cube.value,
    owner: cube.owner === null ? 'centre' : cube.owner === computer ? 'computer' : 'opponent',
    matchLength: match.rules.length,
    computerScore: match.score[computer],
    opponentScore: match.score[otherColour(computer)],
    crawford: match.current.crawford,
  };
}

/**
 * A resignation offer is accepted when it gives at least what the game would be worth if the
 * resigning side's checkers stayed where they are now (a simple, honest rule).
 */
function acceptsResignation(state: GameState, offered: string): boolean {
  const resigner = state.phase.kind === 'resigning' ? state.phase.by : state.turn;
  const side = resigner === state.turn ? state.position.player : state.position.opponent;
  const now = winLevel(state.rules.variant, side).multiplier;
  const offer = levelMultiplier(state.rules.variant, offered as never) ?? 0;
  return offer >= now;
}

/** The computer's next action, or null when it is not the computer's move. */
export async function computerAction(
  session: Session,
  computer: Colour,
  level: Level,
  client: ComputerClient,
): Promise<GameAction | null> {
  const state = session.match.current.state;
  const { phase } = state;
  const game = state.rules.variant;
  switch (phase.kind) {
    case 'rolling': {
      const canDouble = matchLegalActions(session.match).some((a) => a.kind === 'double');
      if (!canDouble || game !== 'backgammon') return { kind: 'roll' };
      const answer = await client.ask({
        kind: 'double-decision',
        game,
        level,
        budgetMs: BUDGET_MS,
        position: state.position,
        cube: cubeContext(session, computer),
      });
      return answer.kind === 'double-decision' && answer.double
        ? { kind: 'double' }
        : { kind: 'roll' };
    }
    case 'moving': {
      const answer = await client.ask({
        kind: 'move',
        game,
        level,
        budgetMs: BUDGET_MS,
        position: state.position,
        dice: phase.dice,
      });
      if (answer.kind !== 'backgammon-move' || !answer.play) {
        throw new Error('the computer answered a move request without a play');
      }
      return { kind: 'move', play: answer.play };
    }
    case 'doubled': {
      if (game !== 'backgammon') return { kind: 'take' };
      const answer = await client.ask({
        kind: 'cube-offer',
        game,
        level,
        budgetMs: BUDGET_MS,
        position: swapSides(state.position),
        cube: cubeContext(session, computer),
      });
      return answer.kind === 'cube-response' && answer.response === 'pass'
        ? { kind: 'pass' }
        : { kind: 'take' };
    }
    case 'beavered': {
      // The computer doubled and was beavered: it now takes or passes, seen from its own side.
      const answer = await client.ask({
        kind: 'cube-offer',
        game: 'backgammon',
        level,
        budgetMs: BUDGET_MS,
        position: state.position,
        cube: cubeContext(session, computer),
      });
      return answer.kind === 'cube-response' && answer.response === 'pass'
        ? { kind: 'pass' }
        : { kind: 'take' };
    }
    case 'resigning':
      return acceptsResignation(state, phase.level) ? { kind: 'accept' } : { kind: 'reject' };
    case 'opening':
    case 'over':
      return null;
  }
}
