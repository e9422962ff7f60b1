// The tryktrak nets in the engine: a tryktrak position goes to the nets trained under the tryktrak
// rules, a backgammon position to the backgammon nets (variant-evaluator.ts), and a corrupt
// weights file is a clear error value (default-nets.ts).

import { startPosition, type VariantKey } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { committedNets, defaultNets } from '../src/default-nets';
import { createEngine } from '../src/engine';
import { type Evaluator, NeuralEvaluator } from '../src/evaluator';
import type { Probabilities } from '../src/probabilities';
import { VariantEvaluator } from '../src/variant-evaluator';
import { WEIGHTS } from '../src/weights-data';
import { TRYKTRAK_WEIGHTS } from '../src/weights-tryktrak-data';
import { position } from './boards';

/** A contact position (each side with a back checker) that only the nets judge. */
const MIDGAME = position({ 24: 1, 13: 4, 8: 3, 6: 5, 5: 2 }, { 24: 2, 13: 4, 8: 2, 6: 4, 4: 3 });

describe('VariantEvaluator', () => {
  it('sends each variant to its own evaluator, made on its first position', () => {
    const made: VariantKey[] = [];
    const asked: string[] = [];
    const fake = (variant: VariantKey, answer: Probabilities): Evaluator => ({
      evaluate: (_position, asFor) => {
        asked.push(`${variant} net for ${asFor}`);
        return answer;
      },
    });
    const evaluator = new VariantEvaluator((variant) => {
      made.push(variant);
      return variant === 'tryktrak'
        ? fake(variant, [0.4, 0.2, 0.1, 0.1, 0])
        : fake(variant, [0.6, 0.1, 0, 0.1, 0]);
    });
    expect(evaluator.evaluate(MIDGAME, 'backgammon')).toEqual([0.6, 0.1, 0, 0.1, 0]);
    expect(made).toEqual(['backgammon']);
    expect(evaluator.evaluate(MIDGAME, 'tryktrak')).toEqual([0.4, 0.2, 0.1, 0.1, 0]);
    expect(evaluator.evaluate(MIDGAME, 'tryktrak')).toEqual([0.4, 0.2, 0.1, 0.1, 0]);
    expect(made).toEqual(['backgammon', 'tryktrak']);
    expect(asked).toEqual([
      'backgammon net for backgammon',
      'tryktrak net for tryktrak',
      'tryktrak net for tryktrak',
    ]);
  });

  it('is the engine’s default: tryktrak positions get the tryktrak nets', () => {
    const engine = createEngine();
    const tryktrakNets = new NeuralEvaluator(defaultNets('tryktrak'));
    const backgammonNets = new NeuralEvaluator(defaultNets('backgammon'));
    const tryktrak = engine.evaluate(MIDGAME, 'tryktrak');
    expect(tryktrak).toEqual(tryktrakNets.evaluate(MIDGAME, 'tryktrak'));
    expect(tryktrak).not.toEqual(backgammonNets.evaluate(MIDGAME, 'tryktrak'));
    expect(engine.evaluate(MIDGAME, 'backgammon')).toEqual(
      backgammonNets.evaluate(MIDGAME, 'backgammon'),
    );
  });
});

describe('committed tryktrak weights', () => {
  it('are nets of their own, trained under the tryktrak rules', () => {
    expect(TRYKTRAK_WEIGHTS.provenance.variant).toBe('tryktrak');
    expect(TRYKTRAK_WEIGHTS.nets.contact.data).not.toBe(WEIGHTS.nets.contact.data);
    const p = new NeuralEvaluator(defaultNets('tryktrak')).evaluate(startPosition(), 'tryktrak');
    // The start position is close to even for the side on roll before it rolls.
    expect(p[0]).toBeGreaterThan(0.4);
    expect(p[0]).toBeLessThan(0.6);
  });

  it('a corrupt file is an error value naming the variant and the net, not a crash', () => {
    const corrupt = {
      ...TRYKTRAK_WEIGHTS,
      nets: { ...TRYKTRAK_WEIGHTS.nets, race: { hidden: 64, data: 'not base64!' } },
    };
    const files = { backgammon: WEIGHTS, tryktrak: corrupt };
    const result = committedNets('tryktrak', files);
    expect(result).toEqual({
      ok: false,
      error: 'weights-data',
      message: "the committed tryktrak weights: the race net's data is corrupt",
    });
    const wrongFormat = { backgammon: WEIGHTS, tryktrak: { ...TRYKTRAK_WEIGHTS, format: 'x/9' } };
    expect(committedNets('tryktrak', wrongFormat)).toMatchObject({
      ok: false,
      error: 'weights-format',
    });
    // The good file still decodes afterwards: nothing was cached from the bad ones.
    expect(committedNets('tryktrak').ok).toBe(true);
  });
});
