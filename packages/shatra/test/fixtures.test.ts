import { describe, expect, it } from 'vitest';
import perft from '../fixtures/perft.json';
import regressions from '../fixtures/regressions.json';
import { legalMoves, type Position, play } from '../src/index';
import { after, moves, pos } from './helpers';

function count(p: Position, depth: number): number {
  const list = legalMoves(p);
  if (depth === 1) return list.length;
  let n = 0;
  for (const m of list) n += count(play(p, m), depth - 1);
  return n;
}

describe('perft (fixtures/perft.json)', () => {
  it.each(perft.cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    expect(c.counts.map((_n, i) => count(pos(c.position), i + 1))).toEqual(c.counts);
  });
});

describe('regressions (fixtures/regressions.json)', () => {
  it.each(regressions.cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const played = 'play' in c && c.play ? c.play : [];
    const text = after(c.position, ...played);
    if ('expectedPosition' in c) expect(text).toBe(c.expectedPosition);
    if ('expectedMoves' in c) expect(moves(text)).toEqual(c.expectedMoves);
  });
});
