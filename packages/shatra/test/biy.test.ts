import { describe, expect, it } from 'vitest';
import { isBiyThreatened, legalCaptures, makeMove } from '../src/index';
import { after, dropsTo, expectMoves, fen, halfExcept, pos } from './helpers';

describe('shatra.md "The biy\'s privilege"', () => {
  it('the biy may end its chain after any jump; if only the biy can capture, any biy move', () => {
    expectMoves(fen('K35 s28 s14 k17'), [
      '35x21',
      '35x21x10',
      ...[27, 29, 34, 36, 41, 42, 43].map((t) => `35-${t}`),
    ]);
  });

  it('if another piece can capture, the move is a capture by any piece, the biy included', () => {
    expectMoves(fen('K35 S47 s40 s28 s14 k17'), ['47x33', '35x21', '35x21x10']);
  });

  it('only the biy can capture: other pieces stay, the biy may drop from its gate (ours)', () => {
    const text = fen('K53 s49 S60 S46 k17', { reserve: 'W' });
    expectMoves(text, ['53x42', '53-48', '53-50', ...dropsTo(53, halfExcept('white', [46, 49]))]);
    // The gate drop: the flag stays (60 is reserve), the 60-move count restarts.
    expect(after(fen('K53 s49 S60 S46 k17', { reserve: 'W', count: 12 }), '53@40')).toBe(
      fen('K40 s49 S60 S46 k17', { reserve: 'W', turn: 'b' }),
    );
  });

  it('the biy may end a capture in its own closed fortress, not a plain move', () => {
    expectMoves(fen('K53 s55 S60 S46 k17', { reserve: 'W' }), [
      '53x58',
      '53-48',
      '53-49',
      '53-50',
      ...dropsTo(53, halfExcept('white', [46])),
    ]);
  });

  it('the biy may stand where it can be captured; the threatened biy (red glow)', () => {
    // White to move leaves its biy next to a black shatra: a legal move.
    expectMoves(fen('K44 s36 S46 k17', { turn: 'w' }), [
      '44x28',
      ...[37, 38, 43, 45, 50, 51, 52].map((t) => `44-${t}`),
    ]);
    const text = fen('K44 s36 S46 k17');
    expect(isBiyThreatened(pos(text), 'white')).toBe(true);
    expect(isBiyThreatened(pos(text), 'black')).toBe(false);
    expect(isBiyThreatened(pos(fen('K44 s29 S46 k17')), 'white')).toBe(false);
    // The biy on 17 cannot be jumped at all: nothing lies beyond it.
    expect(isBiyThreatened(pos(fen('K52 Q24 S16 S23 k17', { turn: 'b' })), 'black')).toBe(false);
    // The opponent's biy on its gate may capture into its own closed fortress, so the glow shows.
    expect(isBiyThreatened(pos(fen('K53 k55 s17', { reserve: 'W', turn: 'b' })), 'black')).toBe(
      true,
    );
    // A pending forced drop means the opponent could not capture on its next move.
    expect(
      isBiyThreatened(
        pos(fen('K52 R59 S60 s44 k17', { reserve: 'W', pending: 'd59', turn: 'b' })),
        'black',
      ),
    ).toBe(false);
  });
});

describe('legalCaptures (for search and the red glow)', () => {
  it('lists the captures only, none while a forced drop is due', () => {
    expect(
      legalCaptures(pos(fen('K35 s28 s14 k17')))
        .map(makeMove)
        .sort(),
    ).toEqual(['35x21', '35x21x10']);
    expect(
      legalCaptures(pos(fen('K52 S43 R59 S60 s44 k17', { reserve: 'W', pending: 'd59' }))),
    ).toEqual([]);
    expect(
      legalCaptures(pos(fen('K52 S43 R59 S60 s44 k17', { reserve: 'W' })))
        .map(makeMove)
        .sort(),
    ).toEqual(['43x45', '52x36']);
  });
});
