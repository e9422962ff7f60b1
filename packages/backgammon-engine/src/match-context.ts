// The one conversion from the match around a game to the engine's game context (engine.ts
// GameContext): from a match of the rules package (the agent, the web page), from a GNU
// Backgammon Match ID (the `ludus bg engine` protocol) and from the web worker's wire context all
// go through `standingContext`, so that the cube and the score are read the same way everywhere.

import {
  type Colour,
  type MatchIdState,
  type MatchState,
  otherColour,
  type VariantKey,
} from '@ludus/backgammon';
import type { CubeOwner } from './cube';
import type { GameContext } from './engine';

/** The cube and the score as one side ("me") sees them. */
export interface MatchStanding {
  readonly variant: VariantKey;
  readonly cubeValue: number;
  readonly owner: CubeOwner;
  /** Points to win; 0 = money play. */
  readonly matchLength: number;
  readonly myScore: number;
  readonly opponentScore: number;
  /** This game is the Crawford game (no cube in it). */
  readonly crawford: boolean;
  /** Money options (rules file: "Money-game options that users expect"). */
  readonly jacoby: boolean;
  readonly beavers: boolean;
}

/** The engine's game context of a standing, from the side it is seen by. */
export function standingContext(standing: MatchStanding): GameContext {
  const { variant, cubeValue, owner } = standing;
  if (standing.matchLength === 0) {
    const { jacoby, beavers } = standing;
    return { variant, cubeValue, owner, stakes: { kind: 'money', jacoby, beavers } };
  }
  const myAway = standing.matchLength - standing.myScore;
  const opponentAway = standing.matchLength - standing.opponentScore;
  // A side 1 away in a game that is not the Crawford game: the Crawford game has been played (or
  // the match plays without the rule); either way the cube is live for the trailer, which is
  // what the match equity table's post-Crawford values assume.
  const postCrawford = !standing.crawford && (myAway === 1 || opponentAway === 1);
  return {
    variant,
    cubeValue,
    owner,
    stakes: { kind: 'match', myAway, opponentAway, crawford: standing.crawford, postCrawford },
  };
}

function ownerFor(owner: Colour | null, me: Colour): CubeOwner {
  return owner === null ? 'centred' : owner === me ? 'me' : 'opponent';
}

/**
 * The game context of a match's current game seen by `seat`: the cube as it stands (during a
 * double, still at its old value; after a beaver, taken by the beaver), the score and the
 * match's options.
 */
export function matchContext(match: MatchState, seat: Colour): GameContext {
  const { rules, current, score } = match;
  const { cube } = current.state;
  return standingContext({
    variant: rules.variant,
    cubeValue: cube.value,
    owner: ownerFor(cube.owner, seat),
    matchLength: rules.length,
    myScore: score[seat],
    opponentScore: score[otherColour(seat)],
    crawford: current.crawford,
    jacoby: rules.jacoby,
    beavers: rules.beavers,
  });
}

/**
 * The game context of a GNU Backgammon Match ID, seen from its player on roll (the doubler when
 * a double is pending). The Match ID carries no beaver option: beavers are allowed in money
 * play when `beavers` says so.
 */
export function contextFromMatchId(
  state: MatchIdState,
  variant: VariantKey,
  beavers: boolean,
): GameContext {
  const me = state.onRoll;
  return standingContext({
    variant,
    cubeValue: state.cubeValue,
    owner: state.cubeOwner === 'centred' ? 'centred' : ownerFor(state.cubeOwner, me),
    matchLength: state.matchLength,
    myScore: state.score[me],
    opponentScore: state.score[otherColour(me)],
    crawford: state.crawford,
    jacoby: state.jacoby,
    beavers,
  });
}
