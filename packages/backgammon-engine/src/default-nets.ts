// The committed weights (src/weights-data.ts, written by `npm run train:bg -- --export`), decoded
// once on first use.

import { deserialiseNets, type NetSet } from './weights';
import { WEIGHTS } from './weights-data';

let cached: NetSet | undefined;

export function defaultNets(): NetSet {
  if (!cached) {
    const decoded = deserialiseNets(WEIGHTS);
    // The file is generated and checked by the tests; a failure here is a build defect.
    if (!decoded.ok) throw new Error(`committed weights unusable: ${decoded.message}`);
    cached = decoded.value;
  }
  return cached;
}
