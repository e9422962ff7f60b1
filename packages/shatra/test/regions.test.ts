// The regions of the board (shatra.md, "Board"), which the engine and the web board derive from.
import { describe, expect, it } from 'vitest';
import { FORTRESS, GATE, HALF, regionOf, SQUARES } from '../src/index';

describe('regionOf', () => {
  it('puts every square in exactly one region: a side’s fortress, gate or half', () => {
    const counts = new Map<string, number>();
    for (const sq of SQUARES) {
      const { side, kind } = regionOf(sq);
      counts.set(`${side}-${kind}`, (counts.get(`${side}-${kind}`) ?? 0) + 1);
      const i = side === 'white' ? 0 : 1;
      if (kind === 'fortress') expect(FORTRESS[i]).toContain(sq);
      if (kind === 'gate') expect(GATE[i]).toBe(sq);
      if (kind === 'half') expect(HALF[i]).toContain(sq);
    }
    expect(Object.fromEntries(counts)).toEqual({
      'black-fortress': 9,
      'black-gate': 1,
      'black-half': 21,
      'white-half': 21,
      'white-gate': 1,
      'white-fortress': 9,
    });
    expect(regionOf(10)).toEqual({ side: 'black', kind: 'gate' });
    expect(regionOf(54)).toEqual({ side: 'white', kind: 'fortress' });
  });
});
