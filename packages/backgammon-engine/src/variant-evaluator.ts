// One Evaluator for the whole backgammon family: each variant's positions go to that variant's
// own evaluator (by default the committed nets trained under its rules, default-nets.ts), since
// the five numbers mean different things per variant (probabilities.ts) and tryktrak's bear-off
// rule changes what a position is worth. Each variant's evaluator is made on its first position,
// so a backgammon-only user never decodes the tryktrak nets.

import type { Position, VariantKey } from '@ludus/backgammon';
import { defaultNets } from './default-nets';
import { type Evaluator, NeuralEvaluator } from './evaluator';
import type { Probabilities } from './probabilities';

export type EvaluatorFactory = (variant: VariantKey) => Evaluator;

const committedEvaluator: EvaluatorFactory = (variant) => new NeuralEvaluator(defaultNets(variant));

/** Reuses its variants' evaluators (and their scratch buffers): one instance serves one thread. */
export class VariantEvaluator implements Evaluator {
  private readonly evaluators = new Map<VariantKey, Evaluator>();

  constructor(private readonly make: EvaluatorFactory = committedEvaluator) {}

  evaluate(position: Position, variant: VariantKey): Probabilities {
    return this.evaluatorFor(variant).evaluate(position, variant);
  }

  /** The evaluator that judges `variant`'s positions, made on first use. */
  evaluatorFor(variant: VariantKey): Evaluator {
    let evaluator = this.evaluators.get(variant);
    if (!evaluator) {
      evaluator = this.make(variant);
      this.evaluators.set(variant, evaluator);
    }
    return evaluator;
  }
}
