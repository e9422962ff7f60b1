// The engine's fast tables are built from the rules package's geometry (issue 18): they must
// say what the engine's own hand-written formulas said before.
import { describe, expect, it } from 'vitest';
import {
  advancement,
  beyondDitch,
  FORWARD_DIR,
  gateOf,
  inFortress,
  onGreatRoadInFortress,
  RANK,
} from '../src/geometry';

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
});
