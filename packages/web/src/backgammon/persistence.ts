// Saving and restoring a backgammon/tryktrak game in local storage (versioned, validated by
// replaying the log through the table: see session.ts; format 1 saves convert on load).
import type { BackgammonIntent, LogEntry } from '@ludus/session';
import type { GameKey } from '../router';
import {
  type Loaded,
  loadRecord,
  type RecordFormat,
  saveRecord,
  type Validation,
} from '../storage';
import { readSavedLog } from '../table/saved-log';
import { readFirstFormat } from './legacy-save';
import { isVariantKey, type VariantKey } from './rules';
import { checkSpec } from './saved-spec';
import { restoreTable, type SavedSession, savedOf } from './session';

/** Format 2: the settings and the table's log, each entry replayed through the table. */
export function readSaved(data: unknown): Validation<SavedSession> {
  return readSavedLog(data, {
    checkSpec,
    replay: (spec, log) => restoreTable(spec, log as LogEntry<BackgammonIntent>[]),
    saved: savedOf,
  });
}

function format(key: string): RecordFormat<SavedSession> {
  return { key, version: 2, validate: readSaved, older: { 1: readFirstFormat } };
}

const formats: Record<VariantKey, RecordFormat<SavedSession>> = {
  backgammon: format('ludus.backgammon.session'),
  tryktrak: format('ludus.tryktrak.session'),
};

export function variantOfGame(game: GameKey): VariantKey {
  return isVariantKey(game) ? game : 'backgammon';
}

export function loadSession(variant: VariantKey): Loaded<SavedSession> {
  return loadRecord(formats[variant]);
}

export function saveSession(saved: SavedSession): void {
  saveRecord(formats[saved.spec.variant], saved);
}
