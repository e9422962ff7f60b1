// Saves of the first format (before the table): the game as the rules package's record, the
// opponent with a numbered level, and the person's side. They still load: the record is replayed
// through the rules as it always was, and the game that results becomes the table's log
// (record.ts scriptOf), so a save made before an update comes back as the same game.
import type { Level } from '@ludus/session';
import type { Validation } from '../storage';
import { scriptOfRecord } from './record';
import { restoreTable, type SavedSession, type SessionSpec, type ShatraOpponent } from './session';

/**
 * The first format's levels 1–3 were the engine's beginner, club and master (protocol 2's Shatra
 * requests): the names of the one vocabulary that the engine maps to those (session levels.ts).
 */
const OLD_LEVELS: Readonly<Record<number, Level>> = {
  1: 'beginner',
  2: 'intermediate',
  3: 'world-class',
};

/**
 * The computer's noise of a game saved before seeds were saved: any fixed seed replays the same,
 * and the game already played does not depend on it.
 */
const FIRST_FORMAT_SEED = 1;

function readOpponent(value: unknown): ShatraOpponent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const o = value as Record<string, unknown>;
  if (o.kind === 'friend') return { kind: 'friend' };
  const level =
    o.kind === 'computer' && typeof o.level === 'number' ? OLD_LEVELS[o.level] : undefined;
  return level === undefined ? undefined : { kind: 'computer', level };
}

/** A format-1 save, its record replayed, as a save of today's format. */
export function readFirstFormat(data: unknown): Validation<SavedSession> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'not a saved game' };
  const saved = data as Record<string, unknown>;
  if (typeof saved.record !== 'string') return { ok: false, message: 'no game record' };
  const opponent = readOpponent(saved.opponent);
  const { humanSide } = saved;
  if (!opponent || (humanSide !== 'white' && humanSide !== 'black')) {
    return { ok: false, message: 'unknown players' };
  }
  const script = scriptOfRecord(saved.record);
  if (!script.ok) return script;
  const { start, log } = script.value;
  const spec: SessionSpec = {
    opponent,
    humanSide,
    ...(start === undefined ? {} : { start }),
    seed: FIRST_FORMAT_SEED,
  };
  const table = restoreTable(spec, log);
  if (!table.ok) return { ok: false, message: table.message };
  return { ok: true, value: { spec, log } };
}
