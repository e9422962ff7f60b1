// The values that go into a roll's message and into a game's record, and their checks. Every
// text field is kept to one URL-safe alphabet, so that the separator of the message (':') and of
// the record's nonce list (' ') can never occur inside a field: the message is unambiguous.

/** The version tag of this derivation; it starts every message and names the record's format. */
export const DICE_VERSION = 'ludus-dice-v1';

/** Game ids, client seeds and nonces: 1 to 64 characters of A–Z, a–z, 0–9, '_' and '-'. */
export const FIELD_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A server seed or a commitment: 32 bytes as 64 lowercase hexadecimal digits. */
export const HEX32_PATTERN = /^[0-9a-f]{64}$/;

export type Die = 1 | 2 | 3 | 4 | 5 | 6;

/** A roll's two dice in the order they are drawn (at the opening roll: white's, then black's). */
export type Roll = readonly [Die, Die];

/** What every roll of one game shares. */
export interface RollContext {
  /** The server's id of the game (a whole match: its rolls are numbered through all its games). */
  readonly gameId: string;
  /** The seed white's client sent when it took its seat. */
  readonly whiteSeed: string;
  /** The seed black's client sent when it took its seat. */
  readonly blackSeed: string;
}

/** One roll: its number (1 for the table's first) and the nonce its roller's client sent. */
export interface RollInput extends RollContext {
  readonly roll: number;
  readonly nonce: string;
}

export function isField(value: string): boolean {
  return FIELD_PATTERN.test(value);
}

export function isHex32(value: string): boolean {
  return HEX32_PATTERN.test(value);
}

/** Throws on a field the message may not carry: reaching it is a bug of the caller. */
export function assertRollInput(input: RollInput): void {
  for (const key of ['gameId', 'whiteSeed', 'blackSeed', 'nonce'] as const) {
    if (!isField(input[key])) {
      throw new RangeError(`${key} must match ${FIELD_PATTERN}: ${JSON.stringify(input[key])}`);
    }
  }
  if (!Number.isSafeInteger(input.roll) || input.roll < 1) {
    throw new RangeError(`roll numbers start at 1: ${input.roll}`);
  }
}
