// An independent implementation of docs/fair-dice.md with node:crypto, written from the document
// and not from src/: the tests check the package against it.
import { createHash, createHmac } from 'node:crypto';

export interface ReferenceInput {
  gameId: string;
  roll: number;
  whiteSeed: string;
  blackSeed: string;
  nonce: string;
}

export function referenceMessage(input: ReferenceInput): string {
  const { gameId, roll, whiteSeed, blackSeed, nonce } = input;
  return ['ludus-dice-v1', gameId, String(roll), whiteSeed, blackSeed, nonce].join(':');
}

export function referenceBlock(seedHex: string, message: string, index: number): Buffer {
  return createHmac('sha256', Buffer.from(seedHex, 'hex'))
    .update(Buffer.from(`${message}:${index}`, 'ascii'))
    .digest();
}

/** The first `count` dice of the roll's stream. */
export function referenceDice(seedHex: string, input: ReferenceInput, count = 2): number[] {
  const message = referenceMessage(input);
  const dice: number[] = [];
  for (let index = 0; dice.length < count; index += 1) {
    for (const byte of referenceBlock(seedHex, message, index)) {
      if (byte < 252 && dice.length < count) dice.push((byte % 6) + 1);
    }
  }
  return dice;
}

export function referenceCommitment(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}
