// A table before its first intent: no events, no die drawn yet. Each game's create.ts checks its
// spec and builds its first state; this is the one place that says what "fresh" means.
import type { DiceProvider, TableBase, TableSpec } from './types';

export function freshTable<S extends TableSpec, St>(
  spec: S,
  dice: DiceProvider,
  state: St,
): TableBase<S, never> & { readonly state: St } {
  return { spec, events: [], diceUsed: 0, dice, state };
}
