import { describe, expect, it } from 'vitest';
import regressions from '../fixtures/regressions.json';
import { legalMoves, makeFen, makeMove, type Position } from '../src/index';
import { after, fen, pos } from './helpers';
import { playout } from './playout';
import { referenceMoves } from './reference';

function mismatches(positions: Iterable<Position>): string[] {
  const out: string[] = [];
  for (const p of positions) {
    const mine = legalMoves(p).map(makeMove).sort();
    const theirs = referenceMoves(p);
    if (mine.join(' ') !== theirs.join(' '))
      out.push(`${makeFen(p)}\n  gen ${mine.join(' ')}\n  ref ${theirs.join(' ')}`);
  }
  return out;
}

// Starts that reach the rare rules more often than the start position does.
const SCENARIOS = [
  // Shatras near the promotion rows, full pools, open fortresses: promotions, waiting shatras.
  fen(
    'K49 S4 S6 S12 S14 S16 S19 S21 S23 S25 S27 S29 k10 s57 s59 s47 s51 s40 s42 s44 s33 s35 s37 s39',
    {
      pool: 'BBQRRbbqrr',
    },
  ),
  // Pieces close to both fortresses with reserve left: reserve captures, forced drops.
  fen('K53 R55 B56 S59 Q60 S46 S48 S50 s28 s30 s32 s34 s36 s38 k10 r8 b9 s3 s4 q2', {
    reserve: 'Wb',
  }),
  // Waiting shatras with empty pools and pieces to lose.
  fen('K52 S2 S3 S6 Q42 R44 B40 S20 k24 s31 s30 q28 r27 b21 s18 s59', {}),
  // The biy on its gate as the last reserve; an open fortress with a piece on its gate.
  'k2/3/3/1/s6/7/7/7/7/6S/K/3/3/3 w W - - 0',
  '3/3/3/r/s4ss/1s5/q1ks1K1/7/2s3S/6S/1/3/3/3 b - BBQRRbbr - 1',
];

describe('the generator agrees with a plain second implementation of shatra.md', () => {
  it('on every position of 120 seeded careful playouts from the start', () => {
    const positions: Position[] = [];
    for (let seed = 1; seed <= 120; seed++)
      positions.push(...playout(7000 + seed, 1000, undefined, 6).positions);
    expect(positions.length).toBeGreaterThan(5000);
    expect(mismatches(positions).slice(0, 3)).toEqual([]);
  });

  it('on playouts from scenario positions, and on the regression positions', () => {
    const positions: Position[] = [];
    for (const start of SCENARIOS) {
      for (let seed = 1; seed <= 40; seed++)
        positions.push(...playout(300 + seed, 1000, pos(start), 3).positions);
    }
    for (const c of regressions.cases)
      positions.push(pos(after(c.position, ...('play' in c && c.play ? c.play : []))));
    expect(mismatches(positions).slice(0, 3)).toEqual([]);
  });
});
