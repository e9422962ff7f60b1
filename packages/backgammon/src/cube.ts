// The doubling cube (rules file, "Backgammon", Doubling cube). The rules engine of checkers knows
// nothing of it; games combine the two.

import type { Colour } from './types';

/** "Cube values 1, 2, 4, …, 64": no double beyond 64. */
export const MAX_CUBE = 64;

export interface Cube {
  readonly value: number;
  /** null while the cube is centred. */
  readonly owner: Colour | null;
}

export const CENTRED_CUBE: Cube = { value: 1, owner: null };

export function otherColour(colour: Colour): Colour {
  return colour === 'white' ? 'black' : 'white';
}

/** The owner may double, or either player while the cube is centred; never beyond 64. */
export function mayDouble(cube: Cube, colour: Colour): boolean {
  return (cube.owner === null || cube.owner === colour) && cube.value * 2 <= MAX_CUBE;
}

/** A take: the cube doubles and passes to the taker. */
export function takenCube(cube: Cube, taker: Colour): Cube {
  return { value: cube.value * 2, owner: taker };
}

/** A beaver takes and redoubles at once, so it needs room for two doublings within the cap. */
export function mayBeaver(cube: Cube): boolean {
  return cube.value * 4 <= MAX_CUBE;
}
