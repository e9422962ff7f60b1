// The lag an owner takes from a forwarded intent (games/lag.ts): another process's number is
// used only within 0 … MAX_LAG_MS; anything that is not a finite number counts as no lag.
import { describe, expect, it } from 'vitest';
import { boundedLag, MAX_LAG_MS } from '../src/games/lag';

describe('boundedLag', () => {
  it('keeps a measured lag, and caps what no network takes', () => {
    expect(boundedLag(0)).toBe(0);
    expect(boundedLag(412.5)).toBe(412.5);
    expect(boundedLag(MAX_LAG_MS)).toBe(MAX_LAG_MS);
    expect(boundedLag(MAX_LAG_MS + 1)).toBe(MAX_LAG_MS);
    expect(boundedLag(1e12)).toBe(MAX_LAG_MS);
  });

  it('counts a negative lag, or anything that is not a finite number, as none', () => {
    for (const lag of [
      -1,
      -1e12,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '900',
      null,
      undefined,
      {},
    ]) {
      expect(boundedLag(lag)).toBe(0);
    }
  });
});
