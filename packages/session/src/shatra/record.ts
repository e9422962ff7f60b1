// A Shatra table's game as the rules package's record text, players named by seat. No date is
// read here (the package is pure): the caller adds `Date` and any other header it wants.
import { makeRecord } from '@ludus/shatra';
import type { Level, SeatPlayer, ShatraTable } from '../types';

/** The levels' names as the app shows them in English (GNU Backgammon's rating bands). */
const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  beginner: 'Beginner',
  casual: 'Casual',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
  'world-class': 'World class',
};

/**
 * A human is "Player"; a computer is named by its level's name, `Computer (World class)`, not
 * by the level's key.
 */
export function shatraPlayerName(player: SeatPlayer): string {
  return player.kind === 'human' ? 'Player' : `Computer (${LEVEL_NAMES[player.level]})`;
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
