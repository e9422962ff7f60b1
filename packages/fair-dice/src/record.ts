// The dice record a finished game's download carries (docs/fair-dice.md, "The record"): comment
// lines `; [Key "value"]` in the header of the .mat file, which GNU Backgammon and our own .mat
// reader skip. Read strictly: a verifier must never guess what a record meant.
import type { Result } from '@ludus/core';
import { DICE_VERSION, isField, isHex32, type RollContext } from './fields';

/** Everything needed to check every roll of one game, once the server has revealed its seed. */
export interface DiceRecord extends RollContext {
  readonly commitment: string;
  readonly serverSeed: string;
  /** The roller's nonce of each roll, roll 1 first. */
  readonly nonces: readonly string[];
}

export type DiceRecordError =
  /** No `; [Dice… "…"]` line at all. */
  | 'dice-none'
  /** A line that starts like a dice line but is not `; [Key "value"]`. */
  | 'dice-line'
  /** A `Dice` tag naming a procedure other than ludus-dice-v1. */
  | 'dice-version'
  /** A `Dice…` key this version does not define. */
  | 'dice-unknown'
  /** A key that may stand once standing twice. */
  | 'dice-duplicate'
  /** A key the record needs is missing. */
  | 'dice-missing'
  /** A value of the wrong form (hex digits, alphabet, length). */
  | 'dice-value';

type Read<T> = Result<T, DiceRecordError>;

/** How many nonces one DiceNonces line holds, so that lines stay short for every reader. */
export const NONCES_PER_LINE = 8;

const KEYS = {
  Dice: 'version',
  DiceGame: 'gameId',
  DiceCommitment: 'commitment',
  DiceServerSeed: 'serverSeed',
  DiceWhiteSeed: 'whiteSeed',
  DiceBlackSeed: 'blackSeed',
} as const;

type SingleKey = keyof typeof KEYS;

const DICE_LINE_START = /^\s*;\s*\[\s*Dice/;
const DICE_LINE = /^\s*;\s*\[(Dice[A-Za-z]*) "([^"]*)"\]\s*$/;

function fail<T>(error: DiceRecordError, message: string): Read<T> {
  return { ok: false, error, message };
}

/** The record as header lines, in the order docs/fair-dice.md gives. Throws on bad values. */
export function diceRecordLines(record: DiceRecord): string[] {
  const problem = valueProblem(record);
  if (problem) throw new RangeError(problem);
  const lines = [
    `; [Dice "${DICE_VERSION}"]`,
    `; [DiceGame "${record.gameId}"]`,
    `; [DiceCommitment "${record.commitment}"]`,
    `; [DiceServerSeed "${record.serverSeed}"]`,
    `; [DiceWhiteSeed "${record.whiteSeed}"]`,
    `; [DiceBlackSeed "${record.blackSeed}"]`,
  ];
  for (let i = 0; i === 0 || i < record.nonces.length; i += NONCES_PER_LINE) {
    lines.push(`; [DiceNonces "${record.nonces.slice(i, i + NONCES_PER_LINE).join(' ')}"]`);
  }
  return lines;
}

function valueProblem(record: DiceRecord): string | undefined {
  if (!isHex32(record.commitment)) return 'DiceCommitment is not 64 lowercase hex digits';
  if (!isHex32(record.serverSeed)) return 'DiceServerSeed is not 64 lowercase hex digits';
  const fields = [
    ['DiceGame', record.gameId],
    ['DiceWhiteSeed', record.whiteSeed],
    ['DiceBlackSeed', record.blackSeed],
  ] as const;
  for (const [key, value] of fields) {
    if (!isField(value)) return `${key} is not 1 to 64 characters of A-Z a-z 0-9 _ -`;
  }
  const bad = record.nonces.findIndex((nonce) => !isField(nonce));
  if (bad >= 0) return `the nonce of roll ${bad + 1} is not 1 to 64 characters of A-Z a-z 0-9 _ -`;
  return undefined;
}

interface Collected {
  single: Partial<Record<SingleKey, string>>;
  nonceLines: string[];
}

function collect(lines: readonly string[]): Read<Collected> {
  const collected: Collected = { single: {}, nonceLines: [] };
  for (const line of lines) {
    if (!DICE_LINE_START.test(line)) continue;
    const found = DICE_LINE.exec(line);
    if (!found) return fail('dice-line', `not a line '; [Key "value"]': ${line.trim()}`);
    const key = found[1] ?? '';
    const value = found[2] ?? '';
    if (key === 'DiceNonces') {
      collected.nonceLines.push(value);
    } else if (key in KEYS) {
      if (collected.single[key as SingleKey] !== undefined) {
        return fail('dice-duplicate', `${key} stands more than once`);
      }
      collected.single[key as SingleKey] = value;
    } else {
      return fail('dice-unknown', `${key} is not a key of ${DICE_VERSION}`);
    }
  }
  return { ok: true, value: collected };
}

function noncesOf(nonceLines: readonly string[]): Read<string[]> {
  const nonces: string[] = [];
  for (const value of nonceLines) {
    if (value === '') continue;
    const parts = value.split(' ');
    if (parts.some((part) => !isField(part))) {
      return fail('dice-value', `DiceNonces holds something other than nonces: "${value}"`);
    }
    nonces.push(...parts);
  }
  return { ok: true, value: nonces };
}

/** The dice record of a file's comment lines (other lines are ignored). */
export function readDiceRecord(lines: readonly string[]): Read<DiceRecord> {
  const collected = collect(lines);
  if (!collected.ok) return collected;
  const { single, nonceLines } = collected.value;
  if (Object.keys(single).length === 0 && nonceLines.length === 0) {
    return fail('dice-none', 'the file has no dice record (no line `; [Dice "…"]`)');
  }
  if (single.Dice === undefined) return fail('dice-missing', 'the record has no Dice line');
  if (single.Dice !== DICE_VERSION) {
    return fail('dice-version', `dice "${single.Dice}" are not ${DICE_VERSION}`);
  }
  for (const key of Object.keys(KEYS) as SingleKey[]) {
    if (single[key] === undefined) return fail('dice-missing', `the record has no ${key} line`);
  }
  if (nonceLines.length === 0) return fail('dice-missing', 'the record has no DiceNonces line');
  const nonces = noncesOf(nonceLines);
  if (!nonces.ok) return nonces;
  const record: DiceRecord = {
    gameId: single.DiceGame ?? '',
    commitment: single.DiceCommitment ?? '',
    serverSeed: single.DiceServerSeed ?? '',
    whiteSeed: single.DiceWhiteSeed ?? '',
    blackSeed: single.DiceBlackSeed ?? '',
    nonces: nonces.value,
  };
  const problem = valueProblem(record);
  return problem ? fail('dice-value', problem) : { ok: true, value: record };
}
