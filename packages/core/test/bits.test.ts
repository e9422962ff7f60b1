import { describe, expect, it } from 'vitest';
import { bitCount } from '../src/bits';

describe('bitCount', () => {
  it('counts the set bits of 32-bit words, the sign bit included', () => {
    expect(bitCount(0)).toBe(0);
    expect(bitCount(1)).toBe(1);
    expect(bitCount(0b1011_0110)).toBe(5);
    expect(bitCount(0x7fff_ffff)).toBe(31);
    expect(bitCount(-1)).toBe(32);
    expect(bitCount(0x8000_0000 | 0)).toBe(1);
    // Against a bit-by-bit count on a spread of words.
    for (let k = 0; k < 200; k++) {
      const word = Math.imul(k + 1, 0x9e37_79b1) ^ (k << 7);
      let slow = 0;
      for (let i = 0; i < 32; i++) slow += (word >>> i) & 1;
      expect(bitCount(word)).toBe(slow);
    }
  });
});
