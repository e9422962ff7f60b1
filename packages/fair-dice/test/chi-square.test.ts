// A chi-square test of a million derived dice (500 000 rolls): the faces, and the 36 ordered
// pairs of a roll's two dice (the second die must not depend on the first). Deterministic: fixed
// seeds and inputs, so the run always gives the same statistics.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rollsUnder } from '../src/index';

const ROLLS = 500_000;

/**
 * Upper critical values of the chi-square distribution at P = 1e-6 (scipy.stats.chi2.isf):
 * with fair dice each check fails with probability one in a million, so that a fair source
 * chosen at random (other seeds) fails this test with probability at most 2e-6.
 */
const CRITICAL_5_DF = 35.89;
const CRITICAL_35_DF = 89.95;

function chiSquare(counts: readonly number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('a million derived dice', () => {
  it('are uniform and their pairs independent (chi-square)', () => {
    const faces = new Array<number>(6).fill(0);
    const pairs = new Array<number>(36).fill(0);
    // Two games, as if two servers' seeds: the fixed seeds below are SHA-256 of their names.
    const seeds = ['fair-dice chi-square 1', 'fair-dice chi-square 2'].map((name) =>
      createHash('sha256').update(name).digest('hex'),
    );
    for (const [g, seed] of seeds.entries()) {
      const derive = rollsUnder(seed);
      const game = { gameId: `chi${g}`, whiteSeed: 'white-client', blackSeed: 'black-client' };
      for (let roll = 1; roll <= ROLLS / seeds.length; roll += 1) {
        const [a, b] = derive({ ...game, roll, nonce: `n${roll % 997}` });
        faces[a - 1] = (faces[a - 1] ?? 0) + 1;
        faces[b - 1] = (faces[b - 1] ?? 0) + 1;
        const pair = (a - 1) * 6 + (b - 1);
        pairs[pair] = (pairs[pair] ?? 0) + 1;
      }
    }
    expect(faces.reduce((a, b) => a + b)).toBe(2 * ROLLS);
    expect(chiSquare(faces, 2 * ROLLS)).toBeLessThan(CRITICAL_5_DF);
    expect(chiSquare(pairs, ROLLS)).toBeLessThan(CRITICAL_35_DF);
  }, 30_000);

  it('would catch the modulo bias that rejecting bytes >= 252 avoids', () => {
    // The test's power: a million dice taken as byte % 6 + 1 with no rejection (faces 1 to 4
    // get 43 byte values, 5 and 6 get 42) fail it (expected statistic about 120).
    const faces = new Array<number>(6).fill(0);
    for (let block = 0; block * 32 < 2 * ROLLS; block += 1) {
      for (const byte of createHash('sha256').update(`bias ${block}`).digest()) {
        faces[byte % 6] = (faces[byte % 6] ?? 0) + 1;
      }
    }
    const total = faces.reduce((a, b) => a + b);
    expect(chiSquare(faces, total)).toBeGreaterThan(CRITICAL_5_DF);
  });
});
