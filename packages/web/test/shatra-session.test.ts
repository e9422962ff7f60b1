import { legalMoves, makeMove, readPosition, START_POSITION } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { importText } from '../src/shatra/record';
import {
  computerResignsSession,
  exportRecord,
  moveRows,
  newSession,
  outcome,
  playMove,
  resignSession,
  SAVED_GAME,
  type Session,
  saveShape,
  userToMove,
  validateSaved,
} from '../src/shatra/session';
import { parseRecord as parseStored } from '../src/storage';

const friend = { kind: 'friend' } as const;
const computer = { kind: 'computer', level: 1 } as const;

function play(session: Session, ...notations: string[]): Session {
  let s = session;
  for (const text of notations) {
    const move = legalMoves(s.game.position).find((m) => makeMove(m) === text);
    if (!move) throw new Error(`${text} is not legal`);
    const next = playMove(s, move);
    if (!next.ok) throw new Error(next.message);
    s = next.session;
  }
  return s;
}

describe('Shatra session', () => {
  it('lists the moves in rows of White and Black', () => {
    // 35x21 is forced: the shatras on 35 and 28 face each other and capturing is compulsory.
    const s = play(newSession(START_POSITION, friend, 'white'), '49-35', '14-28', '35x21');
    expect(moveRows(s)).toEqual([
      { number: 1, white: { text: '49-35', index: 0 }, black: { text: '14-28', index: 1 } },
      { number: 2, white: { text: '35x21', index: 2 } },
    ]);
  });

  it('starts a row with Black when the game starts with Black to move', () => {
    const read = readPosition('3/3/3/k/s6/7/7/7/7/Q5R/K/3/3/3 b - - - 0');
    if (!read.ok) throw new Error(read.message);
    const s = play(newSession(read.value, friend, 'white'), '11-18');
    expect(moveRows(s)).toEqual([{ number: 1, black: { text: '11-18', index: 0 } }]);
  });

  it('lets the user move only on the user side against the computer', () => {
    const s = newSession(START_POSITION, computer, 'black');
    expect(userToMove(s)).toBe(false);
    expect(userToMove(play(s, '49-35'))).toBe(true);
  });

  it('ends the game by the computer side resigning, whoever is on move', () => {
    const s = computerResignsSession(newSession(START_POSITION, computer, 'black'));
    expect(outcome(s)).toEqual({ kind: 'win', winner: 'black', reason: 'resignation' });
    const asWhite = computerResignsSession(
      play(newSession(START_POSITION, computer, 'white'), '49-35'),
    );
    expect(outcome(asWhite)).toEqual({ kind: 'win', winner: 'white', reason: 'resignation' });
    const againstFriend = newSession(START_POSITION, friend, 'white');
    expect(computerResignsSession(againstFriend)).toBe(againstFriend);
  });

  it('resigns for the user side against the computer', () => {
    const s = resignSession(newSession(START_POSITION, computer, 'black'));
    expect(outcome(s)).toEqual({ kind: 'win', winner: 'white', reason: 'resignation' });
    expect(userToMove(s)).toBe(false);
  });

  it('exports the rules package record and imports it back to the same game', () => {
    const s = play(newSession(START_POSITION, friend, 'white'), '49-35', '14-28', '35x21');
    const text = exportRecord(s, new Date('2026-12-01T10:00:00Z'));
    expect(text).toContain('[Date "2026.12.01"]');
    expect(text).toContain('1. 49-35 14-28 2. 35x21');
    const back = importText(text, friend, 'white');
    if (!back.ok) throw new Error(back.message);
    expect(back.session.game.moves.map(makeMove)).toEqual(['49-35', '14-28', '35x21']);
  });

  it('imports a position string as a new game from that position', () => {
    const fen = '3/3/3/k/7/1s5/2s4/1s5/1S5/7/K/3/3/3 w - - - 0';
    const imported = importText(`  ${fen}\n`, friend, 'white');
    if (!imported.ok) throw new Error(imported.message);
    expect(legalMoves(imported.session.game.position).map(makeMove)).toEqual([
      '40x26x12',
      '40x26x28',
    ]);
  });

  it('refuses a bad position string naming the field, and an illegal record naming the move', () => {
    const badTurn = importText('3/3/3/k/7/1s5/2s4/1s5/1S5/7/K/3/3/3 x - - - 0', friend, 'white');
    expect(badTurn.ok).toBe(false);
    expect(!badTurn.ok && badTurn.message).toMatch(/side to move/);
    const illegal = importText('1. 49-35 49-42 *', friend, 'white');
    expect(illegal.ok).toBe(false);
    expect(!illegal.ok && illegal.message).toMatch(/move 2/);
    expect(importText('   ', friend, 'white')).toEqual({ ok: false, message: 'nothing to read' });
  });

  it('saves and restores through storage, and reports a corrupt save', () => {
    const s = play(newSession(START_POSITION, computer, 'white'), '49-35');
    const stored = JSON.stringify({ v: SAVED_GAME.version, data: saveShape(s) });
    const loaded = parseStored(SAVED_GAME, stored);
    expect(loaded).toEqual({ kind: 'ok', value: saveShape(s) });
    const tampered = stored.replace('49-35', '49-28');
    expect(parseStored(SAVED_GAME, tampered).kind).toBe('corrupt');
    expect(validateSaved({ record: 1 })).toEqual({ ok: false, message: 'no game record' });
    expect(validateSaved({ record: '*', opponent: { kind: 'alien' }, humanSide: 'white' })).toEqual(
      {
        ok: false,
        message: 'unknown players',
      },
    );
  });
});
