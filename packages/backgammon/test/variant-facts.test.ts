// The facts the front ends ask of the variant record instead of naming a variant.
import { describe, expect, it } from 'vitest';
import { hasCube, VARIANT_KEYS, variantOf } from '../src/variants';

describe('variant facts', () => {
  it('derive the cube guard from the record, and offer matches only where the rules file does', () => {
    for (const key of VARIANT_KEYS) expect(hasCube(key)).toBe(variantOf(key).cube);
    expect(variantOf('backgammon').matchPlay).toBe(true);
    expect(variantOf('tryktrak').matchPlay).toBe(false);
  });
});
