// The board's pure parts of issue 22: the cube as drawn while a double waits (item 4), the side
// a hot-seat board is seen from (item 11), the arrow keys' cursor (item 9), and how far a tap
// may miss a narrow point on a phone (item 13).
import { describe, expect, it } from 'vitest';
import { neighbourTarget } from '../src/backgammon/boardKeys';
import { CHECKER, nearestTarget, pointHitRect, touchReach } from '../src/backgammon/geometry';
import {
  defaultGameRules,
  type GameAction,
  type GameState,
  gameAt,
  play,
  scriptedDice,
  startPosition,
} from '../src/backgammon/rules';
import { cubeShown, localViewer } from '../src/backgammon/tableState';

function after(state: GameState, ...actions: GameAction['kind'][]): GameState {
  let next = state;
  for (const kind of actions) {
    const outcome = play(next, { kind } as GameAction, scriptedDice([]));
    if (!outcome.ok) throw new Error(outcome.message);
    next = outcome.value;
  }
  return next;
}

const money = { ...defaultGameRules('backgammon'), beavers: true };
const whiteOnRoll = gameAt(money, startPosition('backgammon'), 'white');

describe('the cube as the board draws it (issue 22, item 4)', () => {
  it('an offered double stands at its offered value on the answering side until the answer', () => {
    expect(cubeShown(whiteOnRoll)).toEqual({ value: 1, owner: null, offeredTo: null });
    const doubled = after(whiteOnRoll, 'double');
    expect(cubeShown(doubled)).toEqual({ value: 2, owner: null, offeredTo: 'black' });
    // A take: the real value, on the taker's side.
    expect(cubeShown(after(doubled, 'take'))).toEqual({
      value: 2,
      owner: 'black',
      offeredTo: null,
    });
  });

  it('a beaver waits on the doubler’s side at twice its value; its take shows the real cube', () => {
    const beavered = after(whiteOnRoll, 'double', 'beaver');
    expect(cubeShown(beavered)).toEqual({ value: 4, owner: 'black', offeredTo: 'white' });
    expect(cubeShown(after(beavered, 'take'))).toEqual({
      value: 4,
      owner: 'black',
      offeredTo: null,
    });
  });

  it('a redouble by the owner is offered at twice the cube on the other side', () => {
    const owned = gameAt(money, startPosition('backgammon'), 'black', { value: 2, owner: 'black' });
    const redoubled = after(owned, 'double');
    expect(cubeShown(redoubled)).toEqual({ value: 4, owner: 'black', offeredTo: 'white' });
    expect(cubeShown(after(redoubled, 'take'))).toEqual({
      value: 4,
      owner: 'white',
      offeredTo: null,
    });
  });
});

describe('the side the local board is seen from (issue 22, item 11)', () => {
  const blackOnRoll = gameAt(money, startPosition('backgammon'), 'black');
  it('turns to the player on roll in hot-seat with the setting on, Flip turning it round', () => {
    expect(localViewer(blackOnRoll, true, false)).toBe('black');
    expect(localViewer(whiteOnRoll, true, false)).toBe('white');
    expect(localViewer(blackOnRoll, true, true)).toBe('white');
  });
  it('stays on White without it (against the computer, or the setting off)', () => {
    expect(localViewer(blackOnRoll, false, false)).toBe('white');
    expect(localViewer(blackOnRoll, false, true)).toBe('black');
  });
});

describe('the keyboard cursor (issue 22, item 9)', () => {
  const point = (n: number) => ({ kind: 'point', point: n }) as const;
  it('moves along the rows as the screen shows them, across the bar, and stops at the edges', () => {
    expect(neighbourTarget(point(18), 'right')).toEqual({ kind: 'bar', viewerSide: true });
    expect(neighbourTarget({ kind: 'bar', viewerSide: true }, 'right')).toEqual(point(19));
    expect(neighbourTarget(point(7), 'right')).toEqual({ kind: 'bar', viewerSide: false });
    expect(neighbourTarget(point(1), 'right')).toEqual({ kind: 'tray', viewerSide: true });
    expect(neighbourTarget(point(13), 'left')).toEqual(point(13));
    expect(neighbourTarget(point(6), 'left')).toEqual({ kind: 'bar', viewerSide: false });
  });
  it('goes between the rows in the same column', () => {
    expect(neighbourTarget(point(13), 'down')).toEqual(point(12));
    expect(neighbourTarget(point(1), 'up')).toEqual(point(24));
    expect(neighbourTarget(point(24), 'up')).toEqual(point(24));
    expect(neighbourTarget({ kind: 'tray', viewerSide: true }, 'up')).toEqual({
      kind: 'tray',
      viewerSide: false,
    });
  });
});

describe('taps that just miss a narrow point (issue 22, item 13)', () => {
  it('reaches far enough that each point answers taps across 44 px on a phone, none on a desktop', () => {
    const phone = 390 / 914; // the board's scale at 390 px wide
    const reach = touchReach(phone, 44);
    expect((CHECKER + 2 * reach) * phone).toBeCloseTo(44);
    expect(touchReach(1.1, 44)).toBe(0);
  });
  it('picks the nearest target in play within reach, else none', () => {
    const rect = pointHitRect(5);
    const y = rect.y + rect.height / 2;
    const legal = [
      { kind: 'point', point: 5 },
      { kind: 'point', point: 8 },
    ] as const;
    // Just right of point 5's column: inside point 4's.
    expect(nearestTarget(rect.x + rect.width + 8, y, legal, 20)).toEqual(legal[0]);
    expect(nearestTarget(rect.x + rect.width + 30, y, legal, 20)).toBeNull();
  });
});
