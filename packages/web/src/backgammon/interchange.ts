// Records in and out: .mat export, and pasted text — a Jellyfish .mat record or a GNU Backgammon
// Position ID — turned into a new game at a table. Pasted text that does not read is an error
// with the reason; the current game is untouched. The .mat reader and writer (mat-record.ts)
// load when first needed: a page opens without them.
import type { BackgammonTable } from '@ludus/session';
import { type MatchState, parsePositionId, type Result } from './rules';
import { type SessionSpec, startTable, withMoneyOptions, withoutStart } from './session';

/** A new game: the settings and its table. */
export interface Imported {
  readonly spec: SessionSpec;
  readonly table: BackgammonTable;
}

type MatRecord = typeof import('./mat-record');

let loaded: MatRecord | null = null;

/** The .mat reader and writer, loaded once. */
export function loadMatRecord(): Promise<MatRecord> {
  if (loaded) return Promise.resolve(loaded);
  return import('./mat-record').then((module) => {
    loaded = module;
    return module;
  });
}

export function exportMat(match: MatchState): Promise<string> {
  return loadMatRecord().then((mat) => mat.exportMat(match));
}

function isMat(trimmed: string): boolean {
  return /point match|^\s*game\s+1/im.test(trimmed);
}

/** A new money game from a pasted Position ID ("Position ID" or "Position ID:Match ID"). */
function importPositionId(trimmed: string, current: SessionSpec): Result<Imported> {
  const base = withoutStart(current);
  // The Match ID part is not used.
  const positionId = trimmed.replace(/^position id:\s*/i, '').split(/[:\s]/)[0] ?? '';
  const position = parsePositionId(positionId, current.variant);
  if (!position.ok) return position;
  const spec: SessionSpec = {
    ...withMoneyOptions({ ...base, matchLength: 0 }, base),
    startPositionId: positionId,
  };
  const table = startTable(spec);
  return table.ok ? { ok: true, value: { spec, table: table.value } } : table;
}

function readPasted(
  trimmed: string,
  current: SessionSpec,
  mat: MatRecord | null,
): Result<Imported> {
  if (trimmed === '') return { ok: false, error: 'empty', message: 'nothing was pasted' };
  if (!isMat(trimmed)) return importPositionId(trimmed, current);
  if (!mat) return { ok: false, error: 'not-loaded', message: 'the .mat reader is not loaded' };
  return mat.importMat(trimmed, withoutStart(current));
}

/** A new game from pasted text, keeping the current opponent; errors say what is wrong. */
export async function importText(text: string, current: SessionSpec): Promise<Result<Imported>> {
  const trimmed = text.trim();
  return readPasted(trimmed, current, isMat(trimmed) ? await loadMatRecord() : loaded);
}

/**
 * `importText` at once, for a record handed over as the page opens (localGame.ts): the page's
 * loader has loaded the .mat reader first (`readyToOpen`); without it a record does not read.
 */
export function importTextNow(text: string, current: SessionSpec): Result<Imported> {
  return readPasted(text.trim(), current, loaded);
}
