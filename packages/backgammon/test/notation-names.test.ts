// Plays in the players' own point names (tryktrak's lines 1–12 and I–XII): examples, and the
// round trip parse(make(play)) over the legal plays of random tryktrak positions.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalPlays } from '../src/moves';
import { makePlay } from '../src/notation';
import { makeNamedPlay, namesToNumbers, parseNamedPlay } from '../src/notation-names';
import { positionKey, startPosition } from '../src/position';
import type { Colour, VariantKey } from '../src/types';
import { dice, positionFrom, seeds } from './support/arbitraries';

const colours = fc.constantFrom<Colour>('white', 'black');

describe('makeNamedPlay / parseNamedPlay', () => {
  it('write and read tryktrak plays in the mover’s line names', () => {
    const start = startPosition('tryktrak');
    const play = legalPlays(start, [6, 5], 'tryktrak').find((p) => makePlay(p.steps) === '24/13');
    if (!play) throw new Error('no 24/13 play');
    // White's 24 is line I and its 13 is line XII; black's are lines 1 and 12.
    expect(makeNamedPlay(play.steps, 'white', 'tryktrak')).toBe('I/XII');
    expect(makeNamedPlay(play.steps, 'black', 'tryktrak')).toBe('1/12');
    const read = parseNamedPlay('i/xii', 'white', start, [6, 5], 'tryktrak');
    expect(read.ok && positionKey(read.value.after)).toBe(positionKey(play.after));
    expect(parseNamedPlay('I/XII', 'black', start, [6, 5], 'tryktrak').ok).toBe(false);
  });

  it('leave backgammon’s notation as makePlay writes it', () => {
    const play = legalPlays(startPosition(), [6, 5]).find((p) => makePlay(p.steps) === '24/13');
    if (!play) throw new Error('no 24/13 play');
    expect(makeNamedPlay(play.steps, 'white', 'backgammon')).toBe('24/13');
    expect(namesToNumbers('24/18 13/11 bar/22* 6/off 8/5(2)', 'black', 'backgammon')).toBe(
      '24/18 13/11 bar/22* 6/off 8/5(2)',
    );
  });

  it('round-trip: parseNamedPlay(makeNamedPlay(play)) is the same play (tryktrak, random positions)', () => {
    fc.assert(
      fc.property(seeds, dice, colours, (seed, roll, colour) => {
        const variant: VariantKey = 'tryktrak';
        const at = positionFrom(seed);
        const plays = legalPlays(at, roll, variant);
        // Every play of small lists, an even sample of the long ones (doubles: hundreds).
        const stride = Math.ceil(plays.length / 12);
        for (const play of plays.filter((_, i) => i % stride === 0)) {
          const text = makeNamedPlay(play.steps, colour, variant);
          const parsed = parseNamedPlay(text, colour, at, roll, variant);
          expect(parsed.ok && positionKey(parsed.value.after)).toBe(positionKey(play.after));
        }
      }),
      { numRuns: 300 },
    );
  });
});
