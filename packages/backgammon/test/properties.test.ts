// Cheap properties over random positions (scripts/queries.ts): the fast generator agrees with
// the plain reference generator in both variants, checkers are conserved, dice order and colour
// do not matter, notation round-trips.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPlay, isLegalResult, legalPlays, legalRoutes } from '../src/moves';
import { makePlay, parsePlay } from '../src/notation';
import { checkersOnBoard, fromSetup, positionKey } from '../src/position';
import type { Dice, Die, VariantKey } from '../src/types';
import { pointName } from '../src/variants';
import { dice, positionFrom, seeds } from './support/arbitraries';
import { position } from './support/boards';
import { referencePlays } from './support/reference-generator';

const variants = fc.constantFrom<VariantKey>('backgammon', 'tryktrak');

describe('legal plays (properties)', () => {
  it('are exactly the reference generator’s, in both variants', () => {
    fc.assert(
      fc.property(seeds, dice, variants, (seed, roll, variant) => {
        const at = positionFrom(seed);
        const fast = legalPlays(at, roll, variant).map((p) => positionKey(p.after));
        const reference = [...referencePlays(at, roll, variant).keys()];
        expect(new Set(fast).size).toBe(fast.length);
        expect(new Set(fast)).toEqual(new Set(reference));
      }),
      { numRuns: 400 },
    );
  });

  it('keep 15 checkers a side: the mover only bears off, the opponent only goes to the bar', () => {
    fc.assert(
      fc.property(seeds, dice, variants, (seed, roll, variant) => {
        const at = positionFrom(seed);
        for (const play of legalPlays(at, roll, variant)) {
          const bornOff = play.steps.filter((s) => s.to === 0).length;
          expect(checkersOnBoard(play.after.player)).toBe(checkersOnBoard(at.player) - bornOff);
          expect(checkersOnBoard(play.after.opponent)).toBe(checkersOnBoard(at.opponent));
          const hits = play.steps.filter((s) => s.hit).length;
          expect(play.after.opponent[24]).toBe((at.opponent[24] ?? 0) + hits);
          if (checkersOnBoard(play.after.player) > 0) {
            expect(fromSetup(play.after, variant).ok).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('exist exactly when canPlay says so (the rolls that lose the turn built no play)', () => {
    fc.assert(
      fc.property(seeds, dice, variants, (seed, roll, variant) => {
        const at = positionFrom(seed);
        const moving = legalPlays(at, roll, variant).filter((play) => play.steps.length > 0);
        expect(canPlay(at, roll, variant)).toBe(moving.length > 0);
      }),
      { numRuns: 300 },
    );
    // On the bar against a closed board: no entering number, for any roll.
    const closed = position({ 25: 1, 6: 14 }, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3 });
    expect(canPlay(closed, [6, 5])).toBe(false);
    expect(canPlay(closed, [6, 6])).toBe(false);
    expect(canPlay(closed, [6, 1])).toBe(false);
  });

  it('are known by their resulting positions (isLegalResult), and nothing else is', () => {
    fc.assert(
      fc.property(seeds, dice, variants, (seed, roll, variant) => {
        const at = positionFrom(seed);
        const plays = legalPlays(at, roll, variant);
        for (const play of plays) expect(isLegalResult(at, roll, play.after, variant)).toBe(true);
        // Standing still is no play; nor is the result of another roll's play.
        expect(isLegalResult(at, roll, at, variant)).toBe(false);
        const [a, b] = roll;
        const other: Dice = a === b ? [a, ((a % 6) + 1) as Die] : [a, a];
        const keys = new Set(plays.map((play) => positionKey(play.after)));
        for (const play of legalPlays(at, other, variant)) {
          const legal = keys.has(positionKey(play.after));
          expect(isLegalResult(at, roll, play.after, variant)).toBe(legal);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('give their routes (legalRoutes) in order: each moving play’s steps, without hits and dice', () => {
    fc.assert(
      fc.property(seeds, dice, variants, (seed, roll, variant) => {
        const at = positionFrom(seed);
        const routes = legalPlays(at, roll, variant)
          .filter((play) => play.steps.length > 0)
          .map((play) => play.steps.map(({ from, to }) => ({ from, to })));
        expect(legalRoutes(at, roll, variant)).toEqual(routes);
      }),
      { numRuns: 300 },
    );
  });

  it('do not depend on the order the dice are given in', () => {
    fc.assert(
      fc.property(seeds, dice, (seed, [a, b]) => {
        const at = positionFrom(seed);
        const keys = (roll: Dice) => new Set(legalPlays(at, roll).map((p) => positionKey(p.after)));
        expect(keys([a, b])).toEqual(keys([b, a]));
      }),
      { numRuns: 300 },
    );
  });

  it('name each tryktrak line the same from either colour (colour symmetry)', () => {
    for (let point = 1; point <= 24; point++) {
      expect(pointName(point, 'white', 'tryktrak')).toBe(
        pointName(25 - point, 'black', 'tryktrak'),
      );
      expect(pointName(point, 'black', 'backgammon')).toBe(pointName(point, 'white', 'backgammon'));
    }
  });
});

describe('notation (properties)', () => {
  it('round-trips: parsePlay(makePlay(play)) is the same play; without * it is that or ambiguous', () => {
    fc.assert(
      fc.property(seeds, dice, variants, (seed, roll, variant) => {
        const at = positionFrom(seed);
        const plays = legalPlays(at, roll, variant);
        // Every play of small lists, an even sample of the long ones (doubles: hundreds).
        const stride = Math.ceil(plays.length / 12);
        for (const play of plays.filter((_, i) => i % stride === 0)) {
          const text = makePlay(play.steps, variant);
          const parsed = parsePlay(text, at, roll, variant);
          expect(parsed.ok && positionKey(parsed.value.after)).toBe(positionKey(play.after));
          const bare = parsePlay(text.replaceAll('*', ''), at, roll, variant);
          if (bare.ok) expect(positionKey(bare.value.after)).toBe(positionKey(play.after));
          else expect(bare.error).toBe('ambiguous');
        }
      }),
      { numRuns: 300 },
    );
  });
});
