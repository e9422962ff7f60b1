import { describe, expect, it } from 'vitest';
import { after, dropsTo, expectMoves, fen, halfExcept, moves } from './helpers';

const whiteBiy = ['52-44', '52-45', '52-51'];
const blackBiy = ['17-16', '17-23', '17-24'];

describe('shatra.md "Fortress, reserve and the great road"', () => {
  it('reserve pieces do not move inside the fortress; the next reserve piece in order drops', () => {
    // 54..57 are empty, so 58 is next; the reserve shatra on 60 waits its turn.
    expectMoves(fen('K52 R58 S60 k17', { reserve: 'W' }), [
      ...[53, 49, 42, 35, 28, 21, 14, 10, 8, 5, 2].map((t) => `58-${t}`),
      ...dropsTo(58, halfExcept('white', [52])),
      ...whiteBiy,
    ]);
  });

  it('the order is 54, 55, … 62 for White and 9, 8, … 1 for Black; a jalkyn drops on either colour', () => {
    expect(moves(fen('K52 B54 S62 k17', { reserve: 'W' })).filter((m) => m.includes('@'))).toEqual(
      dropsTo(54, halfExcept('white', [52])).sort(),
    );
    expect(
      moves(fen('K52 b1 s7 k17', { reserve: 'b', turn: 'b' })).filter((m) => m.includes('@')),
    ).toEqual(dropsTo(7, halfExcept('black', [17])).sort());
  });

  it('the biy on its gate may drop at any time, out of the order, or move', () => {
    expectMoves(fen('K53 S60 S46 k17', { reserve: 'W' }), [
      '46-39',
      '46-32',
      '53-48',
      '53-49',
      '53-50',
      ...dropsTo(60, halfExcept('white', [46])),
      ...dropsTo(53, halfExcept('white', [46])),
    ]);
  });

  it('the great road: a reserve batyr or tura leaves along file d (the gate included) and captures along it', () => {
    expectMoves(
      fen('K52 R58 S60 s42 k17', { reserve: 'W' }),
      [35, 28, 21, 14, 10, 8, 5, 2].map((t) => `58x${t}`),
    );
    // A reserve jalkyn has no great road: it only drops.
    expectMoves(fen('K52 B55 k17', { reserve: 'W' }), [
      ...dropsTo(55, halfExcept('white', [52])),
      ...whiteBiy,
    ]);
  });

  it('reserve pieces capture along all their lines, not only the great road (fine points)', () => {
    expectMoves(fen('K52 B56 s53 k17', { reserve: 'W' }), ['56x48', '56x40', '56x32']);
  });

  it('no other piece may end a move or a jump in a fortress holding original reserve; the gate is ordinary (ours)', () => {
    expectMoves(fen('K52 R42 S60 k17', { reserve: 'W' }), [
      ...[35, 28, 21, 14, 10, 8, 5, 2, 49, 53, 43, 44, 45, 41, 40, 39].map((t) => `42-${t}`),
      ...dropsTo(60, halfExcept('white', [42, 52])),
      ...whiteBiy,
    ]);
    // A long leaper may pass over but not stop in the closed fortress: 53 is the only landing.
    expectMoves(fen('K52 R42 s49 S60 k17', { reserve: 'W' }), ['42x53']);
  });

  it('the biy on its gate keeps the fortress closed, to itself too', () => {
    expectMoves(fen('K53 R42 k17', { reserve: 'W' }), [
      ...[35, 28, 21, 14, 10, 8, 5, 2, 49, 43, 44, 45, 41, 40, 39].map((t) => `42-${t}`),
      '53-48',
      '53-49',
      '53-50',
      ...dropsTo(53, halfExcept('white', [42])),
    ]);
  });

  it('the biy on its gate as the last reserve enters its closed fortress only by capturing (fine points)', () => {
    // "… no other piece of that side may end a move or a jump in that fortress; the biy may, but
    // only by capturing": the biy on 53 is reserve itself, so 53-54, 53-55, 53-56 are no moves.
    expectMoves('k2/3/3/1/s6/7/7/7/7/6S/K/3/3/3 w W - - 0', [
      '52-45',
      '52-38',
      '53-48',
      '53-49',
      '53-50',
      ...dropsTo(53, halfExcept('white', [52])),
    ]);
    // By capturing it may: 53x58 ends inside, and the flag goes (the biy is off its gate).
    const text = fen('K53 s55 k17', { reserve: 'W' });
    expectMoves(text, [
      '53x58',
      '53-48',
      '53-49',
      '53-50',
      ...dropsTo(53, halfExcept('white', [])),
    ]);
    expect(after(text, '53x58')).toBe(fen('K58 k17', { turn: 'b' }));
  });

  // "Sind Festung und Tor leer, dürfen deine Steine … von dort jederzeit … wieder auf deine Hälfte
  // gesetzt werden": from the open fortress and from the gate; the biy from its gate at any time.
  it('the biy back on its gate with the fortress open drops from it (Black)', () => {
    expectMoves('3/3/3/k/1S5/6K/7/7/7/7/1/3/3/3 b - BBQRRbbqrr - 9', [
      ...['13', '14', '15', '7', '8', '9'].map((t) => `10-${t}`),
      ...dropsTo(10, halfExcept('black', [12, 24])),
    ]);
  });

  it('the biy back on its gate with the fortress open drops from it (White)', () => {
    expectMoves('3/3/3/1/3ks2/q6/2s4/2s4/6s/5s1/K/3/3/3 w - BBQRRbbrr - 2', [
      ...['48', '49', '50', '54', '55', '56'].map((t) => `53-${t}`),
      ...dropsTo(53, halfExcept('white', [34, 45, 51])),
    ]);
  });

  it('a tura on its own gate with the fortress open drops like one in the fortress', () => {
    expect(
      moves('3/3/3/r/s4ss/1s5/q1ks1K1/7/2s3S/6S/1/3/3/3 b - BBQRRbbr - 1').filter((m) =>
        m.includes('@'),
      ),
    ).toEqual(dropsTo(10, halfExcept('black', [11, 16, 17, 19, 25, 27, 28, 30])).sort());
  });

  it('an open fortress: own pieces enter, move there and drop from there in any order', () => {
    expectMoves(fen('K52 R42 B54 S57 k17'), [
      ...[35, 28, 21, 14, 10, 8, 5, 2, 49, 53, 55, 58, 61, 43, 44, 45, 41, 40, 39].map(
        (t) => `42-${t}`,
      ),
      ...[53, 50, 44, 38, 58, 62].map((t) => `54-${t}`),
      ...dropsTo(54, halfExcept('white', [42, 52])),
      ...dropsTo(57, halfExcept('white', [42, 52])),
      ...whiteBiy,
    ]);
  });

  it("the opponent's fortress may always be entered; a piece there moves or drops onto that half", () => {
    expectMoves(fen('K52 R8 s1 k17', { reserve: 'b' }), [
      ...[5, 2, 10, 14, 21, 28, 35, 42, 49, 53, 55, 58, 61, 9, 7].map((t) => `8-${t}`),
      ...dropsTo(8, halfExcept('black', [17])),
      ...whiteBiy,
    ]);
    expect(after(fen('K52 R8 s1 k17', { reserve: 'b', count: 7 }), '8@20')).toBe(
      fen('K52 R20 s1 k17', { reserve: 'b', turn: 'b' }),
    );
    // The biy included (fine points).
    expectMoves(fen('K5 s1 k17 S46', { reserve: 'b' }), [
      ...[2, 3, 4, 6, 7, 8, 9].map((t) => `5-${t}`),
      '46-39',
      '46-32',
      ...dropsTo(5, halfExcept('black', [17])),
    ]);
  });

  it('a reserve piece that captured into its own fortress must drop next, before any capture (ours)', () => {
    const start = fen('K53 R57 s58 k17', { reserve: 'W' });
    expectMoves(start, ['57x59']);
    expect(after(start, '57x59')).toBe(
      fen('K53 R59 k17', { reserve: 'W', turn: 'b', pending: 'd59' }),
    );
    expectMoves(fen('K53 R59 k17', { reserve: 'W', turn: 'b', pending: 'd59' }), blackBiy);
    expect(after(start, '57x59', '17-16')).toBe(
      fen('K53 R59 k16', { reserve: 'W', pending: 'd59', count: 1 }),
    );
    expectMoves(after(start, '57x59', '17-16'), dropsTo(59, halfExcept('white', [])));
    // A capture (43x45) and the biy's capture (52x36) wait: the drop comes first.
    const owed = fen('K52 S43 R59 S60 s44 k17', { reserve: 'W', pending: 'd59' });
    expectMoves(owed, dropsTo(59, halfExcept('white', [43, 44, 52])));
    expect(after(owed, '59@32')).toBe(fen('K52 S43 R32 S60 s44 k17', { reserve: 'W', turn: 'b' }));
  });

  it('only one forced drop is pending: the newer replaces the older (fine points)', () => {
    const text = fen('K52 R59 S8 r7 k17', { reserve: 'Wb', pending: 'd59', turn: 'b' });
    expectMoves(text, ['7x9']);
    expect(after(text, '7x9')).toBe(fen('K52 R59 r9 k17', { reserve: 'Wb', pending: 'd9' }));
    expect(moves(after(text, '7x9')).filter((m) => m.startsWith('59@')).length).toBe(20);
  });

  it('the forced drop lapses for that move if the own half is full (fine points)', () => {
    const black = 's39 s40 s41 s42 s43 s44 s45 s46 s47 s48 s49 r50 b51 k17';
    const white = 'K52 S32 S33 S34 S35 S36 S37 S38 R59';
    const text = fen(`${white} ${black}`, { reserve: 'W', pending: 'd59' });
    const steps = ['32-25', '32-26', '33-25', '33-26', '33-27', '34-26', '34-27', '34-28'];
    const more = [
      '35-27',
      '35-28',
      '35-29',
      '36-28',
      '36-29',
      '36-30',
      '37-29',
      '37-30',
      '37-31',
      '38-30',
      '38-31',
    ];
    expectMoves(text, [...steps, ...more]);
    expect(after(text, '35-28').split(' ')[4]).toBe('-');
  });

  it('the reserve flag clears at the end of the move after which the fortress holds no reserve', () => {
    expect(after(fen('K52 S60 k17', { reserve: 'W' }), '60@32')).toBe(
      fen('K52 S32 k17', { turn: 'b' }),
    );
    // The biy on its gate keeps it; the flag goes when the biy leaves.
    expect(after(fen('K53 S60 k17', { reserve: 'W' }), '60@32')).toBe(
      fen('K53 S32 k17', { reserve: 'W', turn: 'b' }),
    );
    expect(after(fen('K53 S32 k17', { reserve: 'W' }), '53-49')).toBe(
      fen('K49 S32 k17', { turn: 'b', count: 1 }),
    );
    // A biy inside the fortress (not on its gate) does not keep it.
    expect(after(fen('K55 S60 k17', { reserve: 'W' }), '60@32')).toBe(
      fen('K55 S32 k17', { turn: 'b' }),
    );
    // The opponent's move can end it: Black captures White's last reserve piece.
    const text = fen('K52 S58 q49 k17', { reserve: 'W', turn: 'b' });
    expectMoves(text, ['49x61']);
    expect(after(text, '49x61')).toBe(fen('K52 q61 k17'));
  });

  it('a reserve piece that left the fortress in its chain is reserve no more: it may not land back in', () => {
    // Without the rule 61x42x40x56 would be a move too; 60 keeps the fortress closed.
    expectMoves(fen('K52 Q61 S60 s49 s41 s48 k17', { reserve: 'W' }), ['61x42x40x53', '61x35x47']);
  });

  it('the reserve drop goes onto any empty square of the own half, file d included', () => {
    expect(
      moves(fen('K52 S60 S49 k17', { reserve: 'W' })).filter((m) => m.startsWith('60@')),
    ).toEqual(dropsTo(60, halfExcept('white', [49, 52])).sort());
  });
});
