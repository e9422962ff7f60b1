import { describe, expect, it } from 'vitest';
import {
  canStop,
  chainView,
  choose,
  clickSquare,
  dragDrop,
  dragStart,
  IDLE,
  type InteractionState,
  type MoveOption,
  type MoveStep,
  stopChain,
  targets,
} from '../src/shatra/boardState';

// Options are written as the adapter produces them from the rules package; `move` is the notation
// so that a test can see which legal move the board chose.
function option(from: number, steps: MoveStep[], notation: string): MoveOption<string> {
  return { from, steps, notation, move: notation };
}
const move = (to: number): MoveStep => ({ to, kind: 'move' });
const jump = (to: number, over: number, promotion?: MoveStep['promotion']): MoveStep =>
  promotion ? { to, kind: 'jump', over, promotion } : { to, kind: 'jump', over };
const drop = (to: number): MoveStep => ({ to, kind: 'drop' });

function squares(state: InteractionState, options: MoveOption<string>[]) {
  return targets(state, options)
    .map((t) => t.square)
    .sort((a, b) => a - b);
}

describe('selection', () => {
  const options = [
    option(46, [move(39)], '46-39'),
    option(46, [move(32)], '46-32'),
    option(47, [move(40)], '47-40'),
  ];

  it('selects a movable piece and offers exactly its destinations', () => {
    const { state } = clickSquare(IDLE, options, 46);
    expect(state.selected).toBe(46);
    expect(squares(state, options)).toEqual([32, 39]);
  });

  it('ignores a click on a piece without legal moves', () => {
    expect(clickSquare(IDLE, options, 48).state).toEqual(IDLE);
  });

  it('switches the selection to another movable piece', () => {
    const first = clickSquare(IDLE, options, 46).state;
    const { state, played } = clickSquare(first, options, 47);
    expect(played).toBeUndefined();
    expect(state.selected).toBe(47);
    expect(squares(state, options)).toEqual([40]);
  });

  it('a second click on the selected piece deselects it', () => {
    const first = clickSquare(IDLE, options, 46).state;
    expect(clickSquare(first, options, 46).state).toEqual(IDLE);
  });

  it('plays the move chosen by a click on a destination', () => {
    const first = clickSquare(IDLE, options, 46).state;
    const { state, played } = clickSquare(first, options, 32);
    expect(played?.notation).toBe('46-32');
    expect(state).toEqual(IDLE);
  });

  it('plays by dragging, and a drop beside the targets keeps the selection', () => {
    const dragged = dragStart(IDLE, options, 47);
    expect(dragged.selected).toBe(47);
    expect(dragDrop(dragged, options, 41)).toEqual({ state: dragged });
    expect(dragDrop(dragged, options, undefined)).toEqual({ state: dragged });
    expect(dragDrop(dragged, options, 40).played?.notation).toBe('47-40');
  });
});

describe('capture chains step by step', () => {
  // A tura on 46 with two chains that share the first landing square and one that does not.
  const options = [
    option(46, [jump(32, 39), jump(29, 31)], '46x32x29'),
    option(46, [jump(32, 39), jump(18, 25)], '46x32x18'),
    option(46, [jump(48, 47)], '46x48'),
  ];

  it('offers only the first landing squares at first', () => {
    const { state } = clickSquare(IDLE, options, 46);
    expect(squares(state, options)).toEqual([32, 48]);
  });

  it('after a jump offers only the legal continuations and keeps the jumped piece', () => {
    const selected = clickSquare(IDLE, options, 46).state;
    const { state, played } = clickSquare(selected, options, 32);
    expect(played).toBeUndefined();
    expect(squares(state, options)).toEqual([18, 29]);
    expect(chainView(state)).toEqual({ at: 32, jumped: [39] });
    expect(canStop(state, options)).toBe(false);
  });

  it('refuses anything but a continuation in the middle of a chain', () => {
    const selected = clickSquare(IDLE, options, 46).state;
    const mid = clickSquare(selected, options, 32).state;
    expect(clickSquare(mid, options, 48).state).toBe(mid);
    expect(clickSquare(mid, options, 46).state).toBe(mid);
    expect(stopChain(mid, options)).toEqual({ state: mid });
  });

  it('completes the chain with its last jump', () => {
    const selected = clickSquare(IDLE, options, 46).state;
    const mid = clickSquare(selected, options, 32).state;
    const { state, played } = clickSquare(mid, options, 18);
    expect(played?.notation).toBe('46x32x18');
    expect(state).toEqual(IDLE);
  });

  it('lets the biy stop after any jump when a legal move ends there', () => {
    const biy = [
      option(40, [jump(26, 33)], '40x26'),
      option(40, [jump(26, 33), jump(12, 19)], '40x26x12'),
    ];
    const selected = clickSquare(IDLE, biy, 40).state;
    const mid = clickSquare(selected, biy, 26).state;
    expect(canStop(mid, biy)).toBe(true);
    expect(squares(mid, biy)).toEqual([12]);
    expect(stopChain(mid, biy).played?.notation).toBe('40x26');
  });
});

describe('promotion choice', () => {
  const options = [option(10, [move(3)], '10-3'), option(10, [move(2)], '10-2')];
  const promoting = [
    option(10, [{ to: 3, kind: 'move', promotion: 'tura' }], '10-3=R'),
    option(10, [{ to: 3, kind: 'move', promotion: 'jalkyn' }], '10-3=B'),
    option(10, [move(9)], '10-9'),
  ];

  it('asks which piece when several promotions reach the square', () => {
    const selected = clickSquare(IDLE, promoting, 10).state;
    const { state, played } = clickSquare(selected, promoting, 3);
    expect(played).toBeUndefined();
    expect(state.choice?.target).toBe(3);
    expect(state.choice?.variants.map((v) => v.promotion)).toEqual(['tura', 'jalkyn']);
    expect(targets(state, promoting)).toEqual([]);
  });

  it('plays the chosen promotion', () => {
    const selected = clickSquare(IDLE, promoting, 10).state;
    const asking = clickSquare(selected, promoting, 3).state;
    const { played } = choose(asking, promoting, { to: 3, kind: 'move', promotion: 'jalkyn' });
    expect(played?.notation).toBe('10-3=B');
  });

  it('refuses a choice that is not offered, and a click elsewhere closes the dialog', () => {
    const selected = clickSquare(IDLE, promoting, 10).state;
    const asking = clickSquare(selected, promoting, 3).state;
    expect(choose(asking, promoting, { to: 3, kind: 'move', promotion: 'batyr' })).toEqual({
      state: asking,
    });
    expect(clickSquare(asking, promoting, 40).state).toEqual(selected);
  });

  it('does not ask when there is only one way', () => {
    const selected = clickSquare(IDLE, options, 10).state;
    expect(clickSquare(selected, options, 2).played?.notation).toBe('10-2');
  });

  it('promotes mid-chain and goes on as the new piece', () => {
    const chain = [
      option(24, [jump(10, 17), jump(2, 6, 'batyr'), jump(8, 5)], '24x10x2=Qx8'),
      option(24, [jump(10, 17), jump(2, 6, 'tura')], '24x10x2=R'),
    ];
    const selected = clickSquare(IDLE, chain, 24).state;
    const first = clickSquare(selected, chain, 10).state;
    const asking = clickSquare(first, chain, 2).state;
    expect(asking.choice?.variants.map((v) => v.promotion)).toEqual(['batyr', 'tura']);
    const asQueen = choose(asking, chain, jump(2, 6, 'batyr'));
    expect(asQueen.played).toBeUndefined();
    expect(squares(asQueen.state, chain)).toEqual([8]);
    expect(chainView(asQueen.state).jumped).toEqual([17, 6]);
    expect(clickSquare(asQueen.state, chain, 8).played?.notation).toBe('24x10x2=Qx8');
    expect(choose(asking, chain, jump(2, 6, 'tura')).played?.notation).toBe('24x10x2=R');
  });

  it('promotes a waiting shatra by a click on the shatra itself', () => {
    const waiting = [
      option(2, [{ to: 2, kind: 'promote', promotion: 'batyr' }], '2=Q'),
      option(2, [move(3)], '2-3'),
    ];
    const selected = clickSquare(IDLE, waiting, 2).state;
    expect(squares(selected, waiting)).toEqual([2, 3]);
    expect(clickSquare(selected, waiting, 2).played?.notation).toBe('2=Q');
  });
});

describe('drops', () => {
  const options = [
    option(54, [drop(40)], '54@40'),
    option(54, [drop(33)], '54@33'),
    option(53, [drop(40)], '53@40'),
    option(53, [move(49)], '53-49'),
    option(53, [drop(49)], '53@49'),
  ];

  it('offers the drop squares of the next reserve piece', () => {
    const { state } = clickSquare(IDLE, options, 54);
    expect(squares(state, options)).toEqual([33, 40]);
    expect(targets(state, options).every((t) => t.kinds.join() === 'drop')).toBe(true);
  });

  it('drops the chosen piece on the chosen square', () => {
    const selected = clickSquare(IDLE, options, 54).state;
    expect(clickSquare(selected, options, 40).played?.notation).toBe('54@40');
  });

  it('asks "move or drop" when the biy can reach a square both ways', () => {
    const selected = clickSquare(IDLE, options, 53).state;
    expect(targets(selected, options).find((t) => t.square === 49)?.kinds).toEqual([
      'move',
      'drop',
    ]);
    const asking = clickSquare(selected, options, 49).state;
    expect(asking.choice?.variants).toEqual([move(49), drop(49)]);
    expect(choose(asking, options, drop(49)).played?.notation).toBe('53@49');
    expect(choose(asking, options, move(49)).played?.notation).toBe('53-49');
  });
});
