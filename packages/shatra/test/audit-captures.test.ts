// An independent audit of shatra.md, part 1: capture chains, en passant, the biy's privilege.
// Every expected set below was worked out by hand from the rules file, square by square, before
// it was compared with the generator; the comments give the reasoning a player would check.
import { describe, expect, it } from 'vitest';
import { after, dropsTo, expectMoves, fen, halfExcept, moves } from './helpers';

describe('audit: shatra.md "Captures — by jumping, compulsory, in chains"', () => {
  it('the start square is empty during the chain: a later leap passes over it', () => {
    // Q41 over 34 must land on 27 (from 20 or 13 nothing goes on), over 35 to 43 (51 goes
    // nowhere), then west over 42 and the empty start square 41, over 40, to 39.
    expectMoves(fen('Q41 s34 s35 s40 K62 k1'), ['41x17', '41x23', '41x27x43x39', '41x29', '41x39']);
  });

  it('landing rule: of 28 … 2 beyond the jumped 35, only 21 goes on (over 20)', () => {
    expectMoves(fen('R49 s35 s20 K62 k1'), ['49x21x18', '49x21x19']);
  });

  it('landing rule: when no landing goes on, every landing up to the wall is a move', () => {
    expectMoves(
      fen('R49 s35 K62 k1'),
      [28, 21, 14, 10, 8, 5, 2].map((to) => `49x${to}`),
    );
  });

  it('jumped pieces block: from 19 the jumped 35 stops the leap over 27, so 10x25 is forced', () => {
    // Q42 over 35 lands 28/21/14/10 (each goes on); 8, 5, 2 go nowhere and are not allowed.
    expectMoves(fen('Q42 s35 s27 s13 K62 k1'), [
      '42x10x25x28',
      '42x10x25x29',
      '42x10x25x30',
      '42x10x25x31',
      '42x14x11',
      '42x14x12',
      '42x21x33',
      '42x21x39',
      '42x28x25x10',
      '42x28x25x9',
    ]);
  });

  it('the long leap lands only up to the next occupied square (an own piece stops it)', () => {
    expectMoves(fen('R46 s39 S25 K62 k1'), ['46x32']);
  });

  it('landing rule: a jump on that could only end in the own closed fortress does not count', () => {
    // From 53 the tura could jump 55 only into 58 or 61: closed (S57 is reserve), so 53 does
    // not "go on", and 49 and 53 are both allowed.
    expectMoves(fen('R35 s42 s55 S57 K46 k17', { reserve: 'W' }), ['35x49', '35x53']);
    // The same with the fortress open: both landings go on, into the fortress.
    expectMoves(fen('R35 s42 s55 K46 k17'), ['35x49x58', '35x49x61', '35x53x58', '35x53x61']);
  });

  it('the biy is captured in the middle of a chain: the chain goes on, then the game is over', () => {
    const text = fen('S35 k28 s14 K62 s11');
    expectMoves(text, ['35x21x10']);
    expect(after(text, '35x21x10')).toBe('3/3/3/S/s6/7/7/7/7/7/1/3/3/2K b - - - 0');
    expect(moves(after(text, '35x21x10'))).toEqual([]);
  });
});

describe('audit: shatra.md "En passant" (source, with our decisions)', () => {
  it('after 13-27 the shatra on 28 may jump 27 where it stands or 20 that it passed', () => {
    const text = after(fen('s13 S28 K62 k1', { turn: 'b' }), '13-27');
    expect(text.split(' ')[4]).toBe('e27');
    expectMoves(text, ['28x12', '28x26']);
  });

  it('the en passant jump may go backward, like every shatra capture', () => {
    expectMoves(fen('s27 S12 K62 k1', { pending: 'e27' }), ['12x28']);
  });

  it('the double-stepped shatra is one piece: jumped as e.p. it cannot be jumped again', () => {
    // 21x19 (over the passed 20) may not go on over 27 to 35: that is the same shatra.
    expectMoves(fen('s27 S21 K62 k1', { pending: 'e27' }), ['21x19', '21x33']);
  });

  it('only an enemy shatra captures en passant: the biy ignores the passed square', () => {
    expectMoves(fen('s27 K12 k1 S52', { pending: 'e27' }), [
      '12-11',
      '12-13',
      '12-18',
      '12-19',
      '12-20',
      '52-38',
      '52-45',
    ]);
  });

  it('Black captures a White double step en passant', () => {
    expectMoves(fen('S34 s42 K62 k1', { turn: 'b', pending: 'e34' }), ['42x26', '42x40']);
  });

  it('the e item lasts for the very next move only', () => {
    const text = fen('s13 s17 S28 K62 k3 S52', { turn: 'b' });
    expect(after(text, '13-27', '28x12', '17-24')).toBe(
      '2k/3/3/1/1S5/6s/7/7/7/6S/1/3/3/2K w - - - 0',
    );
  });

  it('a shatra on the second row of its half steps once, and makes no e item', () => {
    const text = fen('s19 K62 k3', { turn: 'b' });
    expect(moves(text).filter((m) => m.startsWith('19'))).toEqual(['19-26']);
    expect(after(text, '19-26').split(' ')[4]).toBe('-');
  });
});

describe('audit: shatra.md "The biy\'s privilege"', () => {
  /**
   * What White may do with its biy on 42 beside Black's shatra on 35 when no other White piece
   * can capture: the biy's seven steps to its empty neighbours and its jump over 35 to 28.
   */
  const BIY_42_STEPS_AND_JUMP = [
    '42-34',
    '42-36',
    '42-41',
    '42-43',
    '42-48',
    '42-49',
    '42-50',
    '42x28',
  ];

  it('only the biy can capture: any biy move, the other pieces stay', () => {
    expectMoves(fen('K42 s35 k1 S52'), BIY_42_STEPS_AND_JUMP);
  });

  it('another piece can capture: every capture, the biy one included, and nothing else', () => {
    expectMoves(fen('K42 s35 k1 S46 s39'), ['42x28', '46x32']);
  });

  it('the biy may stop after any jump of its chain', () => {
    // The same, and the chain on from 28 over 21 to 14.
    expectMoves(fen('K42 s35 s21 k1 S52'), [...BIY_42_STEPS_AND_JUMP, '42x28x14']);
  });

  it('only the biy can capture and it stands in the opponent fortress: it may drop onto that half', () => {
    expectMoves(fen('K5 s8 S47 k17'), [
      ...[1, 2, 3, 4, 6, 7, 9].map((to) => `5-${to}`),
      '5x10',
      ...dropsTo(5, halfExcept('black', [17])),
    ]);
  });
});
