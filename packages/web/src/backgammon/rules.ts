// The web app's one doorway to the backgammon rules package: every rule the board and the
// computer use comes through here, so nothing in the app decides a rule itself.
export * from '@ludus/backgammon';

import type { Dice, Play, Position, VariantKey } from '@ludus/backgammon';

// TEMPORARY until task A's legalPlays lands in packages/backgammon: throws, never guesses.
export function legalPlays(_position: Position, _dice: Dice, _variant: VariantKey): Play[] {
  throw new Error('the backgammon rules package has no legalPlays yet');
}
