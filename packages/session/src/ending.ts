// The endings no game's rules know, the same for every game: an abort (a seat's, while the game
// has not really begun) and a forfeit (the server's: a flag, or a claim after the opponent left).
// Both are ordinary events of the log, so a replay ends the table the same way, and both leave
// the game's own state as it was: `ending` says how the table ended.
import type { Result } from '@ludus/backgammon';
import type { Applied } from './tables';
import {
  SEATS,
  type Seat,
  type Table,
  type TableEnding,
  type TableEvent,
  type TableIntent,
} from './types';

const ENDINGS: ReadonlySet<unknown> = new Set<TableIntent['kind']>(['abort', 'forfeit']);

export function isTableIntent(intent: unknown): intent is TableIntent {
  return typeof intent === 'object' && intent !== null && ENDINGS.has((intent as TableIntent).kind);
}

/** Whether the game's own rules have ended it (a match won, a session ended, a Shatra result). */
export function rulesOver(table: Table): boolean {
  if (table.state.game === 'shatra') return table.state.shatra.outcome !== undefined;
  return table.state.match.winner !== null || table.state.ended === true;
}

export function tableOver(table: Table): boolean {
  return table.ending !== undefined || rulesOver(table);
}

/**
 * Whether the table may still be aborted: not over, and not both seats have acted yet (a
 * backgammon seat's first roll or move, a Shatra seat's first move or offer).
 */
export function abortable(table: Table): boolean {
  if (tableOver(table)) return false;
  return !SEATS.every((seat) => table.events.some((event) => event.seat === seat));
}

function refuse(error: string, message: string): Result<never> {
  return { ok: false, error, message };
}

/** Applies an abort or a forfeit of `seat` (the forfeit's loser). */
export function applyEnding<T extends Table>(
  table: T,
  seat: Seat,
  intent: TableIntent,
): Result<Applied<T>> {
  if (!SEATS.includes(seat)) return refuse('not-your-turn', `no seat '${String(seat)}'`);
  if (tableOver(table)) return refuse('game-over', 'the table is over');
  let ending: TableEnding;
  if (intent.kind === 'abort') {
    if (!abortable(table)) return refuse('not-now', 'both players have acted: resign instead');
    ending = { kind: 'aborted', by: seat };
  } else if (intent.reason === 'time' || intent.reason === 'abandoned') {
    ending = { kind: 'forfeit', loser: seat, reason: intent.reason };
  } else {
    return refuse('unknown-intent', `no forfeit reason '${String(intent.reason)}'`);
  }
  const event: TableEvent = { seq: table.events.length + 1, seat, intent, dice: [] };
  const next = { ...table, events: [...table.events, event], ending } as T;
  return { ok: true, value: { table: next, events: [event] } };
}
