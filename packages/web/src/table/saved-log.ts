// Reading a saved game of format 2 (both games): the page's settings, checked by the game's own
// reader, and the table's log, replayed through the table. What comes back is the log as the
// table keeps it: nothing but what the intents say.
import type { Result } from '@ludus/core';
import type { LogEntry } from '@ludus/session';
import type { Validation } from '../storage';

export interface SavedLogFormat<Spec, Table, Saved> {
  readonly checkSpec: (value: unknown) => Validation<Spec>;
  readonly replay: (spec: Spec, log: readonly LogEntry[]) => Result<Table>;
  readonly saved: (spec: Spec, table: Table) => Saved;
}

export function readSavedLog<Spec, Table, Saved>(
  data: unknown,
  format: SavedLogFormat<Spec, Table, Saved>,
): Validation<Saved> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'no saved game' };
  const saved = data as Record<string, unknown>;
  const spec = format.checkSpec(saved.spec);
  if (!spec.ok) return spec;
  const { log } = saved;
  if (!Array.isArray(log) || !log.every((entry) => typeof entry === 'object' && entry !== null)) {
    return { ok: false, message: 'no move list' };
  }
  const table = format.replay(spec.value, log as LogEntry[]);
  if (!table.ok) return { ok: false, message: table.message };
  return { ok: true, value: format.saved(spec.value, table.value) };
}
