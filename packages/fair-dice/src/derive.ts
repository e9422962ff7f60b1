// The derivation of a roll (docs/fair-dice.md, "Deriving a roll"): HMAC-SHA256 keyed by the
// server seed over the roll's message and a block counter, bytes read in order, every byte of 252
// or more rejected (252 = 6 × 42, so each face has exactly 42 of the 252 kept byte values: no
// modulo bias), die = byte mod 6 + 1. The first two kept bytes are the roll.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import {
  assertRollInput,
  DICE_VERSION,
  type Die,
  isHex32,
  type Roll,
  type RollInput,
} from './fields';

/** Bytes from 252 up are skipped. */
export const REJECT_FROM = 252;

/**
 * A safety stop, never reached in practice: a block runs out only when at least 31 of its 32
 * bytes are rejected (probability about 2⁻¹⁸⁰), let alone a thousand blocks in a row.
 */
export const MAX_BLOCKS = 1000;

/** The `index`-th 32-byte block of a roll's byte stream (0 first). */
export type BlockSource = (index: number) => Uint8Array;

/** `ludus-dice-v1:GAME:ROLL:WHITESEED:BLACKSEED:NONCE`, the roll number in decimal. */
export function rollMessage(input: RollInput): string {
  assertRollInput(input);
  const { gameId, roll, whiteSeed, blackSeed, nonce } = input;
  return `${DICE_VERSION}:${gameId}:${roll}:${whiteSeed}:${blackSeed}:${nonce}`;
}

/** The server seed's bytes from its 64 hex digits. */
export function seedBytes(serverSeed: string): Uint8Array {
  if (!isHex32(serverSeed)) throw new RangeError('a server seed is 64 lowercase hex digits');
  return hexToBytes(serverSeed);
}

/** The first `count` dice of a byte stream, reading its blocks in order and bytes in order. */
export function diceFromBlocks(blocks: BlockSource, count: number): Die[] {
  const dice: Die[] = [];
  for (let index = 0; dice.length < count; index += 1) {
    if (index >= MAX_BLOCKS) throw new Error(`no ${count} dice in ${MAX_BLOCKS} blocks`);
    for (const byte of blocks(index)) {
      if (byte >= REJECT_FROM) continue;
      dice.push(((byte % 6) + 1) as Die);
      if (dice.length === count) break;
    }
  }
  return dice;
}

/**
 * A deriver under one seed: the first `count` dice of a roll's byte stream, whose block `index`
 * is HMAC-SHA256(key = the seed's 32 bytes, data = the ASCII bytes of `MESSAGE:INDEX`). The HMAC
 * is keyed once and copied for each block, which halves the work of many rolls.
 */
export function diceUnder(
  serverSeed: string | Uint8Array,
): (input: RollInput, count: number) => Die[] {
  const seed = typeof serverSeed === 'string' ? seedBytes(serverSeed) : serverSeed;
  if (seed.length !== 32) throw new RangeError('a server seed is 32 bytes');
  const keyed = hmac.create(sha256, seed);
  return (input, count) => {
    const message = rollMessage(input);
    const block = (index: number) =>
      keyed
        .clone()
        .update(utf8ToBytes(`${message}:${index}`))
        .digest();
    return diceFromBlocks(block, count);
  };
}

/** A deriver of rolls under one seed (for a whole record). */
export function rollsUnder(serverSeed: string | Uint8Array): (input: RollInput) => Roll {
  const dice = diceUnder(serverSeed);
  return (input) => {
    const [first, second] = dice(input, 2);
    return [first as Die, second as Die];
  };
}

/** The two dice of one roll. `serverSeed` as 64 hex digits or its 32 bytes. */
export function deriveRoll(serverSeed: string | Uint8Array, input: RollInput): Roll {
  return rollsUnder(serverSeed)(input);
}
