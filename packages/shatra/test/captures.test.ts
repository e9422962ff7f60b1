import { describe, expect, it } from 'vitest';
import { after, expectMoves, fen } from './helpers';

describe('shatra.md "Captures — by jumping, compulsory, in chains"', () => {
  // A shatra on 35 (d7) with one black shatra next to it, in each of the 8 directions.
  const cases: [number, number][] = [
    [28, 21],
    [29, 23],
    [36, 37],
    [43, 51],
    [42, 49],
    [41, 47],
    [34, 33],
    [27, 19],
  ];
  it.each(cases)('shatra: short leap over %i to %i, backward included', (over, to) => {
    expectMoves(fen(`K52 S35 s${over} k17`), [`35x${to}`]);
  });

  it('capturing is compulsory, and the jumped piece goes at the end of the move', () => {
    expectMoves(fen('K52 S35 S46 s42 k17'), ['35x49']);
    expect(after(fen('K52 S35 S46 s42 k17'), '35x49')).toBe(fen('K52 S49 S46 k17', { turn: 'b' }));
  });

  it('long leap: over empty squares and exactly one enemy piece, to any empty square beyond', () => {
    expectMoves(fen('K52 Q49 s21 k17'), ['49x14', '49x10', '49x8', '49x5', '49x2']);
    // The landing rule: from 14, 10 and 8 the batyr can jump 5 next.
    expectMoves(fen('K52 Q49 s21 s5 k17'), ['49x14x2', '49x10x2', '49x8x2']);
    // Two pieces in a row cannot be jumped.
    expectMoves(fen('K52 R49 s21 s28 k17'), [
      ...[42, 35, 53, 55, 58, 61, 48, 47, 46, 50, 51].map((t) => `49-${t}`),
      '52-44',
      '52-45',
      '52-51',
    ]);
  });

  it('chains: after a jump the piece must jump on while it can', () => {
    expectMoves(fen('K52 S35 s28 s14 k17'), ['35x21x10']);
  });

  it('a long leaper must land where it can jump again, if the jump has such a square', () => {
    expectMoves(fen('K52 R49 s35 s22 k17'), ['49x21x23', '49x21x24']);
  });

  it('no piece is jumped twice; the start square is empty during the chain', () => {
    expectMoves(fen('K52 S35 s28 s22 s30 s36 k17'), ['35x21x23x37x35', '35x37x23x21x35']);
    expect(after(fen('K52 S35 s28 s22 s30 s36 k17'), '35x21x23x37x35')).toBe(
      fen('K52 S35 k17', { turn: 'b' }),
    );
  });

  it('jumped pieces stay until the chain ends and block lines', () => {
    // If 42 (or 28) left at once, the tura could jump on along file d.
    expectMoves(
      fen('K52 R35 s42 s28 k17'),
      [49, 53, 55, 58, 61, 21, 14, 10, 8, 5, 2].map((t) => `35x${t}`),
    );
  });

  it('several capturing moves: the player chooses any, there is no majority rule (source)', () => {
    expectMoves(fen('K52 S35 s28 s14 S47 s40 k17'), ['35x21x10', '47x33']);
  });

  it('the 60-move count restarts after a capture', () => {
    expect(after(fen('K52 S35 s42 k17', { count: 17 }), '35x49')).toBe(
      fen('K52 S49 k17', { turn: 'b' }),
    );
  });
});

describe('shatra.md "En passant" (source, with our decisions)', () => {
  it('a double step makes the e item; it lapses after the next move', () => {
    const start = fen('K52 S47 s14 k17', { turn: 'b' });
    expect(after(start, '14-28')).toBe(fen('K52 S47 s28 k17', { pending: 'e28' }));
    expect(after(start, '14-28', '47-40')).toBe(fen('K52 S40 s28 k17', { turn: 'b' }));
    expect(after(fen('K52 S47 s21 k17', { turn: 'b' }), '21-28')).toBe(fen('K52 S47 s28 k17'));
  });

  it('an enemy shatra jumps it as if it stood on the passed square; compulsory', () => {
    expectMoves(fen('K52 S20 s28 k17', { pending: 'e28' }), ['20x22', '20x36']);
    expect(after(fen('K52 S20 s28 k17', { pending: 'e28' }), '20x22')).toBe(
      fen('K52 S22 k17', { turn: 'b' }),
    );
    expectMoves(fen('K52 S20 s28 k17'), ['20x36']);
  });

  it('the en passant jump may be any jump of the chain (ours)', () => {
    expectMoves(fen('K52 S34 s27 s28 k17', { pending: 'e28' }), ['34x20x22', '34x20x36', '34x22']);
    expect(after(fen('K52 S34 s27 s28 k17', { pending: 'e28' }), '34x20x22')).toBe(
      fen('K52 S22 k17', { turn: 'b' }),
    );
  });

  it('only a shatra captures en passant: the biy jumps the piece where it stands', () => {
    expectMoves(fen('K20 s28 k17', { pending: 'e28' }), [
      '20x36',
      ...[12, 13, 14, 19, 21, 26, 27].map((t) => `20-${t}`),
    ]);
  });

  it('Black captures en passant too', () => {
    expectMoves(fen('K52 S35 s43 k17', { turn: 'b', pending: 'e35' }), ['43x41', '43x27']);
  });
});
