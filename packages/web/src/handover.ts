// A finished game's record handed to a local page for review: the history page stores it and
// opens the game's page, which imports it on opening (backgammon and tryktrak also open the
// analysis) instead of its saved game. As with a new game from the home page (setup.ts), the
// hand-over lives in the page's memory and is taken once.
import type { GameKey } from './router';

export interface HandedRecord {
  readonly game: GameKey;
  /** The record as the server sends it: a `.mat` (backgammon, tryktrak) or a Shatra record. */
  readonly text: string;
}

let pending: HandedRecord | null = null;

export function handOverRecord(record: HandedRecord): void {
  pending = record;
}

/** The game a record waits for (a page's loader readies what reading it needs), or null. */
export function handedGame(): GameKey | null {
  return pending?.game ?? null;
}

/** The record handed to this game's page, once; null when the page was opened otherwise. */
export function takeHandedRecord(game: GameKey): string | null {
  if (pending?.game !== game) return null;
  const { text } = pending;
  pending = null;
  return text;
}

let pendingMatch: string | null = null;

/**
 * A backgammon or tryktrak record (`.mat`) handed to the match page (#/match): the local page's
 * match or a finished online game. Taken once, like a record for review.
 */
export function handOverMatch(text: string): void {
  pendingMatch = text;
}

export function takeHandedMatch(): string | null {
  const text = pendingMatch;
  pendingMatch = null;
  return text;
}
