// The values of GNU Backgammon's move properties (`B[…]`, `W[…]`, `DI[…]`): `double`, `take`,
// `drop`, or the dice and the checker steps, e.g. `63aggj`. A point is one letter on one fixed
// board: `a`…`x` are the first player's (W's) points 1…24, which are the second player's (B's)
// 24…1; `y` is the bar, `z` off the board. So W's 24/18 is `xr`, B's 24/18 is `ag`.

import type { CheckerStep, Colour, Die } from './types';

export type SgfMoveValue =
  | { readonly kind: 'double' | 'take' | 'drop' }
  | { readonly kind: 'move'; readonly dice: readonly [Die, Die]; readonly steps: CheckerStep[] };

export type SgfMoveProblem = 'no-dice' | 'bad-value';

const LETTER_A = 'a'.charCodeAt(0);

/** A letter as a point of the mover's own numbering (bar 25, off 0); null if no point. */
function pointOf(letter: string, side: Colour): number | null {
  if (letter === 'y') return 25;
  if (letter === 'z') return 0;
  const index = letter.charCodeAt(0) - LETTER_A;
  if (letter.length !== 1 || index < 0 || index > 23) return null;
  return side === 'white' ? index + 1 : 24 - index;
}

/** Two dice written as digits, e.g. `63`. */
export function readSgfDice(text: string): readonly [Die, Die] | null {
  const found = /^([1-6])([1-6])$/.exec(text);
  return found ? [Number(found[1]) as Die, Number(found[2]) as Die] : null;
}

/** The steps of a move value after its dice (`aggj`); null if they are not pairs of points. */
function readSteps(letters: string, side: Colour): CheckerStep[] | null {
  if (letters.length % 2 !== 0 || letters.length > 8) return null;
  const steps: CheckerStep[] = [];
  for (let i = 0; i < letters.length; i += 2) {
    const from = pointOf(letters[i] ?? '', side);
    const to = pointOf(letters[i + 1] ?? '', side);
    if (from === null || to === null || from === 0 || to === 25 || to >= from) return null;
    steps.push({ from, to, hit: false });
  }
  return steps;
}

/** A move property's value read for `side`; a problem names why it cannot be read. */
export function readSgfMove(
  value: string,
  side: Colour,
): { ok: true; value: SgfMoveValue } | { ok: false; problem: SgfMoveProblem } {
  if (value === 'double' || value === 'take' || value === 'drop') {
    return { ok: true, value: { kind: value } };
  }
  const dice = readSgfDice(value.slice(0, 2));
  if (!dice) {
    // Letters with no digits before them are a play whose roll is missing.
    return { ok: false, problem: /^[a-z]*$/.test(value) ? 'no-dice' : 'bad-value' };
  }
  const steps = readSteps(value.slice(2), side);
  return steps
    ? { ok: true, value: { kind: 'move', dice, steps } }
    : { ok: false, problem: 'bad-value' };
}
