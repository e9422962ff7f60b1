// A follower's table (a game another process owns, watched from this one): the owner's events,
// applied here through the same rules with the same dice provider, keep it current without the
// database. Each event must come next in order and draw the dice the owner's drew; otherwise the
// follower reloads from the database, which the owner wrote before it broadcast.
import { seqOf, type Table, type TableEvent } from '@ludus/session';
import { applyDrawing, forgetUnsaved } from './dice';

/**
 * `table` after `events` (their rolls of the verifiable dice drawn with `nonce`, the owner's);
 * undefined when they do not follow on from it exactly.
 */
export function followEvents(
  table: Table,
  events: readonly TableEvent[],
  nonce?: string,
): Table | undefined {
  let current = table;
  for (const event of events) {
    // Already applied (heard twice, or read from the database after it was published).
    if (event.seq <= seqOf(current)) continue;
    if (event.seq !== seqOf(current) + 1) return undefined;
    const applied = applyDrawing(current, event.seat, event.intent, nonce);
    if (!applied.ok) return undefined;
    const mine = applied.value.events;
    const same = mine.length === 1 && JSON.stringify(mine[0]?.dice) === JSON.stringify(event.dice);
    if (!same) {
      forgetUnsaved(current);
      return undefined;
    }
    current = applied.value.table;
  }
  return current;
}
