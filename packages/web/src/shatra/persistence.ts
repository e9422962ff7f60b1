// Saving and restoring the Shatra game in local storage: format 2 is the page's choices and the
// table's log, replayed through the table on every load (a log the rules refuse is reported as
// corrupt, naming the entry); format 1 saves (a game record) are read by legacy-save.ts.
import { isLevel, type LogEntry, SHATRA_LEVELS, type ShatraIntent } from '@ludus/session';
import type { Side } from '@ludus/shatra';
import type { Validation } from '../storage';
import { clearRecord, type Loaded, loadRecord, type RecordFormat, saveRecord } from '../storage';
import { readSavedLog } from '../table/saved-log';
import { readFirstFormat } from './legacy-save';
import {
  restoreTable,
  type SavedSession,
  type SessionSpec,
  type ShatraOpponent,
  savedOf,
} from './session';

function isSide(value: unknown): value is Side {
  return value === 'white' || value === 'black';
}

/** The saved opponent: a friend, or the computer at one of Shatra's levels. */
function readOpponent(value: unknown): ShatraOpponent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const o = value as Record<string, unknown>;
  if (o.kind === 'friend') return { kind: 'friend' };
  if (o.kind !== 'computer' || !isLevel(o.level) || !SHATRA_LEVELS.includes(o.level)) {
    return undefined;
  }
  return { kind: 'computer', level: o.level };
}

export function checkSpec(value: unknown): Validation<SessionSpec> {
  if (typeof value !== 'object' || value === null)
    return { ok: false, message: 'no game settings' };
  const spec = value as Record<string, unknown>;
  const opponent = readOpponent(spec.opponent);
  if (!opponent || !isSide(spec.humanSide)) return { ok: false, message: 'unknown players' };
  if (typeof spec.seed !== 'number' || !Number.isInteger(spec.seed)) {
    return { ok: false, message: 'bad seed' };
  }
  const { start } = spec;
  if (start !== undefined && typeof start !== 'string') {
    return { ok: false, message: 'bad start position' };
  }
  return {
    ok: true,
    value: {
      opponent,
      humanSide: spec.humanSide,
      ...(start === undefined ? {} : { start }),
      seed: spec.seed,
    },
  };
}

/** Format 2: the settings and the table's log, each entry replayed through the table. */
export function readSaved(data: unknown): Validation<SavedSession> {
  return readSavedLog(data, {
    checkSpec,
    replay: (spec, log) => restoreTable(spec, log as LogEntry<ShatraIntent>[]),
    saved: savedOf,
  });
}

/** The saved game (storage.ts checks the envelope; the readers replay the game). */
export const SAVED_GAME: RecordFormat<SavedSession> = {
  key: 'ludus.shatra.game',
  version: 2,
  validate: readSaved,
  older: { 1: readFirstFormat },
};

export function loadSession(): Loaded<SavedSession> {
  return loadRecord(SAVED_GAME);
}

export function saveSession(saved: SavedSession): void {
  saveRecord(SAVED_GAME, saved);
}

export function clearSession(): void {
  clearRecord(SAVED_GAME);
}
