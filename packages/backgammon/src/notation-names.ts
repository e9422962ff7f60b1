// Plays in the players' own point names: tryktrak's lines 1–12 and I–XII, named the same
// whoever moves (rules file, "Tryktrak"), so that white's 24/13 is written `I/XII` and black's
// `1/12`. The names come from the variant's `pointName` hook; backgammon's names are its point
// numbers, so there this pair writes and reads exactly what makePlay/parsePlay do.

import { makePlay, type NotationError, parsePlay } from './notation';
import type { CheckerStep, Colour, Dice, Play, Position, Result, VariantKey } from './types';
import { VARIANTS } from './variants';

/** A play of `colour` as the players of `variant` write it: makePlay's text in their names. */
export function makeNamedPlay(
  steps: readonly CheckerStep[],
  colour: Colour,
  variant: VariantKey,
): string {
  const { pointName } = VARIANTS[variant];
  return makePlay(steps, variant)
    .split(' ')
    .map((part) => {
      // A repeat count like "(2)" is not a point.
      const [, path = part, repeat = ''] = /^(.*?)(\(\d+\))?$/.exec(part) ?? [];
      return path.replace(/\d+/g, (n) => pointName(Number(n), colour)) + repeat;
    })
    .join(' ');
}

/**
 * Typed point names of `colour` (any case: `I/XII 8/5`, `xii/7`) back to its point numbers
 * (`24/13 8/5`), the notation parsePlay reads; text that names no point is left for it to judge.
 */
export function namesToNumbers(text: string, colour: Colour, variant: VariantKey): string {
  const { pointName } = VARIANTS[variant];
  const numberOf = new Map<string, number>();
  for (let point = 1; point <= 24; point++) {
    numberOf.set(pointName(point, colour).toUpperCase(), point);
  }
  return text.replace(/\b([IVX]+|\d+)\b(?!\))/gi, (token, _name, offset: number, whole: string) => {
    // A repeat count like "(2)" is not a point.
    if (whole[offset - 1] === '(') return token;
    const point = numberOf.get(token.toUpperCase());
    return point === undefined ? token : String(point);
  });
}

/**
 * Reads a play of `colour` written in the names of `variant`: one of the legal plays of
 * `position` with `dice`, as parsePlay resolves it.
 */
export function parseNamedPlay(
  text: string,
  colour: Colour,
  position: Position,
  dice: Dice,
  variant: VariantKey,
): Result<Play, NotationError> {
  return parsePlay(namesToNumbers(text, colour, variant), position, dice, variant);
}
