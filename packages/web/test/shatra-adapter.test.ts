import { readPosition, START_POSITION } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { boardPieces, moveOptions, moveSquares, threatenedBiys } from '../src/shatra/adapter';
import { canStop, choose, clickSquare, IDLE, targets } from '../src/shatra/boardState';

function position(text: string) {
  const read = readPosition(text);
  if (!read.ok) throw new Error(read.message);
  return read.value;
}

const squaresOf = (list: { square: number }[]) => list.map((t) => t.square).sort((a, b) => a - b);

describe('the board fed by the rules package', () => {
  it('spells a chain out jump by jump with the jumped pieces', () => {
    const chain = position('3/3/3/k/7/1s5/2s4/1s5/1S5/7/K/3/3/3 w - - - 0');
    const options = moveOptions(chain);
    expect(options.map((o) => [o.notation, o.steps.map((s) => [s.kind, s.to, s.over])])).toEqual([
      [
        '40x26x12',
        [
          ['jump', 26, 33],
          ['jump', 12, 19],
        ],
      ],
      [
        '40x26x28',
        [
          ['jump', 26, 33],
          ['jump', 28, 27],
        ],
      ],
    ]);
    const selected = clickSquare(IDLE, options, 40).state;
    const mid = clickSquare(selected, options, 26).state;
    expect(squaresOf(targets(mid, options))).toEqual([12, 28]);
    expect(clickSquare(mid, options, 28).played?.notation).toBe('40x26x28');
  });

  it('offers the promotion choice among the pool only', () => {
    const promotion = position('3/2S/3/1/7/2k4/7/7/7/7/K/3/3/3 w - QR - 0');
    const options = moveOptions(promotion);
    const selected = clickSquare(IDLE, options, 6).state;
    const byKind = (kind: string) =>
      squaresOf(targets(selected, options).filter((t) => t.kinds.includes(kind as 'move')));
    expect(byKind('move')).toEqual([2, 3, 5]);
    // A piece in the opponent's fortress may also be dropped onto the opponent's half.
    const blackHalf = Array.from({ length: 21 }, (_, i) => 11 + i).filter((sq) => sq !== 20);
    expect(byKind('drop')).toEqual(blackHalf);
    const asking = clickSquare(selected, options, 3).state;
    expect(asking.choice?.variants.map((v) => v.promotion)).toEqual(['batyr', 'tura']);
    expect(
      choose(asking, options, { to: 3, kind: 'move', promotion: 'tura' }).played?.notation,
    ).toBe('6-3=R');
  });

  it('lets the biy stop its chain only where the rules allow it', () => {
    const biy = position('3/3/3/k/7/1s5/7/1s5/1K5/7/1/3/3/3 w - - - 0');
    const options = moveOptions(biy);
    const mid = clickSquare(clickSquare(IDLE, options, 40).state, options, 26).state;
    expect(canStop(mid, options)).toBe(true);
    expect(squaresOf(targets(mid, options))).toEqual([12]);
  });

  it('offers the drops of the next reserve piece and of the biy from the start', () => {
    const options = moveOptions(START_POSITION);
    const drops = (from: number) =>
      options
        .filter((o) => o.from === from && o.steps[0]?.kind === 'drop')
        .map((o) => o.steps[0]?.to);
    const ownHalf = Array.from({ length: 14 }, (_, i) => 32 + i);
    expect(drops(54)).toEqual(ownHalf);
    expect(drops(53)).toEqual(ownHalf);
    expect(drops(55)).toEqual([]);
  });

  it('offers the drops from the own gate once the fortress is open (the biy back on its gate)', () => {
    const back = position('3/3/3/k/1S5/6K/7/7/7/7/1/3/3/3 b - BBQRRbbqrr - 9');
    const options = moveOptions(back);
    const selected = clickSquare(IDLE, options, 10).state;
    const byKind = (kind: 'move' | 'drop') =>
      squaresOf(targets(selected, options).filter((t) => t.kinds.includes(kind)));
    expect(byKind('move')).toEqual([7, 8, 9, 13, 14, 15]);
    const blackHalf = Array.from({ length: 21 }, (_, i) => 11 + i);
    expect(byKind('drop')).toEqual(blackHalf.filter((sq) => sq !== 12 && sq !== 24));
    // 14 is both a step and a drop: the player is asked which.
    const asking = clickSquare(selected, options, 14).state;
    expect(asking.choice?.variants.map((v) => v.kind).sort()).toEqual(['drop', 'move']);
    expect(choose(asking, options, { to: 14, kind: 'drop' }).played?.notation).toBe('10@14');
    expect(clickSquare(selected, options, 11).played?.notation).toBe('10@11');
  });

  it('finds the threatened biy and draws the pieces and last move', () => {
    const falls = position('3/3/3/1/7/7/7/1k5/1S5/7/K/3/3/3 w - - - 0');
    expect(threatenedBiys(falls)).toEqual([33]);
    expect(threatenedBiys(START_POSITION)).toEqual([]);
    expect(boardPieces(falls)).toEqual(
      new Map([
        [33, { side: 'black', role: 'biy' }],
        [40, { side: 'white', role: 'shatra' }],
        [53, { side: 'white', role: 'biy' }],
      ]),
    );
    expect(moveSquares({ kind: 'capture', from: 40, landings: [26, 12] })).toEqual([40, 26, 12]);
    expect(moveSquares({ kind: 'promote', square: 2, role: 'batyr' })).toEqual([2]);
  });

  it('offers nothing once the game is over', () => {
    const noBlackBiy = position('3/3/3/1/7/7/s6/7/1S5/7/K/3/3/3 w - - - 0');
    expect(moveOptions(noBlackBiy)).toEqual([]);
  });
});
