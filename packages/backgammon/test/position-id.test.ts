// GNU Backgammon's Position ID: known IDs, errors, round trips, and gnubg's own encoder.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gnubgPositionIds } from '../scripts/gnubg';
import { randomPositionQueries, selfPlayQueries } from '../scripts/queries';
import { startPosition, swapSides } from '../src/position';
import { makePositionId, parsePositionId } from '../src/position-id';
import { position } from './support/boards';

describe('Position ID', () => {
  it('writes the start position as GNU Backgammon does', () => {
    expect(makePositionId(startPosition())).toBe('4HPwATDgc/ABMA');
  });

  it('puts the side not on roll first (8/5 6/5 played, the opponent on roll)', () => {
    const after = position({ 24: 2, 13: 5, 8: 2, 6: 4, 5: 2 }, { 24: 2, 13: 5, 8: 3, 6: 5 });
    expect(makePositionId(swapSides(after))).toBe('sGfwATDgc/ABMA');
    const parsed = parsePositionId('sGfwATDgc/ABMA');
    expect(parsed.ok && parsed.value).toEqual(swapSides(after));
  });

  it('reads fewer than 15 checkers as checkers borne off', () => {
    const race = position({ 6: 3, 2: 1 }, { 1: 1 });
    const parsed = parsePositionId(makePositionId(race));
    expect(parsed.ok && parsed.value).toEqual(race);
  });

  const refused: [string, string, string][] = [
    ['too short', '4HPwATDgc/ABM', 'bad-position-id'],
    ['too long', '4HPwATDgc/ABMAA', 'bad-position-id'],
    ['a character outside base64', '4HPwATDgc/AB-A', 'bad-position-id'],
    ['padding', '4HPwATDgc/AB==', 'bad-position-id'],
    ['bits past the 80-bit key', '4HPwATDgc/ABMB', 'bad-position-id'],
    ['all 80 bits set (too many checkers)', '/////////////w', 'too-many-checkers'],
    ['a side with no checker', 'AAAAAAAAAAAAAA', 'no-checkers'],
  ];
  for (const [what, id, error] of refused) {
    it(`refuses ${what}`, () => {
      const parsed = parsePositionId(id);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error).toBe(error);
        expect(parsed.message.length).toBeGreaterThan(10);
      }
    });
  }

  it('refuses 16 checkers on a side and a point held by both sides', () => {
    const sixteen = {
      player: [16, ...new Array(24).fill(0)],
      opponent: [1, ...new Array(24).fill(0)],
    };
    const many = parsePositionId(makePositionId(sixteen));
    expect(!many.ok && many.error).toBe('too-many-checkers');
    // The player's point 1 is the opponent's point 24.
    const shared = {
      player: [1, ...new Array(24).fill(0)],
      opponent: [...new Array(23).fill(0), 1, 0],
    };
    const both = parsePositionId(makePositionId(shared));
    expect(!both.ok && both.error).toBe('shared-point');
  });

  it('round-trips every valid position (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        for (const query of randomPositionQueries(seed, 5)) {
          const id = makePositionId(query.position);
          const parsed = parsePositionId(id);
          expect(parsed.ok && parsed.value).toEqual(query.position);
          expect(id).toMatch(/^[A-Za-z0-9+/]{14}$/);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('matches gnubg.positionid and gnubg.positionfromid on random positions', () => {
    const seed = Date.now() % 2_147_483_647;
    const positions = [
      ...randomPositionQueries(seed, 150).map((q) => q.position),
      ...selfPlayQueries(seed, 150).map((q) => q.position),
    ];
    const theirs = gnubgPositionIds(positions);
    const ours = positions.map((p) => makePositionId(p));
    expect({ seed, ids: theirs.map((t) => t.id) }).toEqual({ seed, ids: ours });
    expect(theirs.map((t) => t.board)).toEqual(positions.map((p) => [p.opponent, p.player]));
  });
});
