// How the plays inside a look-ahead tree are chosen when the root is not a money game. With no
// ranking the tree's players pick their plays by cubeless money equity (search.ts); in a match
// that is wrong wherever gammons are worth more or less than in money — at one point away
// (double match point) they are worth nothing, yet a money-minded reply plays for them. GNU
// Backgammon chooses inside its tree by the match's own values, and so does this: each play is
// ranked by the root's valuation, for the root's side, and by minus that valuation for the
// other side (a match is zero-sum: what one side's play gains in match winning chance the other
// loses).
//
// A valuation made from a match equity table is affine in the five probabilities (cube.ts
// matchValuation), so it is kept as five coefficients per side and ranking a play costs a dot
// product, not a call that allocates.

import { OUTPUTS, type Probabilities } from './probabilities';
import type { Valuation } from './search';

export interface InnerRanking {
  /** Coefficients of the root side's valuation of its own probabilities (constant dropped). */
  readonly rootSide: Float64Array;
  /** The same for the other side: minus the root's valuation of the inverted probabilities. */
  readonly otherSide: Float64Array;
}

const ZERO: Probabilities = [0, 0, 0, 0, 0];

/** Probabilities that are not a basis vector, to check that a valuation is affine. */
const PROBES: readonly Probabilities[] = [
  [0.6, 0.2, 0.05, 0.1, 0.01],
  [0.3, 0.02, 0.001, 0.25, 0.04],
];

function unit(i: number): Probabilities {
  const p = [0, 0, 0, 0, 0];
  p[i] = 1;
  return p as unknown as Probabilities;
}

/**
 * The ranking of `valuation` inside the tree, or undefined when it is not affine (tryktrak's
 * match valuation splits its ×4/×8 share with a max, probabilities.ts outcomeDistribution): the
 * tree then ranks by money equity as before.
 */
export function innerRanking(valuation: Valuation): InnerRanking | undefined {
  const constant = valuation(ZERO);
  const rootSide = new Float64Array(OUTPUTS);
  for (let i = 0; i < OUTPUTS; i++) rootSide[i] = valuation(unit(i)) - constant;
  for (const probe of PROBES) {
    const error = Math.abs(constant + dot(rootSide, probe) - valuation(probe));
    if (error > 1e-9) return undefined;
  }
  // v(invert(p)) = c0·(1 − p0) + c1·p3 + c2·p4 + c3·p1 + c4·p2 + constant (probabilities.ts).
  const [c0, c1, c2, c3, c4] = rootSide as unknown as [number, number, number, number, number];
  const otherSide = Float64Array.of(c0, -c3, -c4, -c1, -c2);
  return { rootSide, otherSide };
}

/** The ranking value of probabilities `p` by `coefficients`. */
export function dot(coefficients: Float64Array, p: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < OUTPUTS; i++) sum += (coefficients[i] as number) * (p[i] as number);
  return sum;
}
