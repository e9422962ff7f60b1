// Match ID fields for tests, written as what differs from a plain money game: the tests of this
// package and of the engine name only the fields their case is about.

import type { MatchIdState } from '../../src/match-id';

/**
 * A money game in play before the first roll: cube 1 in the centre, White on roll and to act,
 * no double or resignation offered, score 0-0, Jacoby off; then `fields` over it.
 */
export function matchIdState(fields: Partial<MatchIdState> = {}): MatchIdState {
  return {
    cubeValue: 1,
    cubeOwner: 'centred',
    onRoll: 'white',
    toAct: 'white',
    crawford: false,
    gameState: 'playing',
    doubleOffered: false,
    resignation: 'none',
    dice: [0, 0],
    matchLength: 0,
    score: { white: 0, black: 0 },
    jacoby: false,
    ...fields,
  };
}
