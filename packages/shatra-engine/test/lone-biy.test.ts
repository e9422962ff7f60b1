// The lone-biy pressure (endings.ts; shatra.md "End of the game"): the strong side gains for
// every square the lone biy can no longer step to safely, and (with one piece besides its biy)
// for its biy's approach; nothing when no side has a lone biy, or the strong side no batyr.
import { type Position, readPosition, START_POSITION } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { BIY_DISTANCE, loneBiyPressure, SAFE_STEP } from '../src/endings';
import { ShatraSearch } from '../src/shatra-game';
import { FITTED_WEIGHTS } from '../src/weights';

function pressureOf(position: Position): number {
  const settings = { weights: FITTED_WEIGHTS, noise: 0, seed: 0 };
  const { board } = new ShatraSearch(position, settings);
  return loneBiyPressure(board.cells, board.occupied, board.biy, board.turn);
}

function pressure(text: string): number {
  const position = readPosition(text);
  if (!position.ok) throw new Error(position.message);
  return pressureOf(position.value);
}

describe('the lone-biy pressure', () => {
  it('is nothing in the start position, nor without a batyr', () => {
    expect(pressureOf(START_POSITION)).toBe(0);
    expect(pressure('k2/3/3/1/7/7/5R1/7/7/7/1/3/3/1K1 w - - - 0')).toBe(0);
  });

  it('counts the squares the biy in the corner (1) may step to safely: 2, 4 and 5', () => {
    // The batyr on 9 covers 5 on the diagonal 9-5-1 (it lands on 1 once the biy has left it).
    const covered = pressure('k2/3/2Q/1/7/7/7/7/7/7/1/3/3/1K1 w - - - 0');
    // On 30 it covers none of them.
    const free = pressure('k2/3/3/1/7/7/5Q1/7/7/7/1/3/3/1K1 w - - - 0');
    expect(covered - free).toBe(SAFE_STEP);
    expect(free).toBe(SAFE_STEP * (8 - 3) + BIY_DISTANCE * (13 - 13));
  });

  it('is the other side’s loss when the lone biy is to move', () => {
    const white = pressure('k2/3/3/1/7/7/5Q1/7/7/7/1/3/3/1K1 w - - - 0');
    expect(pressure('k2/3/3/1/7/7/5Q1/7/7/7/1/3/3/1K1 b - - - 0')).toBe(-white);
  });

  it('pulls the biy nearer only while it is the batyr’s one helper', () => {
    const far = pressure('k2/3/3/1/7/7/5Q1/7/7/7/1/3/3/1K1 w - - - 0');
    // The White biy on 11, four ranks from the corner (1) instead of thirteen from 61.
    const near = pressure('k2/3/3/1/K6/7/5Q1/7/7/7/1/3/3/3 w - - - 0');
    expect(near - far).toBe(BIY_DISTANCE * (13 - 4));
    // With a tura beside, the biy's distance counts for nothing.
    expect(pressure('k2/3/3/1/7/7/5Q1/7/7/7/1/3/3/1KR w - - - 0')).toBe(SAFE_STEP * (8 - 3));
  });
});
