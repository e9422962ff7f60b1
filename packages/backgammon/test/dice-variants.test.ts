// Seeded dice and the variant data.

import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, rollDice, seededDice } from '../src/dice';
import { isVariantKey, pointName, VARIANTS } from '../src/variants';

describe('seededDice', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const roll = (seed: number) => {
      const source = seededDice(seed);
      return Array.from({ length: 20 }, () => rollDice(source).join(''));
    };
    expect(roll(42)).toEqual(roll(42));
    expect(roll(42)).not.toEqual(roll(43));
  });

  it('is fair: every face near 1/6 over 60,000 dice', () => {
    const source = seededDice(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const face = source.rollDie();
      counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it('lists the 21 distinct rolls', () => {
    expect(ALL_ROLLS).toHaveLength(21);
    expect(new Set(ALL_ROLLS.map((r) => r.join(''))).size).toBe(21);
  });
});

describe('variants', () => {
  it('start both games from the same position with 15 checkers', () => {
    for (const variant of Object.values(VARIANTS)) {
      expect(variant.start.reduce((a, b) => a + b, 0)).toBe(15);
      expect(variant.checkersPerSide).toBe(15);
    }
    expect(VARIANTS.tryktrak.cube).toBe(false);
    expect(VARIANTS.backgammon.cube).toBe(true);
    expect(isVariantKey('tryktrak')).toBe(true);
    expect(isVariantKey('nackgammon')).toBe(false);
  });

  it('name tryktrak lines as the Polish text does (rules file, "Tryktrak")', () => {
    // White's home is 1–6 and it moves I→XII→12→1.
    expect([24, 13, 12, 7, 6, 1].map((p) => pointName(p, 'white', 'tryktrak'))).toEqual([
      'I',
      'XII',
      '12',
      '7',
      '6',
      '1',
    ]);
    // Black's home is I–VI and it moves 1→12→XII→I.
    expect([24, 13, 12, 6, 1].map((p) => pointName(p, 'black', 'tryktrak'))).toEqual([
      '1',
      '12',
      'XII',
      'VI',
      'I',
    ]);
    expect(pointName(25, 'white', 'tryktrak')).toBe('bar');
    expect(pointName(0, 'black', 'tryktrak')).toBe('off');
    expect(pointName(13, 'black', 'backgammon')).toBe('13');
  });
});
