// How an intent ends: refused with a string code (the table untouched), or accepted as the next
// event, with the dice it drew from the table's provider.
import { type Die, type GameAction, playMatch, type Result } from '@ludus/backgammon';
import { drawingFrom } from '../dice';
import type { Applied } from '../tables';
import type {
  BackgammonIntent,
  BackgammonState,
  BackgammonTable,
  Seat,
  TableEvent,
} from '../types';

export function refuse(error: string, message: string): Result<never> {
  return { ok: false, error, message };
}

/** The table after an accepted intent: one event, numbered after the last, the dice it drew. */
export function accepted(
  table: BackgammonTable,
  seat: Seat,
  intent: BackgammonIntent,
  state: BackgammonState,
  dice: readonly Die[],
): Result<Applied<BackgammonTable>> {
  const event: TableEvent<BackgammonIntent> = {
    seq: table.events.length + 1,
    seat,
    intent,
    dice: [...dice],
  };
  const next: BackgammonTable = {
    ...table,
    state,
    events: [...table.events, event],
    diceUsed: table.diceUsed + dice.length,
  };
  return { ok: true, value: { table: next, events: [event] } };
}

/**
 * Plays `action` through the rules' match, the dice drawn only from the table's provider from
 * its next unused die; the rules' refusals pass through with their codes.
 */
export function playing(
  table: BackgammonTable,
  seat: Seat,
  intent: BackgammonIntent,
  action: GameAction,
): Result<Applied<BackgammonTable>> {
  const { source, drawn } = drawingFrom(table.dice, table.diceUsed);
  const match = playMatch(table.state.match, action, source);
  if (!match.ok) return refuse(match.error, match.message);
  return accepted(table, seat, intent, { ...table.state, match: match.value }, drawn());
}
