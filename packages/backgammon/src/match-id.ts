// GNU Backgammon's Match ID: the match and cube state beside a Position ID, exactly as gnubg
// writes it (rules file, "Interchange"). 66 bits of fields plus gnubg's 67th bit (Jacoby), packed
// least significant bit first into 9 bytes and written as 12 characters of base64:
//
//   bits  0–3  log2 of the cube value      bits 13–14 resignation offered (0 none, 1 single,
//   bits  4–5  cube owner (0, 1, 3 centred)           2 gammon, 3 backgammon)
//   bit   6    player on roll (dice owner) bits 15–17 die 1, bits 18–20 die 2 (0 = not rolled)
//   bit   7    this is the Crawford game   bits 21–35 match length (0 = money play)
//   bits  8–10 game state                  bits 36–50 score of player 0
//   bit  11    player to act (turn)        bits 51–65 score of player 1
//   bit  12    double offered              bit  66    NOT Jacoby (gnubg 1.x)
//
// Player 0 is white, player 1 is black (the first and second player of a .mat file too).
// gnubg stores the higher die first; `matchIdStateOf` (match.ts) does the same.

import { MAX_CUBE } from './cube';
import type { Colour, MatchScore, Result } from './types';

/** gnubg's game states, in the order of their codes 0..4. */
export const MATCH_ID_GAME_STATES = ['none', 'playing', 'over', 'resigned', 'dropped'] as const;
export type MatchIdGameState = (typeof MATCH_ID_GAME_STATES)[number];

/** gnubg's resignation codes 0..3. */
export const MATCH_ID_RESIGNATIONS = ['none', 'single', 'gammon', 'backgammon'] as const;
export type MatchIdResignation = (typeof MATCH_ID_RESIGNATIONS)[number];

/** A die of a Match ID: 0 when the dice have not been rolled. */
export type MatchIdDie = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Every field of a Match ID, by name. */
export interface MatchIdState {
  /** 1, 2, 4, …, 64 (the rules' highest; the 4 bits could say up to 2^15). */
  readonly cubeValue: number;
  readonly cubeOwner: Colour | 'centred';
  /** The player whose turn it is (gnubg's "dice owner", fMove). */
  readonly onRoll: Colour;
  /** The player who must act now (gnubg's fTurn): differs from onRoll after a double or a resignation offer. */
  readonly toAct: Colour;
  readonly crawford: boolean;
  readonly gameState: MatchIdGameState;
  readonly doubleOffered: boolean;
  readonly resignation: MatchIdResignation;
  /** The dice as stored ([0, 0] when not rolled); gnubg stores the higher first. */
  readonly dice: readonly [MatchIdDie, MatchIdDie];
  /** 0 for money play. */
  readonly matchLength: number;
  readonly score: MatchScore;
  /** gnubg's Jacoby flag (only meaningful in money play). */
  readonly jacoby: boolean;
}

export type MatchIdError = 'match-id-syntax' | 'match-id-invalid';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const FIELD_MAX = 0x7fff;
/** gnubg refuses longer matches (MAXSCORE). */
export const MAX_MATCH_LENGTH = 64;

function colourBit(colour: Colour): number {
  return colour === 'white' ? 0 : 1;
}

function bitColour(bit: number): Colour {
  return bit === 0 ? 'white' : 'black';
}

function log2(value: number): number {
  let n = 0;
  while (2 ** (n + 1) <= value) n += 1;
  return n;
}

/** Packs `width` bits of `value` at `position`, least significant bit first, as gnubg's SetBits. */
function setBits(bytes: Uint8Array, position: number, width: number, value: number): void {
  for (let i = 0; i < width; i += 1) {
    if ((value >> i) & 1) {
      const at = position + i;
      bytes[at >> 3] = (bytes[at >> 3] ?? 0) | (1 << (at & 7));
    }
  }
}

function getBits(bytes: Uint8Array, position: number, width: number): number {
  let value = 0;
  for (let i = 0; i < width; i += 1) {
    const at = position + i;
    if (((bytes[at >> 3] ?? 0) >> (at & 7)) & 1) value |= 1 << i;
  }
  return value;
}

function encodeBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    for (const shift of [18, 12, 6, 0]) text += BASE64[(chunk >> shift) & 0x3f];
  }
  return text;
}

function decodeBase64(text: string): Uint8Array | null {
  const bytes = new Uint8Array(9);
  for (let i = 0; i < 12; i += 4) {
    let chunk = 0;
    for (let j = 0; j < 4; j += 1) {
      const digit = BASE64.indexOf(text.charAt(i + j));
      if (digit < 0) return null;
      chunk = (chunk << 6) | digit;
    }
    const at = (i / 4) * 3;
    bytes[at] = (chunk >> 16) & 0xff;
    bytes[at + 1] = (chunk >> 8) & 0xff;
    bytes[at + 2] = chunk & 0xff;
  }
  return bytes;
}

/** The Match ID of these fields, as gnubg writes it. */
export function makeMatchId(state: MatchIdState): string {
  const bytes = new Uint8Array(9);
  const [a, b] = state.dice;
  const owner = state.cubeOwner === 'centred' ? 3 : colourBit(state.cubeOwner);
  setBits(bytes, 0, 4, log2(state.cubeValue));
  setBits(bytes, 4, 2, owner);
  setBits(bytes, 6, 1, colourBit(state.onRoll));
  setBits(bytes, 7, 1, state.crawford ? 1 : 0);
  setBits(bytes, 8, 3, MATCH_ID_GAME_STATES.indexOf(state.gameState));
  setBits(bytes, 11, 1, colourBit(state.toAct));
  setBits(bytes, 12, 1, state.doubleOffered ? 1 : 0);
  setBits(bytes, 13, 2, MATCH_ID_RESIGNATIONS.indexOf(state.resignation));
  setBits(bytes, 15, 3, a);
  setBits(bytes, 18, 3, b);
  setBits(bytes, 21, 15, state.matchLength & FIELD_MAX);
  setBits(bytes, 36, 15, state.score.white & FIELD_MAX);
  setBits(bytes, 51, 15, state.score.black & FIELD_MAX);
  setBits(bytes, 66, 1, state.jacoby ? 0 : 1);
  return encodeBase64(bytes);
}

function invalid(message: string): Result<MatchIdState, MatchIdError> {
  return { ok: false, error: 'match-id-invalid', message };
}

/** The fields of the 9 bytes as they are; `cubeOwner` and `gameState` undefined where a code names nothing. */
function decodeFields(bytes: Uint8Array) {
  const ownerBits = getBits(bytes, 4, 2);
  return {
    cubeValue: 2 ** getBits(bytes, 0, 4),
    cubeOwner:
      ownerBits === 3 ? ('centred' as const) : ownerBits === 2 ? undefined : bitColour(ownerBits),
    onRoll: bitColour(getBits(bytes, 6, 1)),
    toAct: bitColour(getBits(bytes, 11, 1)),
    crawford: getBits(bytes, 7, 1) === 1,
    gameState: MATCH_ID_GAME_STATES[getBits(bytes, 8, 3)],
    doubleOffered: getBits(bytes, 12, 1) === 1,
    resignation: MATCH_ID_RESIGNATIONS[getBits(bytes, 13, 2)] ?? 'none',
    dice: [getBits(bytes, 15, 3), getBits(bytes, 18, 3)] as const,
    matchLength: getBits(bytes, 21, 15),
    score: { white: getBits(bytes, 36, 15), black: getBits(bytes, 51, 15) },
    jacoby: getBits(bytes, 66, 1) === 0,
  };
}

type Fields = ReturnType<typeof decodeFields>;

/** Why the fields are no state of a game, or undefined. */
function problemOf(f: Fields): string | undefined {
  const [first, second] = f.dice;
  if (f.cubeOwner === undefined) return 'cube owner code 2 names no player';
  if (f.gameState === undefined) return 'game state code above 4';
  // gnubg refuses a cube above 4096; the rules ("Cube values 1, 2, 4, …, 64") stop it at 64.
  if (f.cubeValue > MAX_CUBE) return `a cube of ${f.cubeValue}: the cube stops at ${MAX_CUBE}`;
  if (f.doubleOffered && f.cubeValue === MAX_CUBE) {
    return `a double offered with the cube at ${MAX_CUBE}`;
  }
  if (f.doubleOffered && f.crawford) return 'a double offered in the Crawford game';
  if (first > 6 || second > 6) return 'a die above 6';
  if ((first === 0) !== (second === 0)) return 'only one die rolled';
  if (f.matchLength > MAX_MATCH_LENGTH) return `match length above ${MAX_MATCH_LENGTH}`;
  if (f.matchLength > 0 && (f.score.white > f.matchLength || f.score.black > f.matchLength)) {
    return 'a score above the match length';
  }
  if (f.matchLength === 0 && f.crawford) return 'no Crawford game in money play';
  return undefined;
}

/**
 * Decodes a Match ID; refuses what gnubg refuses, field values that name nothing, and states no
 * game reaches (a cube above 64, a double offered that could not be).
 */
export function parseMatchId(id: string): Result<MatchIdState, MatchIdError> {
  const text = id.trim();
  const bytes = /^[A-Za-z0-9+/]{12}$/.test(text) ? decodeBase64(text) : null;
  if (!bytes) {
    // No echo of the text, which may be of any length: callers quote what they were given.
    return { ok: false, error: 'match-id-syntax', message: 'a Match ID is 12 base64 characters' };
  }
  if (getBits(bytes, 67, 5) !== 0) return invalid('bits beyond the 67th are set');
  const f = decodeFields(bytes);
  const problem = problemOf(f);
  const { cubeOwner, gameState } = f;
  if (problem !== undefined || cubeOwner === undefined || gameState === undefined) {
    return invalid(problem ?? 'a code names nothing');
  }
  return { ok: true, value: { ...f, cubeOwner, gameState, dice: f.dice as MatchIdState['dice'] } };
}
