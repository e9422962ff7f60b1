import { describe, expect, it } from 'vitest';
import { BEAROFF_POSITIONS, bearoffDatabase, bearoffIndex, MAX_ROLLS } from '../src/bearoff';
import { position, side } from './boards';

const db = bearoffDatabase('backgammon');

function allHomeBoards(): number[][] {
  const boards: number[][] = [];
  const visit = (counts: number[], left: number): void => {
    if (counts.length === 6) {
      boards.push(counts);
      return;
    }
    for (let n = 0; n <= left; n++) visit([...counts, n], left - n);
  };
  visit([], 15);
  return boards;
}

describe('bear-off database', () => {
  it('indexes every home board of up to 15 checkers exactly once', () => {
    const boards = allHomeBoards();
    expect(boards.length).toBe(BEAROFF_POSITIONS);
    expect(BEAROFF_POSITIONS).toBe(54264);
    const seen = new Set(boards.map((b) => bearoffIndex(b)));
    expect(seen.size).toBe(BEAROFF_POSITIONS);
    expect(Math.min(...seen)).toBe(0);
    expect(Math.max(...seen)).toBe(BEAROFF_POSITIONS - 1);
  });

  it('one checker on the 1-point needs exactly one roll', () => {
    const dist = db.rollsDistribution(side({ 1: 1 }));
    expect(dist[1]).toBeCloseTo(1, 6);
    expect(db.meanRolls(side({ 1: 1 }))).toBeCloseTo(1, 6);
  });

  it('matches hand-counted single-checker and small cases', () => {
    // 4-point: only 2-1 (3 pips) fails. 5-point: 2-1, 3-1 and 1-1 fail (5 of 36).
    // 6-point: 1-1, 2-1, 3-1, 4-1, 3-2 fail (9 of 36). Three on the 1-point: only doubles
    // bear all three off in one roll.
    expect(db.meanRolls(side({ 2: 1 }))).toBeCloseTo(1, 6);
    expect(db.meanRolls(side({ 3: 1 }))).toBeCloseTo(1, 6);
    expect(db.meanRolls(side({ 4: 1 }))).toBeCloseTo(1 + 2 / 36, 6);
    expect(db.meanRolls(side({ 5: 1 }))).toBeCloseTo(1 + 5 / 36, 6);
    expect(db.meanRolls(side({ 6: 1 }))).toBeCloseTo(1 + 9 / 36, 6);
    expect(db.meanRolls(side({ 1: 2 }))).toBeCloseTo(1, 6);
    expect(db.meanRolls(side({ 1: 3 }))).toBeCloseTo(1 + 30 / 36, 6);
    expect(db.meanRolls(side({ 1: 4 }))).toBeCloseTo(1 + 30 / 36, 6);
  });

  it('has distributions that sum to one and means that agree with them', () => {
    for (const board of allHomeBoards().filter((_, i) => i % 97 === 0)) {
      const dist = db.rollsDistribution(board);
      let total = 0;
      let mean = 0;
      for (let k = 0; k < MAX_ROLLS; k++) {
        total += dist[k] ?? 0;
        mean += k * (dist[k] ?? 0);
      }
      expect(total).toBeCloseTo(1, 4);
      expect(mean).toBeCloseTo(db.meanRolls(board), 3);
    }
  });

  it('first checker off: 15 on the 6-point gets one off at once with 17 rolls of 36', () => {
    // Any 6 (11 rolls), 5-1, 4-2 (2 each), 3-3 and 2-2 carry one checker all the way.
    expect(db.firstOffDistribution(side({ 6: 15 }))[1]).toBeCloseTo(17 / 36, 6);
  });

  it('gives race probabilities from both sides’ distributions', () => {
    expect(db.probabilities(position({ 1: 1 }, { 6: 3 }))[0]).toBeCloseTo(1, 5);
    // I miss with 9 rolls of 36; then the opponent's checker on its 1-point is off.
    const p = db.probabilities(position({ 6: 1 }, { 1: 1 }));
    expect(p[0]).toBeCloseTo(27 / 36, 5);
    // 15 checkers on my 6-point against one checker: I am gammoned unless I get one off now.
    const gammoned = db.probabilities(position({ 6: 15 }, { 1: 1 }));
    expect(gammoned[0]).toBeCloseTo(0, 6);
    expect(gammoned[3]).toBeCloseTo(19 / 36, 5);
  });

  it('tryktrak’s freer bear-off never needs more rolls, and sometimes fewer', () => {
    const tryktrak = bearoffDatabase('tryktrak');
    let fewer = 0;
    for (const board of allHomeBoards().filter((_, i) => i % 13 === 0)) {
      const standard = db.meanRolls(board);
      const free = tryktrak.meanRolls(board);
      expect(free).toBeLessThanOrEqual(standard + 1e-9);
      if (free < standard - 1e-6) fewer++;
    }
    expect(fewer).toBeGreaterThan(0);
  });
});
