// The bounds every message shares, and the small schemas built on them. A module of its own so
// that the page, which needs only the worker protocol, does not load the table model's schemas.
import * as z from 'zod/mini';

/** Points to win; 0 = money play. Longer matches than 25 are not offered anywhere. */
export const MAX_MATCH_LENGTH = 25;
/** A GNU Backgammon Position ID has 14 characters; a little slack for a future format. */
export const MAX_POSITION_ID_LENGTH = 20;
/** A Shatra position string (shatra.md, "Notation") is about 60 characters in practice. */
export const MAX_SHATRA_POSITION_LENGTH = 200;
/** The longest Shatra move is a capture chain over a handful of squares (`39x25x11`). */
export const MAX_SHATRA_MOVE_LENGTH = 64;
/** A backgammon play moves at most four checkers (a double). */
export const MAX_STEPS = 4;
/** Dice one event draws: two, plus the opening roll's re-rolls after ties (1/6 each). */
export const MAX_EVENT_DICE = 64;
/** Intents in one save: a long match has a few thousand. */
export const MAX_LOG_ENTRIES = 10_000;

/** Printable ASCII: position strings and IDs never need more, and it keeps control bytes out. */
export const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** A string of 1..max printable ASCII characters. */
export function boundedAscii(max: number) {
  return z.string().check(z.minLength(1), z.maxLength(max), z.regex(PRINTABLE_ASCII));
}

/** A count within [min, max], an integer. */
export function intIn(min: number, max: number) {
  return z.int().check(z.minimum(min), z.maximum(max));
}

export const DieSchema = z.literal([1, 2, 3, 4, 5, 6]);
