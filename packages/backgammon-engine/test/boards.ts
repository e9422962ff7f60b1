// Positions in tests, written as { point: checkers } per side (25 = bar), each side in its own
// numbering. `side` is the rules package's test helper; `position` here is NOT validated, since
// the engine's tests also judge finished games (a side with no checker left), which the rules
// package's fromSetup rightly refuses.

import type { Position } from '@ludus/backgammon';
import { side } from '../../backgammon/test/support/boards';

export { side };

export function position(
  player: Readonly<Record<number, number>>,
  opponent: Readonly<Record<number, number>>,
): Position {
  return { player: side(player), opponent: side(opponent) };
}
