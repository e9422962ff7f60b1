// A new Shatra table: the rules package's Game from the spec's start. Shatra draws no dice.

import type { Result } from '@ludus/backgammon';
import { newGame, readPosition, START_POSITION } from '@ludus/shatra';
import { freshTable } from '../fresh';
import type { DiceProvider, ShatraSpec, ShatraTable } from '../types';
import { refuse } from './refusals';

/** A table at the spec's start (the standard start when none), or `bad-spec` with the reason. */
export function createShatraTable(spec: ShatraSpec, dice: DiceProvider): Result<ShatraTable> {
  // Specs may come from the wire, and `shatraTables` is handed any game's spec.
  if (typeof spec !== 'object' || spec === null) return refuse('bad-spec', 'no table spec');
  if (spec.game !== 'shatra') return refuse('bad-spec', `no game '${String(spec.game)}'`);
  let start = START_POSITION;
  if (spec.start !== undefined) {
    const read = readPosition(spec.start);
    if (!read.ok) return refuse('bad-spec', `start position: ${read.message}`);
    start = read.value;
  }
  // A start that is already over (bare biys, no legal move) makes a finished table, as the rules
  // package's newGame decides (shatra.md, "End of the game").
  const state = { game: 'shatra', shatra: newGame(start), drawOffer: null } as const;
  return { ok: true, value: freshTable(spec, dice, state) };
}
