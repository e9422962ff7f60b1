// The transposition table's packed slots: what is stored comes back (negative depths and scores
// included), a deeper entry of the same position is kept, another position's check misses, and
// `clear` empties the table (a new generation, not a wipe).
import { describe, expect, it } from 'vitest';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable, type TtEntry } from '../src/tt';

const entry = (): TtEntry => ({ depth: 0, score: 0, bound: 0, moveId: 0 });

describe('transposition table', () => {
  it('gives back what it stored, keeps the deeper entry, and forgets everything on clear', () => {
    const table = new TranspositionTable(4);
    const out = entry();
    expect(table.probe(5, 77, out)).toBe(false);
    table.store(5, 77, -3, -999_950, BOUND_UPPER, 0x4000_1234);
    expect(table.probe(5, 77, out)).toBe(true);
    expect(out).toEqual({ depth: -3, score: -999_950, bound: BOUND_UPPER, moveId: 0x4000_1234 });
    table.store(5, 77, 6, 120, BOUND_LOWER, 9);
    table.store(5, 77, 2, 50, BOUND_EXACT, 8); // shallower: the depth-6 entry stays
    expect(table.probe(5, 77, out)).toBe(true);
    expect(out).toEqual({ depth: 6, score: 120, bound: BOUND_LOWER, moveId: 9 });
    expect(table.probe(5 + 16, 78, out)).toBe(false); // same slot, another position
    table.store(5 + 16, 78, 1, 7, BOUND_EXACT, 3); // another position replaces it
    expect(table.probe(5, 77, out)).toBe(false);
    table.clear();
    expect(table.probe(5 + 16, 78, out)).toBe(false);
    table.store(5, 77, 1, 1, BOUND_EXACT, 1);
    expect(table.probe(5, 77, out)).toBe(true);
  });
});
