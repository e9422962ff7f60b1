import { describe, expect, it } from 'vitest';
import { after, dropsTo, expectMoves, fen, halfExcept } from './helpers';

const whiteBiy = ['52-44', '52-45', '52-51'];
const drops5 = dropsTo(5, halfExcept('black', [17]));

describe('shatra.md "Promotion"', () => {
  it("a shatra reaching the opponent's back row becomes a piece of the pool, the player's choice", () => {
    expectMoves(fen('K52 S5 k17', { pool: 'QB' }), [
      ...['1', '2', '3'].flatMap((t) => [`5-${t}=Q`, `5-${t}=B`]),
      '5-4',
      '5-6',
      ...drops5,
      ...whiteBiy,
    ]);
    expect(after(fen('K52 S5 k17', { pool: 'QB', count: 9 }), '5-2=Q')).toBe(
      fen('K52 Q2 k17', { pool: 'B', turn: 'b' }),
    );
  });

  it('each captured piece is given back once: the pool counts pieces per side', () => {
    // White takes a black tura: Black's pool gains r; Black promotes with it, and it is gone.
    expect(after(fen('K52 S35 r28 s60 k17'), '35x21')).toBe(
      fen('K52 S21 s60 k17', { turn: 'b', pool: 'r' }),
    );
    expect(after(fen('K52 s57 k17', { turn: 'b', pool: 'r' }), '57-61=R')).toBe(fen('K52 r61 k17'));
    expectMoves(fen('K52 s57 k17', { turn: 'b', pool: 'Rr' }), [
      '57-60=R',
      '57-61=R',
      '57-58',
      ...dropsTo(57, halfExcept('white', [52])),
      '17-16',
      '17-23',
      '17-24',
    ]);
  });

  it('with an empty pool the shatra waits on the back row, moving or jumping only sideways', () => {
    expectMoves(fen('K52 S5 k17'), ['5-1', '5-2', '5-3', '5-4', '5-6', ...drops5, ...whiteBiy]);
    expectMoves(fen('K52 S2 k17'), [
      '2-1',
      '2-3',
      ...dropsTo(2, halfExcept('black', [17])),
      ...whiteBiy,
    ]);
    expectMoves(fen('K52 S1 s2 s4 s5 k17'), ['1x3']);
  });

  it('promoting a waiting shatra is a move of its own (source); moving sideways does not promote (fine points)', () => {
    expectMoves(fen('K52 S2 k17', { pool: 'R' }), [
      '2=R',
      '2-1',
      '2-3',
      ...dropsTo(2, halfExcept('black', [17])),
      ...whiteBiy,
    ]);
    expect(after(fen('K52 S2 k17', { pool: 'R', count: 5 }), '2=R')).toBe(
      fen('K52 R2 k17', { turn: 'b' }),
    );
    expect(after(fen('K52 S2 k17', { pool: 'R', count: 5 }), '2-3')).toBe(
      fen('K52 S3 k17', { turn: 'b', pool: 'R', pending: 's3<2' }),
    );
    // A capture is compulsory over the promotion move too.
    expectMoves(fen('K52 S2 S35 s28 k17', { pool: 'R' }), ['35x21']);
  });

  it('a shatra promoted in the middle of a chain goes on as its new piece', () => {
    expectMoves(fen('K52 S7 s4 s5 k17', { pool: 'QR' }), ['7x1=Qx9', '7x1=R', '7x3=Q', '7x3=R']);
    expectMoves(fen('K52 S7 s4 s5 k17'), ['7x1', '7x3']);
    expect(after(fen('K52 S7 s4 s5 k17', { pool: 'QR' }), '7x1=Qx9')).toBe(
      fen('K52 Q9 k17', { turn: 'b', pool: 'R' }),
    );
  });
});
