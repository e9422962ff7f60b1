// Dice providers: the k-th die of a table as a pure function of k. The seeded provider draws the
// very sequence of the rules package's `seededDice` (local games and the browser tests' `?seed=`
// keep their dice), remembering what it has drawn so that any index can be asked again.
import { type DiceSource, type Die, seededDice } from '@ludus/backgammon';
import type { DiceProvider } from './types';

/** The dice of `seed`, in the order `seededDice(seed)` rolls them. */
export function seededDiceProvider(seed: number): DiceProvider {
  const source = seededDice(seed);
  const drawn: Die[] = [];
  return {
    die(index: number): Die {
      while (drawn.length <= index) drawn.push(source.rollDie());
      return drawn[index] as Die;
    },
  };
}

/** Fixed dice first (an imported record's, in order), then `after`'s from its start. */
export function scriptedDiceProvider(dice: readonly Die[], after: DiceProvider): DiceProvider {
  return {
    die: (index) => dice[index] ?? after.die(index - dice.length),
  };
}

/**
 * A DiceSource for the rules package that reads `provider` from `start` and records what it
 * drew: the rules roll through it while one intent is applied.
 */
export function drawingFrom(
  provider: DiceProvider,
  start: number,
): { readonly source: DiceSource; readonly drawn: () => readonly Die[] } {
  const drawn: Die[] = [];
  return {
    source: {
      rollDie: () => {
        const die = provider.die(start + drawn.length);
        drawn.push(die);
        return die;
      },
    },
    drawn: () => drawn,
  };
}
