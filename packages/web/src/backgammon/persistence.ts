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
import { readFirstFormat } from './legacy-save';
import { isVariantKey, type VariantKey } from './rules';
import { checkSpec } from './saved-spec';
import { restoreTable, type SavedSession, savedOf } from './session';

/** Format 2: the settings and the table's log, each entry replayed through the table. */
export function readSaved(data: unknown): Validation<SavedSession> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'no saved game' };
  const saved = data as Record<string, unknown>;
  const spec = checkSpec(saved.spec);
  if (!spec.ok) return spec;
  const { log } = saved;
  if (!Array.isArray(log) || !log.every((entry) => typeof entry === 'object' && entry !== null)) {
    return { ok: false, message: 'no move list' };
  }
  const table = restoreTable(spec.value, log as LogEntry<BackgammonIntent>[]);
  if (!table.ok) return { ok: false, message: table.message };
  // The log as the table keeps it: nothing but what the intents say.
  return { ok: true, value: savedOf(spec.value, table.value) };
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
