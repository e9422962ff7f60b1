// Differential test against GNU Backgammon (issue 2: a position pasted from gnubg gets exactly
// the plays gnubg allows). The committed fixture holds gnubg's answers for a fixed corpus of
// 12,000 (position, dice) queries (scripts/make-gnubg-fixtures.ts regenerates it); a live
// cross-check asks the installed gnubg about fresh random queries on every run, and fails when
// gnubg is missing.

import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compareWithGnubg } from '../scripts/compare';
import { askGnubg, type RefereeAnswer } from '../scripts/gnubg';
import { randomPositionQueries, selfPlayQueries } from '../scripts/queries';

const FIXTURE = new URL('../fixtures/gnubg-plays.jsonl.gz', import.meta.url);

function loadFixture(): RefereeAnswer[] {
  return gunzipSync(readFileSync(FIXTURE))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RefereeAnswer);
}

describe('legal plays agree with GNU Backgammon', () => {
  it('on the committed corpus: identical sets of resulting positions, identical notation', () => {
    const answers = loadFixture();
    expect(answers.length).toBeGreaterThanOrEqual(10_000);
    const comparison = compareWithGnubg(answers);
    expect(comparison.disagreements).toEqual([]);
    expect(comparison.notationDifferences).toEqual([]);
    // The corpus covers what it claims to: many-play doubles, lost turns, bar, bear-off.
    expect(Math.max(...answers.map((a) => a.moves.length))).toBeGreaterThan(300);
    expect(answers.filter((a) => a.moves.length === 0).length).toBeGreaterThan(50);
    expect(answers.some((a) => a.moves.some((m) => m.move.startsWith('bar/')))).toBe(true);
    expect(answers.some((a) => a.moves.some((m) => m.move.includes('/off')))).toBe(true);
  });

  it('on fresh random queries asked of the installed gnubg now', () => {
    const seed = Date.now() % 2_147_483_647;
    const queries = [...selfPlayQueries(seed, 150), ...randomPositionQueries(seed + 1, 150)];
    const comparison = compareWithGnubg(askGnubg(queries));
    expect({ seed, disagreements: comparison.disagreements }).toEqual({ seed, disagreements: [] });
    expect({ seed, notation: comparison.notationDifferences }).toEqual({ seed, notation: [] });
    expect(comparison.plays).toBeGreaterThan(1000);
  });
});
