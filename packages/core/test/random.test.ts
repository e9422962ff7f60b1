// The generators' sequences are pinned as the code they replaced produced them (issue 18): the
// backgammon engine's seededRandom (xoshiro128**), the Shatra engine's seededRng (splitmix32),
// the test playouts' mulberry32. Recorded games, fixtures and benchmarks depend on them.
import { describe, expect, it } from 'vitest';
import { mulberry32, splitmix32, uniformBelow, unitFloat, xoshiro128 } from '../src/index';

function take(next: () => number, count: number): number[] {
  return Array.from({ length: count }, next);
}

describe('xoshiro128', () => {
  it('keeps the backgammon engine’s sequence and state', () => {
    const random = xoshiro128(1);
    expect(take(random.next, 6)).toEqual([
      0.5686059962026775, 0.753928849240765, 0.8893939366098493, 0.49002045509405434,
      0.4705824111588299, 0.9833686351776123,
    ]);
    expect(random.state()).toEqual([3966182362, 71100326, 1271166174, 2433446445]);
    expect(xoshiro128(42).state()).not.toEqual(xoshiro128(43).state());
  });

  it('continues the very same sequence from a saved state', () => {
    const random = xoshiro128(7);
    take(random.nextU32, 10);
    const resumed = xoshiro128(0, random.state());
    expect(take(resumed.nextU32, 10)).toEqual(take(random.nextU32, 10));
  });
});

describe('splitmix32', () => {
  it('keeps the Shatra engine’s sequence', () => {
    expect(take(splitmix32(1), 6)).toEqual([
      2527132011, 314344336, 2535364964, 2041432039, 1495043544, 3445983177,
    ]);
    expect(take(splitmix32(42), 3)).toEqual([939911724, 3948730756, 321366731]);
  });
});

describe('mulberry32', () => {
  it('keeps the test playouts’ sequence', () => {
    expect(take(mulberry32(7), 6)).toEqual([
      50271532, 266108690, 4195786334, 3002305430, 2239590375, 1741702388,
    ]);
  });
});

describe('uniformBelow', () => {
  it('draws again on the words that would favour low results', () => {
    // 2^32 mod 6 = 4: the four highest words are refused.
    const words = [4294967295, 4294967292, 4294967291, 13];
    const next = () => words.shift() ?? 0;
    expect(uniformBelow(next, 6)).toBe(4294967291 % 6);
    expect(uniformBelow(next, 6)).toBe(1);
  });

  it('maps words to floats in [0, 1)', () => {
    expect(unitFloat(0)).toBe(0);
    expect(unitFloat(4294967295)).toBeLessThan(1);
  });
});
