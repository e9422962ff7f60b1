// The Shatra page's game over the table: the page's choices as seats, the view as the page's
// session, records and pasted text as table logs, and saves (format 2, and format 1 read by
// replaying its record).
import { type LogEntry, type ShatraIntent, type ShatraTable, view } from '@ludus/session';
import { legalMoves, makeMove, START_FEN } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { readFirstFormat } from '../src/shatra/legacy-save';
import { readSaved, SAVED_GAME } from '../src/shatra/persistence';
import { importText, scriptOfRecord } from '../src/shatra/record';
import {
  actingSeat,
  drawAnswerer,
  exportRecord,
  inProgress,
  moveRows,
  restoreTable,
  type SessionSpec,
  savedOf,
  sessionOf,
  tableSpecOf,
  userToMove,
} from '../src/shatra/session';
import { parseRecord as parseStored } from '../src/storage';

const friend: SessionSpec = { opponent: { kind: 'friend' }, humanSide: 'white', seed: 3 };
const computer: SessionSpec = {
  opponent: { kind: 'computer', level: 'beginner' },
  humanSide: 'white',
  seed: 3,
};

const moves = (...notations: string[]) =>
  notations.map(
    (move, i): LogEntry<ShatraIntent> => ({
      seat: i % 2 === 0 ? 'white' : 'black',
      intent: { kind: 'move', move },
    }),
  );

function tableOf(spec: SessionSpec, log: readonly LogEntry<ShatraIntent>[] = []): ShatraTable {
  const table = restoreTable(spec, log);
  if (!table.ok) throw new Error(table.message);
  return table.value;
}

function sessionAt(spec: SessionSpec, log: readonly LogEntry<ShatraIntent>[] = []) {
  const table = tableOf(spec, log);
  return sessionOf(spec, view(table, 'spectator') as never);
}

describe('the Shatra game at a table', () => {
  it('seats the computer opposite the person, or two people in hot-seat', () => {
    expect(tableSpecOf({ ...computer, humanSide: 'black' }).seats).toEqual({
      white: { kind: 'computer', level: 'beginner' },
      black: { kind: 'human' },
    });
    expect(tableSpecOf(friend)).toEqual({
      game: 'shatra',
      seats: { white: { kind: 'human' }, black: { kind: 'human' } },
    });
    expect(tableSpecOf({ ...friend, start: START_FEN }).start).toBe(START_FEN);
  });

  it('lists the moves in rows of White and Black', () => {
    // 35x21 is forced: the shatras on 35 and 28 face each other and capturing is compulsory.
    const s = sessionAt(friend, moves('49-35', '14-28', '35x21'));
    expect(moveRows(s)).toEqual([
      { number: 1, white: { text: '49-35', index: 0 }, black: { text: '14-28', index: 1 } },
      { number: 2, white: { text: '35x21', index: 2 } },
    ]);
    expect(s.seq).toBe(3);
  });

  it('starts a row with Black when the game starts with Black to move', () => {
    const spec = { ...friend, start: '3/3/3/k/s6/7/7/7/7/Q5R/K/3/3/3 b - - - 0' };
    const s = sessionAt(spec, [{ seat: 'black', intent: { kind: 'move', move: '11-18' } }]);
    expect(moveRows(s)).toEqual([{ number: 1, black: { text: '11-18', index: 0 } }]);
  });

  it('lets the person move only on their side against the computer, and act for it', () => {
    const asBlack = { ...computer, humanSide: 'black' } as const;
    expect(userToMove(sessionAt(asBlack))).toBe(false);
    expect(userToMove(sessionAt(asBlack, moves('49-35')))).toBe(true);
    expect(actingSeat(sessionAt(asBlack))).toBe('black');
    // In hot-seat the side to move resigns or offers.
    expect(actingSeat(sessionAt(friend, moves('49-35')))).toBe('black');
  });

  it('lets a hot-seat draw offer be answered by the other player on their own turn', () => {
    const offer = (seat: 'white' | 'black'): LogEntry<ShatraIntent> => ({
      seat,
      intent: { kind: 'offer-draw' },
    });
    // Black offers on its move: Black moves first, then White answers.
    const offered = [...moves('49-35'), offer('black')];
    expect(sessionAt(friend, offered).drawOffer).toBe('black');
    expect(drawAnswerer(sessionAt(friend, offered))).toBeNull();
    const answering = sessionAt(friend, [
      ...offered,
      { seat: 'black', intent: { kind: 'move', move: '14-28' } },
    ]);
    expect(drawAnswerer(answering)).toBe('white');
    // Against the computer the person answers the computer's offer, never their own.
    expect(drawAnswerer(sessionAt(computer, offered))).toBe('white');
    expect(drawAnswerer(sessionAt(computer, [offer('white')]))).toBeNull();
    expect(drawAnswerer(sessionAt(friend))).toBeNull();
  });

  it('counts a game as in progress from its first move until it ends', () => {
    expect(inProgress(sessionAt(friend))).toBe(false);
    expect(inProgress(sessionAt(friend, moves('49-35')))).toBe(true);
    const resigned = [...moves('49-35'), { seat: 'white', intent: { kind: 'resign' } } as const];
    expect(inProgress(sessionAt(friend, resigned))).toBe(false);
  });

  it('exports the record naming the computer by its level, and reads it back as the same log', () => {
    const table = tableOf(computer, moves('49-35', '14-28', '35x21'));
    const text = exportRecord(table, new Date('2026-12-01T10:00:00Z'));
    expect(text).toContain('[White "Player"]');
    expect(text).toContain('[Black "Computer (Beginner)"]');
    expect(text).toContain('[Date "2026.12.01"]');
    expect(text).toContain('1. 49-35 14-28 2. 35x21');
    expect(importText(text)).toEqual({ ok: true, value: { log: savedOf(computer, table).log } });
  });

  it('writes a resignation and an agreed draw of a record as the table’s intents', () => {
    const resigned = scriptOfRecord('1. 49-35 0-1');
    expect(resigned.ok && resigned.value.log.at(-1)).toEqual({
      seat: 'white',
      intent: { kind: 'resign' },
    });
    // White has moved, so Black offered the draw on its move and White accepted.
    const drawn = scriptOfRecord('1. 49-35 1/2-1/2');
    if (!drawn.ok) throw new Error(drawn.message);
    expect(drawn.value.log.slice(1)).toEqual([
      { seat: 'black', intent: { kind: 'offer-draw' } },
      { seat: 'white', intent: { kind: 'accept-draw' } },
    ]);
    const table = tableOf(friend, drawn.value.log);
    expect(table.state.shatra.outcome).toEqual({ kind: 'draw', reason: 'agreement' });
  });

  it('imports a position string as a new game from that position', () => {
    const fen = '3/3/3/k/7/1s5/2s4/1s5/1S5/7/K/3/3/3 w - - - 0';
    const imported = importText(`  ${fen}\n`);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.value).toEqual({ start: fen, log: [] });
    const table = tableOf({ ...friend, start: imported.value.start ?? '' });
    expect(legalMoves(table.state.shatra.position).map(makeMove)).toEqual(['40x26x12', '40x26x28']);
  });

  it('refuses a bad position string naming the field, and an illegal record naming the move', () => {
    const badTurn = importText('3/3/3/k/7/1s5/2s4/1s5/1S5/7/K/3/3/3 x - - - 0');
    expect(!badTurn.ok && badTurn.message).toMatch(/side to move/);
    const illegal = importText('1. 49-35 49-42 *');
    expect(!illegal.ok && illegal.message).toMatch(/move 2/);
    expect(importText('   ')).toEqual({ ok: false, message: 'nothing to read' });
  });
});

describe('saving the Shatra game', () => {
  it('saves the choices and the log, and restores them through storage', () => {
    const saved = savedOf(computer, tableOf(computer, moves('49-35')));
    const stored = JSON.stringify({ v: 2, data: saved });
    expect(parseStored(SAVED_GAME, stored)).toEqual({ kind: 'ok', value: saved });
    const tampered = stored.replace('49-35', '49-28');
    expect(parseStored(SAVED_GAME, tampered)).toMatchObject({
      kind: 'corrupt',
      message: expect.stringMatching(/^entry 1: /),
    });
  });

  it('refuses settings it cannot read: players, levels outside Shatra’s, the seed', () => {
    const log: unknown[] = [];
    const at = (spec: object) => readSaved({ spec: { ...computer, ...spec }, log });
    expect(at({ opponent: { kind: 'computer', level: 2 } })).toMatchObject({ ok: false });
    expect(at({ opponent: { kind: 'computer', level: 'advanced' } })).toMatchObject({ ok: false });
    expect(at({ humanSide: 'red' })).toEqual({ ok: false, message: 'unknown players' });
    expect(at({ seed: 1.5 })).toEqual({ ok: false, message: 'bad seed' });
    expect(at({ start: 'x w - - - 0' })).toMatchObject({ ok: false });
    expect(readSaved({ spec: computer, log: 'no' })).toEqual({
      ok: false,
      message: 'no move list',
    });
  });

  it('reads a format-1 save by replaying its record, its numbered level by name', () => {
    const data = { record: '1. 49-35 14-28 0-1', opponent: { kind: 'computer', level: 3 } };
    const read = readFirstFormat({ ...data, humanSide: 'black' });
    if (!read.ok) throw new Error(read.message);
    expect(read.value.spec).toMatchObject({
      opponent: { kind: 'computer', level: 'world-class' },
      humanSide: 'black',
    });
    expect(read.value.log).toEqual([
      ...moves('49-35', '14-28'),
      { seat: 'white', intent: { kind: 'resign' } },
    ]);
    const stored = JSON.stringify({ v: 1, data: { ...data, humanSide: 'black' } });
    expect(parseStored(SAVED_GAME, stored)).toEqual({ kind: 'ok', value: read.value });
  });

  it('keeps a format-1 game’s start and reports its first bad move', () => {
    const fen = '3/3/3/k/s6/7/7/7/7/Q5R/K/3/3/3 b - - - 0';
    const record = `[Position "${fen}"]\n\n1... 11-18 *`;
    const read = readFirstFormat({ record, opponent: { kind: 'friend' }, humanSide: 'white' });
    expect(read.ok && read.value.spec.start).toBe(fen);
    const bad = readFirstFormat({
      record: '1. 49-28 *',
      opponent: { kind: 'friend' },
      humanSide: 'white',
    });
    expect(!bad.ok && bad.message).toMatch(/^move 1/);
    expect(readFirstFormat({ record: 1 })).toEqual({ ok: false, message: 'no game record' });
    expect(
      readFirstFormat({
        record: '*',
        opponent: { kind: 'computer', level: 4 },
        humanSide: 'white',
      }),
    ).toEqual({ ok: false, message: 'unknown players' });
  });
});
