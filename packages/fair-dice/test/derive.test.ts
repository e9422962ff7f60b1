// The derivation against fixed answers and against an independent node:crypto implementation;
// the rejection of bytes >= 252 and the stream's extension into further blocks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  deriveRoll,
  diceFromBlocks,
  diceUnder,
  rollMessage,
  verifyCommitment,
} from '../src/index';
import { referenceCommitment, referenceDice, referenceMessage } from './reference';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const GAME = { gameId: 'Gm7xQ2pLk9aZ', whiteSeed: 'wS3dQ9vK1mZx', blackSeed: 'bT7nR2yH5cLp' };

describe('deriveRoll', () => {
  it('gives the known answers', () => {
    // Computed once by this code and by test/reference.ts; pinned so that any change shows.
    expect(commitmentOf(SEED)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
    // Block 0 begins fe 7a 81: 0xfe (254) is rejected, 0x7a (122) gives 3, 0x81 (129) gives 4.
    expect(deriveRoll(SEED, { ...GAME, roll: 1, nonce: 'nonce74' })).toEqual([3, 4]);
    // Block 0 begins fc ae 42: 0xfc (252) is rejected, then 174 and 66 both give 1.
    expect(deriveRoll(SEED, { ...GAME, roll: 1, nonce: 'nonce49' })).toEqual([1, 1]);
  });

  it('equals the node:crypto reference on the known inputs', () => {
    for (const nonce of ['nonce74', 'nonce49', 'a', 'Z-_9']) {
      for (const roll of [1, 2, 17, 1000]) {
        const input = { ...GAME, roll, nonce };
        expect(deriveRoll(SEED, input)).toEqual(referenceDice(SEED, input));
      }
    }
    expect(commitmentOf(SEED)).toBe(referenceCommitment(SEED));
  });

  it('equals the reference for any seed and fields', () => {
    const field = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
    const seed = fc.uint8Array({ minLength: 32, maxLength: 32 });
    fc.assert(
      fc.property(
        seed,
        field,
        field,
        field,
        field,
        fc.integer({ min: 1, max: 1e6 }),
        (s, g, w, b, n, roll) => {
          const hex = Buffer.from(s).toString('hex');
          const input = { gameId: g, whiteSeed: w, blackSeed: b, nonce: n, roll };
          expect(rollMessage(input)).toBe(referenceMessage(input));
          expect(deriveRoll(hex, input)).toEqual(referenceDice(hex, input));
          expect(deriveRoll(s, input)).toEqual(referenceDice(hex, input));
          expect(commitmentOf(hex)).toBe(referenceCommitment(hex));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses fields the message could not carry unambiguously', () => {
    const good = { ...GAME, roll: 1, nonce: 'n' };
    for (const bad of [
      { nonce: 'a:b' },
      { nonce: '' },
      { nonce: 'x'.repeat(65) },
      { whiteSeed: 'a b' },
      { blackSeed: 'é' },
      { gameId: 'a|b' },
      { roll: 0 },
      { roll: 1.5 },
    ]) {
      expect(() => deriveRoll(SEED, { ...good, ...bad })).toThrow(RangeError);
    }
    expect(() => deriveRoll(SEED.toUpperCase(), good)).toThrow(RangeError);
    expect(() => deriveRoll(new Uint8Array(31), good)).toThrow(RangeError);
  });
});

describe('the byte stream', () => {
  it('rejects every byte of 252 or more and maps the rest by mod 6', () => {
    const block = Uint8Array.from([252, 253, 254, 255, 6, 251, 0, 5, 247, 248]);
    expect(diceFromBlocks(() => block, 6)).toEqual([1, 6, 1, 6, 2, 3]);
    // Every byte value below 252 once: each face exactly 42 times.
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const faces = diceFromBlocks((index) => all.subarray(index * 32, index * 32 + 32), 252);
    for (let face = 1; face <= 6; face += 1) {
      expect(faces.filter((die) => die === face)).toHaveLength(42);
    }
  });

  it('goes on to the next block when one runs out', () => {
    const asked: number[] = [];
    const blocks = [new Uint8Array(32).fill(255), new Uint8Array(32).fill(255), new Uint8Array(32)];
    (blocks[0] as Uint8Array)[31] = 2;
    (blocks[2] as Uint8Array).set([252, 11]);
    const dice = diceFromBlocks((index) => {
      asked.push(index);
      return blocks[index] as Uint8Array;
    }, 2);
    expect(dice).toEqual([3, 6]);
    expect(asked).toEqual([0, 1, 2]);
  });

  it('extends the real stream with blocks MESSAGE:1, MESSAGE:2, … as documented', () => {
    const dice = diceUnder(SEED);
    const input = { ...GAME, roll: 3, nonce: 'nonce74' };
    // 100 dice need at least four 32-byte blocks.
    expect(dice(input, 100)).toEqual(referenceDice(SEED, input, 100));
  });
});

describe('the commitment', () => {
  it('holds for its seed only', () => {
    const commitment = commitmentOf(SEED);
    expect(verifyCommitment(SEED, commitment)).toBe(true);
    const otherSeed = `${SEED.slice(0, 63)}e`;
    expect(verifyCommitment(otherSeed, commitment)).toBe(false);
    const otherCommitment = `${commitment.slice(0, 63)}${commitment.endsWith('0') ? '1' : '0'}`;
    expect(verifyCommitment(SEED, otherCommitment)).toBe(false);
    expect(verifyCommitment(SEED, commitment.toUpperCase())).toBe(false);
  });
});
