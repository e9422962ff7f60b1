// The committed weights per variant, decoded once each on first use: src/weights-data.ts (the
// backgammon nets) and src/weights-tryktrak-data.ts (nets trained by self-play under the tryktrak
// rules, whose outputs carry tryktrak's meaning of the five numbers: probabilities.ts), both
// written by `npm run train:bg -- --export [--variant tryktrak]`.

import type { Result, VariantKey } from '@ludus/backgammon';
import { deserialiseNets, type NetSet, type WeightsError, type WeightsFile } from './weights';
import { WEIGHTS } from './weights-data';
import { TRYKTRAK_WEIGHTS } from './weights-tryktrak-data';

const COMMITTED: Readonly<Record<VariantKey, WeightsFile>> = {
  backgammon: WEIGHTS,
  tryktrak: TRYKTRAK_WEIGHTS,
};

const cached = new Map<VariantKey, NetSet>();

/** The committed nets of a variant as a Result: a corrupt weights file says what is wrong. */
export function committedNets(
  variant: VariantKey,
  files: Readonly<Record<VariantKey, WeightsFile>> = COMMITTED,
): Result<NetSet, WeightsError> {
  const known = files === COMMITTED ? cached.get(variant) : undefined;
  if (known) return { ok: true, value: known };
  const decoded = deserialiseNets(files[variant]);
  if (!decoded.ok) {
    return { ...decoded, message: `the committed ${variant} weights: ${decoded.message}` };
  }
  if (files === COMMITTED) cached.set(variant, decoded.value);
  return decoded;
}

/** The committed nets of a variant (backgammon when not given). */
export function defaultNets(variant: VariantKey = 'backgammon'): NetSet {
  const nets = committedNets(variant);
  // The files are generated and checked by the tests; a failure here is a build defect.
  if (!nets.ok) throw new Error(nets.message);
  return nets.value;
}
