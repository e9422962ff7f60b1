// The engine's fast tables are built from the rules package's geometry (issue 18): they must
// say what the engine's own hand-written formulas said before.
import { bitCount } from '@ludus/core';
import { ray, readPosition, START_POSITION } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import {
  advancement,
  beyondDitch,
  FILE,
  FORWARD_DIR,
  gateOf,
  inFortress,
  onGreatRoadInFortress,
  RANK,
} from '../src/geometry';
import { SearchBoard } from '../src/search-board';
import {
  emptyGrid,
  fortressPieces,
  GRID_OF,
  GRID_STEP,
  lowestSquare,
  NEIGHBOURS,
  SQUARE_OF_GRID,
  WALL,
} from '../src/search-geometry';

describe('engine geometry tables', () => {
  it('agree with the board as shatra.md draws it', () => {
    for (let sq = 1; sq <= 62; sq++) {
      const rank = RANK[sq] as number;
      expect(inFortress(0, sq)).toBe(sq >= 54);
      expect(inFortress(1, sq)).toBe(sq <= 9);
      expect(advancement(0, sq)).toBe(rank - 5);
      expect(advancement(1, sq)).toBe(10 - rank);
      expect(beyondDitch(0, sq)).toBe(rank >= 8);
      expect(beyondDitch(1, sq)).toBe(rank <= 7);
      expect(onGreatRoadInFortress(sq)).toBe([2, 5, 8, 55, 58, 61].includes(sq));
    }
    expect([gateOf(0), gateOf(1)]).toEqual([53, 10]);
    expect(FORWARD_DIR).toEqual([0, 4]);
  });

  it("walk the rules' lines in the walled grid, square for square, to the wall", () => {
    const grid = emptyGrid();
    let walls = 0;
    for (let g = 0; g < grid.length; g++) if (grid[g] === WALL) walls++;
    expect(grid.length - walls).toBe(62);
    for (let sq = 1; sq <= 62; sq++) {
      expect(SQUARE_OF_GRID[GRID_OF[sq] as number]).toBe(sq);
      for (let dir = 0; dir < 8; dir++) {
        const line: number[] = [];
        const step = GRID_STEP[dir] as number;
        for (let g = (GRID_OF[sq] as number) + step; grid[g] !== WALL; g += step)
          line.push(SQUARE_OF_GRID[g] as number);
        expect(line, `${sq} ${dir}`).toEqual(ray(sq, dir));
      }
    }
  });

  it("counts bits, finds the lowest square of an occupancy word, and each side's fortress pieces", () => {
    expect([0, 1, 0b1011, 0x7fff_ffff, -1].map(bitCount)).toEqual([0, 1, 3, 31, 32]);
    expect(lowestSquare(0b1000, 0)).toBe(3);
    expect(lowestSquare(0b1100, 1)).toBe(34);
    // At the start every fortress square holds a piece that is not the biy (on its gate).
    const start = new SearchBoard(START_POSITION);
    for (const side of [0, 1]) {
      expect(bitCount(fortressPieces(start.occupied, side, start.biy[side] as number))).toBe(9);
    }
    // A biy at home in its fortress is not counted; White's other piece there is.
    const read = readPosition('3/3/3/k/7/7/7/7/7/7/1/1KS/3/3 w - - - 0');
    if (!read.ok) throw new Error(read.message);
    const board = new SearchBoard(read.value);
    expect(bitCount(fortressPieces(board.occupied, 0, board.biy[0] as number))).toBe(1);
  });

  it('knows the squares around each square (files and ranks each differ by at most one)', () => {
    for (let sq = 1; sq <= 62; sq++) {
      for (let other = 1; other <= 62; other++) {
        const bit = ((NEIGHBOURS[sq * 2 + (other >> 5)] as number) >>> (other & 31)) & 1;
        const df = Math.abs((FILE[sq] as number) - (FILE[other] as number));
        const dr = Math.abs((RANK[sq] as number) - (RANK[other] as number));
        expect(bit, `${sq} ${other}`).toBe(other !== sq && df <= 1 && dr <= 1 ? 1 : 0);
      }
    }
  });
});
