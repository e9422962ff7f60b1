// GNU Backgammon's Position ID (rules file, "Interchange"): the 80-bit position key written as
// 14 characters of base64. For each side in turn, and for each of its 25 cells (points 1..24 in
// its own numbering, then the bar), as many 1-bits as checkers followed by one 0-bit; bits are
// packed least significant first into 10 bytes. The side NOT on roll comes first (GNU
// Backgammon's anBoard[0]; checked against gnubg's own `positionid` in the tests).

import { fromSetup, type SetupError, SIDE_CELLS } from './position';
import type { Position, Result, VariantKey } from './types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const KEY_BYTES = 10;
const ID_LENGTH = 14;

export type PositionIdError = 'bad-position-id' | SetupError;

export function makePositionId(position: Position): string {
  const key = new Uint8Array(KEY_BYTES);
  let bit = 0;
  for (const side of [position.opponent, position.player]) {
    for (let cell = 0; cell < SIDE_CELLS; cell++) {
      for (let n = side[cell] ?? 0; n > 0; n--) {
        key[bit >> 3] = (key[bit >> 3] ?? 0) | (1 << (bit & 7));
        bit++;
      }
      bit++; // the 0-bit closing this cell
    }
  }
  return encodeBase64(key);
}

export function parsePositionId(
  id: string,
  variant: VariantKey = 'backgammon',
): Result<Position, PositionIdError> {
  const key = decodeBase64(id);
  if (!key) {
    return {
      ok: false,
      error: 'bad-position-id',
      // No echo of the text, which may be of any length: callers quote what they were given.
      message: 'a Position ID is 14 characters of A–Z, a–z, 0–9, + and /',
    };
  }
  const sides: number[][] = [[], []];
  let bit = 0;
  for (const side of sides) {
    while (side.length < SIDE_CELLS) {
      let count = 0;
      while (bit < KEY_BYTES * 8 && readBit(key, bit)) {
        count++;
        bit++;
      }
      if (bit >= KEY_BYTES * 8) return tooManyCheckers();
      bit++;
      side.push(count);
    }
  }
  for (; bit < KEY_BYTES * 8; bit++) if (readBit(key, bit)) return tooManyCheckers();
  const [opponent = [], player = []] = sides;
  return fromSetup({ player, opponent }, variant);
}

function tooManyCheckers(): { ok: false; error: PositionIdError; message: string } {
  return {
    ok: false,
    error: 'too-many-checkers',
    message: 'the Position ID holds more checkers than fit in 80 bits (at most 30 in all)',
  };
}

function readBit(key: Uint8Array, bit: number): boolean {
  return (((key[bit >> 3] ?? 0) >> (bit & 7)) & 1) === 1;
}

/** Base64 of the 10 key bytes without padding (two `=` would follow): 14 characters. */
function encodeBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const chars = [a >> 2, ((a & 3) << 4) | (b >> 4), ((b & 15) << 2) | (c >> 6), c & 63];
    const usable = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (const n of chars.slice(0, usable)) text += ALPHABET[n];
  }
  return text;
}

function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length !== ID_LENGTH) return undefined;
  const bytes = new Uint8Array(KEY_BYTES);
  let bits = 0;
  let accumulator = 0;
  let index = 0;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return undefined;
    accumulator = (accumulator << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      if (index < KEY_BYTES) bytes[index++] = (accumulator >> bits) & 0xff;
    }
    accumulator &= (1 << bits) - 1;
  }
  // The last character carries 4 bits past the key; GNU Backgammon always writes them as zero.
  if (accumulator !== 0) return undefined;
  return bytes;
}
