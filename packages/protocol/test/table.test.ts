import type { LogEntry, SavedTable, TableSpec } from '@ludus/session';
import { describe, expect, it } from 'vitest';
import {
  IntentSchema,
  MAX_LOG_ENTRIES,
  parseSavedTable,
  SavedTableSchema,
  TableEventSchema,
  TableSpecSchema,
} from '../src';

const seats = { white: { kind: 'human' }, black: { kind: 'computer', level: 'expert' } } as const;
const backgammon: TableSpec = { game: 'backgammon', matchLength: 5, seats };
const shatra: TableSpec = {
  game: 'shatra',
  start: 'sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0',
  seats,
};

const valid = (value: unknown) => TableSpecSchema.safeParse(value).success;

describe('TableSpec', () => {
  it('accepts both games, money and matches, a pasted position', () => {
    expect(valid(backgammon)).toBe(true);
    expect(valid(shatra)).toBe(true);
    expect(valid({ game: 'shatra', seats })).toBe(true);
    const money = { game: 'tryktrak', matchLength: 0, jacoby: true, beavers: false, seats };
    expect(valid(money)).toBe(true);
    expect(valid({ ...backgammon, matchLength: 0, startPositionId: '4HPwATDgc/ABMA' })).toBe(true);
  });

  it('bounds the match length to an integer 0..25', () => {
    expect(valid({ ...backgammon, matchLength: 25 })).toBe(true);
    for (const matchLength of [26, -1, 1.5, '5', null, Number.MAX_SAFE_INTEGER + 2]) {
      expect(valid({ ...backgammon, matchLength })).toBe(false);
    }
  });

  it('bounds the strings: a Position ID ≤ 20, a Shatra start ≤ 200, printable ASCII', () => {
    expect(valid({ ...backgammon, startPositionId: 'A'.repeat(20) })).toBe(true);
    expect(valid({ ...backgammon, startPositionId: 'A'.repeat(21) })).toBe(false);
    expect(valid({ ...backgammon, startPositionId: '' })).toBe(false);
    expect(valid({ ...shatra, start: 's'.repeat(200) })).toBe(true);
    expect(valid({ ...shatra, start: 's'.repeat(201) })).toBe(false);
    expect(valid({ ...shatra, start: 'sqs\u0000' })).toBe(false);
  });

  it('refuses a mix of the games, unknown levels and unknown fields', () => {
    expect(valid({ ...shatra, matchLength: 5 })).toBe(false);
    expect(valid({ ...backgammon, start: 'x' })).toBe(false);
    expect(valid({ ...backgammon, game: 'chess' })).toBe(false);
    expect(valid({ ...backgammon, seats: { white: { kind: 'human' } } })).toBe(false);
    const grandmaster = { ...seats, black: { kind: 'computer', level: 'grandmaster' } };
    expect(valid({ ...backgammon, seats: grandmaster })).toBe(false);
  });
});

describe('intents', () => {
  const intent = (value: unknown) => IntentSchema.safeParse(value).success;

  it('every kind of both games', () => {
    const kinds = [
      { kind: 'roll' },
      { kind: 'move', steps: [{ from: 25, to: 20 }] },
      { kind: 'move', steps: [] },
      { kind: 'double' },
      { kind: 'take' },
      { kind: 'pass' },
      { kind: 'beaver' },
      { kind: 'resign', level: 'backgammon' },
      { kind: 'accept-resignation' },
      { kind: 'reject-resignation' },
      { kind: 'next-game' },
      { kind: 'end-session' },
      { kind: 'move', move: '46-39' },
      { kind: 'move', move: '54@40' },
      { kind: 'move', move: '2=Q' },
      { kind: 'resign' },
      { kind: 'offer-draw' },
      { kind: 'accept-draw' },
      { kind: 'decline-draw' },
    ];
    for (const value of kinds) expect(intent(value), JSON.stringify(value)).toBe(true);
  });

  it('bounds steps (≤ 4, points 0..25, integers) and Shatra moves (≤ 64, notation only)', () => {
    const steps = (n: number) => Array.from({ length: n }, () => ({ from: 6, to: 1 }));
    expect(intent({ kind: 'move', steps: steps(4) })).toBe(true);
    expect(intent({ kind: 'move', steps: steps(5) })).toBe(false);
    for (const step of [
      { from: 26, to: 1 },
      { from: 6, to: -1 },
      { from: 6.5, to: 1 },
      { from: 6 },
    ]) {
      expect(intent({ kind: 'move', steps: [step] })).toBe(false);
    }
    expect(intent({ kind: 'move', move: `1${'x2'.repeat(31)}` })).toBe(true);
    expect(intent({ kind: 'move', move: `1${'x2'.repeat(32)}` })).toBe(false);
    expect(intent({ kind: 'move', move: '' })).toBe(false);
    expect(intent({ kind: 'move', move: '46–39' })).toBe(false);
    expect(intent({ kind: 'move', move: '46-39', steps: [] })).toBe(false);
  });

  it('a table event carries its dice', () => {
    const event = { seq: 1, seat: 'black', intent: { kind: 'roll' }, dice: [6, 6] };
    expect(TableEventSchema.safeParse(event).success).toBe(true);
    expect(TableEventSchema.safeParse({ ...event, dice: [7] }).success).toBe(false);
    expect(TableEventSchema.safeParse({ ...event, seq: 0 }).success).toBe(false);
    expect(TableEventSchema.safeParse({ ...event, seat: 'spectator' }).success).toBe(false);
  });
});

describe('SavedTable', () => {
  const roll: LogEntry = { seat: 'white', intent: { kind: 'roll' } };
  const log = (n: number): LogEntry[] => Array.from({ length: n }, () => roll);

  it('round-trips through JSON and parseSavedTable', () => {
    const saved: SavedTable = {
      spec: backgammon,
      log: [roll, { seat: 'white', intent: { kind: 'move', steps: [] } }],
    };
    expect(parseSavedTable(JSON.stringify(saved))).toEqual({ ok: true, value: saved });
  });

  it('holds at most 10,000 log entries', () => {
    expect(SavedTableSchema.safeParse({ spec: shatra, log: log(MAX_LOG_ENTRIES) }).success).toBe(
      true,
    );
    const over = parseSavedTable(JSON.stringify({ spec: shatra, log: log(MAX_LOG_ENTRIES + 1) }));
    expect(over).toEqual({
      ok: false,
      error: 'bad-message',
      message: 'log: more than 10000 items',
    });
  });

  it('refuses a corrupt file with a code', () => {
    expect(parseSavedTable('{"spec":')).toMatchObject({ ok: false, error: 'bad-json' });
    expect(parseSavedTable('{"spec":{}, "log": []}')).toMatchObject({
      ok: false,
      error: 'bad-message',
    });
    expect(parseSavedTable(' '.repeat(3 * 1024 * 1024))).toMatchObject({
      ok: false,
      error: 'too-large',
    });
  });
});
