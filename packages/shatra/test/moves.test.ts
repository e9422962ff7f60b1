import { describe, expect, it } from 'vitest';
import { after, dropsTo, expectMoves, fen, halfExcept } from './helpers';

const whiteBiy = ['52-44', '52-45', '52-51'];

describe('shatra.md "Moves (without capture)"', () => {
  it('biy: one square in any direction', () => {
    expectMoves(
      fen('K42 k17 s11'),
      [34, 35, 36, 41, 43, 48, 49, 50].map((t) => `42-${t}`),
    );
  });

  it('tura: any distance orthogonally', () => {
    expectMoves(fen('K52 R42 k17'), [
      ...[35, 28, 21, 14, 10, 8, 5, 2, 49, 53, 55, 58, 61, 43, 44, 45, 41, 40, 39].map(
        (t) => `42-${t}`,
      ),
      ...whiteBiy,
    ]);
  });

  it('jalkyn: any distance diagonally', () => {
    expectMoves(fen('K52 B42 k17'), [
      ...[36, 30, 24, 34, 26, 18, 50, 48].map((t) => `42-${t}`),
      ...whiteBiy,
    ]);
  });

  it('batyr: any distance along any line, stopped by pieces', () => {
    expectMoves(fen('K52 Q42 S28 S44 k17'), [
      ...[35, 49, 53, 55, 58, 61, 43, 41, 40, 39, 36, 30, 24, 34, 26, 18, 50, 48].map(
        (t) => `42-${t}`,
      ),
      '28-21',
      '28-20',
      '28-22',
      '28-27',
      '28-29',
      '44-37',
      '52-45',
      '52-51',
    ]);
  });

  it('shatra on its own half: one or two straight forward, the double step only from the first row (ours)', () => {
    expectMoves(fen('K52 S47 S49 S42 k17'), ['47-40', '47-33', '42-35', ...whiteBiy]);
    expectMoves(fen('K52 S47 s33 k17'), ['47-40', ...whiteBiy]);
    expectMoves(fen('K52 s14 s20 k17', { turn: 'b' }), [
      '14-21',
      '14-28',
      '20-27',
      '17-16',
      '17-23',
      '17-24',
    ]);
  });

  it('a shatra in its own open fortress or gate (after a backward capture) steps one square forward (ours)', () => {
    expectMoves(fen('K52 S55 k17'), [
      '55-53',
      ...dropsTo(55, halfExcept('white', [52])),
      ...whiteBiy,
    ]);
    expectMoves(fen('K52 S53 k17'), [
      '53-49',
      ...dropsTo(53, halfExcept('white', [52])),
      ...whiteBiy,
    ]);
  });

  it('shatra on the row at the ditch: forward or diagonally forward across the ditch, never sideways', () => {
    expectMoves(fen('K52 S35 k17'), ['35-27', '35-28', '35-29', ...whiteBiy]);
    expectMoves(fen('K52 s28 k17', { turn: 'b' }), [
      '28-34',
      '28-35',
      '28-36',
      '17-16',
      '17-23',
      '17-24',
    ]);
  });

  it('shatra beyond the ditch: forward, diagonally forward or sideways; never backward', () => {
    expectMoves(fen('K52 S21 k17'), ['21-14', '21-13', '21-15', '21-20', '21-22', ...whiteBiy]);
    expectMoves(fen('K52 s42 k17', { turn: 'b' }), [
      '42-49',
      '42-48',
      '42-50',
      '42-41',
      '42-43',
      '17-16',
      '17-23',
      '17-24',
    ]);
  });

  it('a shatra that moved sideways may not step straight back on its next move (source)', () => {
    const banned = fen('K52 S21 k17', { pending: 's21<20' });
    expectMoves(banned, ['21-14', '21-13', '21-15', '21-22', ...whiteBiy]);
    // The item is made by the sideways move, survives the opponent's move, ends after the next.
    const start = fen('K52 S20 k17');
    expect(after(start, '20-21')).toBe(
      fen('K52 S21 k17', { turn: 'b', pending: 's21<20', count: 0 }),
    );
    expect(after(start, '20-21', '17-16')).toBe(
      fen('K52 S21 k16', { pending: 's21<20', count: 1 }),
    );
    expect(after(start, '20-21', '17-16', '52-51')).toBe(
      fen('K51 S21 k16', { turn: 'b', count: 2 }),
    );
  });

  it('the sideways-return ban concerns plain moves only: captures are free (fine points)', () => {
    expectMoves(fen('K52 S20 s21 k17', { pending: 's20<21' }), ['20x22']);
  });

  it('a shatra in the opponent fortress may also be dropped onto the opponent half', () => {
    expectMoves(fen('K52 S4 k17'), [
      '4-1',
      '4-2',
      '4-5',
      ...dropsTo(4, halfExcept('black', [17])),
      ...whiteBiy,
    ]);
  });
});
