import { describe, expect, it } from 'vitest';
import {
  neighbourOnScreen,
  SQUARES,
  squareAt,
  squareAtPoint,
  squareCenter,
  squareLayout,
} from '../src/shatra/layout';

describe('board drawing geometry (shared/rules/shatra.md, "Board")', () => {
  it('numbers the 62 squares top to bottom, left to right', () => {
    expect(SQUARES).toHaveLength(62);
    expect(squareLayout(1)).toMatchObject({ file: 2, rank: 14, region: 'black-fortress' });
    expect(squareLayout(10)).toMatchObject({ file: 3, rank: 11, region: 'black-gate' });
    expect(squareLayout(11)).toMatchObject({ file: 0, rank: 10, region: 'black-half' });
    expect(squareLayout(31)).toMatchObject({ file: 6, rank: 8, region: 'black-half' });
    expect(squareLayout(32)).toMatchObject({ file: 0, rank: 7, region: 'white-half' });
    expect(squareLayout(53)).toMatchObject({ file: 3, rank: 4, region: 'white-gate' });
    expect(squareLayout(62)).toMatchObject({ file: 4, rank: 1, region: 'white-fortress' });
    expect(squareAt(0, 3)).toBeUndefined();
  });

  it('marks file d as the great road', () => {
    const road = SQUARES.filter((s) => s.onGreatRoad).map((s) => s.square);
    expect(road).toEqual([2, 5, 8, 10, 14, 21, 28, 35, 42, 49, 53, 55, 58, 61]);
  });

  it('finds the square under a point in both orientations', () => {
    for (const orientation of ['white', 'black'] as const) {
      for (const s of SQUARES) {
        const c = squareCenter(s.square, orientation);
        expect(squareAtPoint(c.x, c.y, orientation)).toBe(s.square);
      }
    }
    const top = squareCenter(2, 'white');
    expect(top.y).toBeLessThan(squareCenter(61, 'white').y);
    expect(squareCenter(2, 'black').y).toBeGreaterThan(squareCenter(61, 'black').y);
  });

  it('moves the keyboard cursor to the nearest square of the next row', () => {
    expect(neighbourOnScreen(46, 'down', 'white')).toBe(53);
    expect(neighbourOnScreen(53, 'down', 'white')).toBe(55);
    expect(neighbourOnScreen(54, 'left', 'white')).toBe(54);
    expect(neighbourOnScreen(46, 'up', 'white')).toBe(39);
    expect(neighbourOnScreen(46, 'up', 'black')).toBe(53);
    expect(neighbourOnScreen(46, 'right', 'black')).toBe(46);
  });
});
