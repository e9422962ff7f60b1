// A decision's position as GNU Backgammon's Position ID and Match ID, and the link to the
// position page (#/position/<Position ID>/<Match ID>, each encoded: IDs hold `/` and `+`). Pure.
import type { AnalysisTurn, Decision, GameRecord } from '@ludus/backgammon-engine';
import {
  type Colour,
  type MatchIdDie,
  makeMatchId,
  makePositionId,
  otherColour,
} from '../backgammon/rules';

export interface DecisionIds {
  readonly positionId: string;
  readonly matchId: string;
}

function ownerOf(turn: AnalysisTurn): Colour | 'centred' {
  const { owner } = turn.context;
  if (owner === 'centred') return 'centred';
  return owner === 'me' ? turn.colour : otherColour(turn.colour);
}

/**
 * The IDs of the position a decision was made in: before the roll for a cube decision (an
 * answer: the double offered, the taker to act), with the dice for a move. Only backgammon:
 * gnubg knows no tryktrak (null).
 */
export function decisionIds(
  decision: Decision,
  turn: AnalysisTurn,
  record: GameRecord,
): DecisionIds | null {
  if (record.rules.variant !== 'backgammon') return null;
  const dice: readonly [MatchIdDie, MatchIdDie] =
    decision.kind === 'move'
      ? [Math.max(...decision.dice) as MatchIdDie, Math.min(...decision.dice) as MatchIdDie]
      : [0, 0];
  const context = decision.kind === 'move' ? (turn.roll?.context ?? turn.context) : turn.context;
  const matchId = makeMatchId({
    cubeValue: context.cubeValue,
    cubeOwner: ownerOf({ ...turn, context }),
    onRoll: decision.onRoll,
    toAct: decision.colour,
    crawford: record.match.crawford,
    gameState: 'playing',
    doubleOffered: decision.kind === 'take',
    resignation: 'none',
    dice,
    matchLength: record.match.length,
    score: record.match.score,
    jacoby: record.rules.jacoby,
  });
  return { positionId: makePositionId(decision.position), matchId };
}

/** The position page's address (helper "bg-position" builds the page). */
export function positionHref(ids: DecisionIds): string {
  return `#/position/${encodeURIComponent(ids.positionId)}/${encodeURIComponent(ids.matchId)}`;
}
