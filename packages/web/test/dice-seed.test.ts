// The client's seeds and nonces for the verifiable dice: 128 random bits each, in the alphabet
// the server accepts (docs/fair-dice.md), never the same twice.
import { FIELD_PATTERN } from '@ludus/fair-dice';
import { describe, expect, it } from 'vitest';
import { freshDiceValue } from '../src/online/dice-seed';

describe('freshDiceValue', () => {
  it('is 16 random bytes as base64url without padding, in the dice alphabet', () => {
    const values = Array.from({ length: 2_000 }, freshDiceValue);
    for (const value of values) {
      expect(value).toMatch(FIELD_PATTERN);
      expect(value).toHaveLength(22);
      expect(Buffer.from(value, 'base64url')).toHaveLength(16);
    }
    expect(new Set(values).size).toBe(values.length);
    // Every character of the alphabet turns up: the bytes were read, not a fixed prefix.
    const seen = new Set(values.join(''));
    expect(seen.size).toBe(64);
  });
});
