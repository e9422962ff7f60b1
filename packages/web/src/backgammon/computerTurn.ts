// What the computer does when it is to act: one request to the worker, one action back. The
// worker only chooses; the rules package checks the result like any other action.
import { LEVEL_SETTINGS } from '@ludus/backgammon-engine';
import type { ComputerClient } from '../computer/client';
import type { BackgammonLevel, MatchContext } from '../computer/protocol';
import {
  type Colour,
  type GameAction,
  type GameState,
  hasCube,
  levelMultiplier,
  matchLegalActions,
  otherColour,
  swapSides,
  winLevel,
} from './rules';
import type { Session } from './session';

/**
 * The engine starts no deeper candidate that it expects to end past the level's budget, by the
 * cost of the last one judged (search.ts), but a candidate can cost more than its estimate, so
 * the page asks for at most 1.5 s to keep a move within about 2 s.
 */
const MAX_BUDGET_MS = 1500;

export function requestBudget(level: BackgammonLevel): number {
  return Math.min(LEVEL_SETTINGS[level].budgetMs, MAX_BUDGET_MS);
}

function matchContext(session: Session, computer: Colour): MatchContext {
  const { match } = session;
  const { cube } = match.current.state;
  return {
    cubeValue: cube.value,
    owner: cube.owner === null ? 'centre' : cube.owner === computer ? 'computer' : 'opponent',
    matchLength: match.rules.length,
    computerScore: match.score[computer],
    opponentScore: match.score[otherColour(computer)],
    crawford: match.current.crawford,
    jacoby: match.rules.jacoby,
    beavers: match.rules.beavers,
  };
}

/**
 * The engine's noise seed for the computer's next decision: the session's dice seed and how far
 * the session has got, so that replaying a game (same seed, same actions) replays the computer.
 */
export function decisionSeed(session: Session): number {
  return (session.spec.seed ^ Math.imul(session.actions.length + 1, 0x9e3779b1)) >>> 0;
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
  level: BackgammonLevel,
  client: ComputerClient,
): Promise<GameAction | null> {
  const state = session.match.current.state;
  const { phase } = state;
  const game = state.rules.variant;
  const legal = matchLegalActions(session.match);
  const common = {
    level,
    budgetMs: requestBudget(level),
    seed: decisionSeed(session),
    context: matchContext(session, computer),
  };
  switch (phase.kind) {
    case 'rolling': {
      const canDouble = legal.some((a) => a.kind === 'double');
      if (!canDouble || !hasCube(game)) return { kind: 'roll' };
      const answer = await client.ask({
        kind: 'double-decision',
        game,
        position: state.position,
        ...common,
      });
      return answer.kind === 'double-decision' && answer.double
        ? { kind: 'double' }
        : { kind: 'roll' };
    }
    case 'moving': {
      const answer = await client.ask({
        kind: 'move',
        game,
        position: state.position,
        dice: phase.dice,
        ...common,
      });
      if (answer.kind !== 'backgammon-move' || !answer.play) {
        throw new Error('the computer answered a move request without a play');
      }
      return { kind: 'move', play: answer.play };
    }
    case 'doubled':
    case 'beavered': {
      if (!hasCube(game)) return { kind: 'take' };
      // After a double the doubler is on roll and the computer answers from its own side; after
      // a beaver the computer is the doubler, on roll, answering the beaver's redouble.
      const answer = await client.ask({
        kind: 'cube-offer',
        game,
        offered: phase.kind === 'doubled' ? 'double' : 'beaver',
        position: phase.kind === 'doubled' ? swapSides(state.position) : state.position,
        ...common,
      });
      const response = answer.kind === 'cube-response' ? answer.response : 'take';
      if (response === 'pass') return { kind: 'pass' };
      // A beaver only when the game allows one here; otherwise the engine's take stands.
      if (response === 'beaver' && legal.some((a) => a.kind === 'beaver'))
        return { kind: 'beaver' };
      return { kind: 'take' };
    }
    case 'resigning':
      return acceptsResignation(state, phase.level) ? { kind: 'accept' } : { kind: 'reject' };
    case 'opening':
    case 'over':
      return null;
  }
}
