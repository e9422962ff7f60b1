// The match page's import: one function reads a whole match or session from a file's text (or
// pasted text), choosing the reader by the file's name and the text itself, and replays every
// move through the rules (the readers do). A refusal carries the reader's reason and, where the
// reader knows it, the line; the page frames it in the reader's words, and nothing else changes.
import { type GameRecord, matchGameRecord } from '@ludus/backgammon-engine';
import {
  type Colour,
  type MatchState,
  matchGames,
  parseMat,
  parseSgf,
  type VariantKey,
} from '../backgammon/rules';

/** A match read and replayed: what the analysis and the page need of it. */
export interface ImportedMatch {
  readonly names: Readonly<Record<Colour, string>>;
  readonly variant: VariantKey;
  /** Points to win; 0: a money session. */
  readonly length: number;
  /** Its games with at least one event, oldest first, as the analysis reads them. */
  readonly games: readonly GameRecord[];
  /** The whole match as the rules replayed it (its score, its winner). */
  readonly match: MatchState;
}

export type ImportError =
  | 'empty'
  | 'too-large'
  | 'sgf-syntax'
  | 'sgf-illegal'
  | 'mat-syntax'
  | 'mat-illegal';

export interface ImportRefusal {
  readonly error: ImportError;
  /** The reader's reason (its own words, English: they quote the file). */
  readonly reason: string;
  /** The line of the text the reason is about, counted from 1; null when the reader names none. */
  readonly line: number | null;
}

export type ImportResult =
  | { readonly ok: true; readonly value: ImportedMatch }
  | ({ readonly ok: false } & ImportRefusal);

/** Far more than a long session's record (a 25-point match's .mat is ~60 KB). */
export const MAX_IMPORT_CHARS = 2_000_000;

type Format = 'mat' | 'sgf';

/** GNU Backgammon's .sgf by its name or its opening `(;`; anything else goes to the .mat reader. */
export function formatOf(text: string, fileName?: string): Format {
  if (fileName !== undefined && /\.sgf$/i.test(fileName)) return 'sgf';
  return /^\uFEFF?\s*\(\s*;/.test(text) ? 'sgf' : 'mat';
}

function refuse(error: ImportError, reason: string, line: number | null = null): ImportResult {
  return { ok: false, error, reason, line };
}

/** The match's games that have begun, as analysis records. */
function gameRecords(match: MatchState): GameRecord[] {
  return matchGames(match)
    .filter((game) => game.state.history.length > 0)
    .map((game) => matchGameRecord(match.rules.length, game));
}

function imported(match: MatchState, names: Readonly<Record<Colour, string>>): ImportedMatch {
  const { variant, length } = match.rules;
  return { names, variant, length, games: gameRecords(match), match };
}

function readMat(text: string): ImportResult {
  const read = parseMat(text);
  if (!read.ok) return refuse(read.error, read.message, read.line ?? null);
  return { ok: true, value: imported(read.value.match, read.value.names) };
}

/** The .sgf reader's codes of a file that reads but breaks the rules or its own record. */
const SGF_ILLEGAL: ReadonlySet<string> = new Set([
  'sgf-illegal-move',
  'sgf-no-dice',
  'sgf-out-of-turn',
  'sgf-cube',
  'sgf-setup',
  'sgf-score',
  'sgf-result',
]);

function readSgf(text: string): ImportResult {
  const read = parseSgf(text);
  if (read.ok) return { ok: true, value: imported(read.value.match, read.value.names) };
  const error = SGF_ILLEGAL.has(read.error) ? 'sgf-illegal' : 'sgf-syntax';
  return refuse(error, read.message, read.line);
}

/** A match from a file's text (or pasted text): the reader chosen by `fileName` and the text. */
export function readMatchText(text: string, fileName?: string): ImportResult {
  if (text.length > MAX_IMPORT_CHARS) {
    return refuse('too-large', `more than ${MAX_IMPORT_CHARS} characters`);
  }
  if (text.trim() === '') return refuse('empty', 'no text');
  switch (formatOf(text, fileName)) {
    case 'mat':
      return readMat(text);
    case 'sgf':
      return readSgf(text);
  }
}
