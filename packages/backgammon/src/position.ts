// Validated positions: made only by `startPosition` and `fromSetup` (house style: unvalidated
// `Setup` vs validated `Position`). A position is always seen from the side on roll, in GNU
// Backgammon's layout (types.ts): the player's point p and the opponent's point 25 − p are the
// same physical point.

import { err } from '@ludus/core';
import type { Position, Result, Setup, SideBoard, VariantKey } from './types';
import { BAR } from './types';
import { variantOf } from './variants';

export type SetupError =
  | 'wrong-length'
  | 'bad-count'
  | 'too-many-checkers'
  | 'no-checkers'
  | 'shared-point';

/** Board cells per side: points 1..24 and the bar. */
export const SIDE_CELLS = 25;

export function startPosition(variant: VariantKey = 'backgammon'): Position {
  const start = variantOf(variant).start;
  return { player: start, opponent: start };
}

/**
 * Checks a setup and makes it a position. Fewer checkers than the variant's count on the board
 * means the rest are borne off (as in a Position ID); a side with none left means the game is
 * over, which no position on roll can be.
 */
export function fromSetup(
  setup: Setup,
  variant: VariantKey = 'backgammon',
): Result<Position, SetupError> {
  const perSide = variantOf(variant).checkersPerSide;
  for (const [name, side] of [
    ['player', setup.player],
    ['opponent', setup.opponent],
  ] as const) {
    if (side.length !== SIDE_CELLS) {
      return err('wrong-length', `the ${name}'s board has ${side.length} cells, not 25`);
    }
    if (!side.every((n) => Number.isInteger(n) && n >= 0)) {
      return err('bad-count', `the ${name}'s board holds a count that is not a whole number ≥ 0`);
    }
    const total = checkersOnBoard(side);
    if (total > perSide) {
      return err('too-many-checkers', `the ${name} has ${total} checkers, more than ${perSide}`);
    }
    if (total === 0) {
      return err('no-checkers', `the ${name} has no checker left: the game is over`);
    }
  }
  for (let point = 1; point <= 24; point++) {
    if ((setup.player[point - 1] ?? 0) > 0 && (setup.opponent[24 - point] ?? 0) > 0) {
      return err('shared-point', `both sides have checkers on the player's point ${point}`);
    }
  }
  return {
    ok: true,
    value: {
      player: Object.freeze([...setup.player]),
      opponent: Object.freeze([...setup.opponent]),
    },
  };
}

/** The same position seen by the other side: after a play, the opponent is on roll. */
export function swapSides(position: Position): Position {
  return { player: position.opponent, opponent: position.player };
}

/** Checkers of one side still on the board (points and bar). */
export function checkersOnBoard(side: SideBoard): number {
  let total = 0;
  for (const n of side) total += n;
  return total;
}

/** The pip count: the sum, over the side's checkers, of the points each still has to travel. */
export function pipCount(side: SideBoard): number {
  let pips = 0;
  for (let i = 0; i < SIDE_CELLS; i++) pips += (side[i] ?? 0) * (i + 1);
  return pips;
}

/** Checkers of this side already borne off. */
export function borneOff(side: SideBoard, variant: VariantKey = 'backgammon'): number {
  return variantOf(variant).checkersPerSide - checkersOnBoard(side);
}

/** Checkers of this side on the bar. */
export function onBar(side: SideBoard): number {
  return side[BAR - 1] ?? 0;
}

/** A compact string that is equal for equal positions (a map key). */
export function positionKey(position: Position): string {
  return String.fromCharCode(...position.player, ...position.opponent.map((n) => n + 32));
}

export function samePosition(a: Position, b: Position): boolean {
  for (let i = 0; i < SIDE_CELLS; i++) {
    if (a.player[i] !== b.player[i] || a.opponent[i] !== b.opponent[i]) return false;
  }
  return true;
}
