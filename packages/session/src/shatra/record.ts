// A Shatra table's game as the rules package's record text, players named by seat. No date is
// read here (the package is pure): the caller adds `Date` and any other header it wants.
import { makeRecord } from '@ludus/shatra';
import type { SeatPlayer, ShatraTable } from '../types';

/** A human is "Player"; a computer is named by its level in the one vocabulary (types.ts LEVELS). */
export function shatraPlayerName(player: SeatPlayer): string {
  return player.kind === 'human' ? 'Player' : `Computer (${player.level})`;
}

/** The record with White and Black named from the spec's seats, then `headers` (a Date, say). */
export function shatraRecord(
  table: ShatraTable,
  headers: Readonly<Record<string, string>> = {},
): string {
  const { white, black } = table.spec.seats;
  return makeRecord(table.state.shatra, {
    White: shatraPlayerName(white),
    Black: shatraPlayerName(black),
    ...headers,
  });
}
