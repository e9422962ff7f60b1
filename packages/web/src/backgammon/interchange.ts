// Records in and out: .mat export through the rules package's makeMat, and pasted text — a
// Jellyfish .mat record or a GNU Backgammon Position ID — turned into a new game at a table.
// Pasted text that does not read is an error with the reason; the current game is untouched.
import { type BackgammonTable, finishedCount, matchScript } from '@ludus/session';
import { type MatchState, makeMat, parseMat, parsePositionId, type Result } from './rules';
import {
  restoreTable,
  type SessionSpec,
  startTable,
  withMoneyOptions,
  withoutStart,
} from './session';

export function exportMat(match: MatchState): string {
  return makeMat(match);
}

/** A new game: the settings and its table. */
export interface Imported {
  readonly spec: SessionSpec;
  readonly table: BackgammonTable;
}

/** A whole .mat record replayed at a table: its dice first, every finished game seen. */
function importMat(text: string, base: SessionSpec): Result<Imported> {
  const record = parseMat(text);
  if (!record.ok) return record;
  const { match } = record.value;
  const seen = finishedCount({ game: match.rules.variant, match, seenGames: 0 });
  // White is always a person at this device: its seat acknowledges the games' results.
  const script = matchScript(match, 'white', match.winner ? seen - 1 : seen);
  const spec: SessionSpec = {
    ...withMoneyOptions(
      { ...base, variant: match.rules.variant, matchLength: match.rules.length },
      match.rules,
    ),
    scriptedDice: script.dice,
  };
  const table = restoreTable(spec, script.log);
  return table.ok ? { ok: true, value: { spec, table: table.value } } : table;
}

/** A new game from pasted text, keeping the current opponent; errors say what is wrong. */
export function importText(text: string, current: SessionSpec): Result<Imported> {
  const trimmed = text.trim();
  const base = withoutStart(current);
  if (trimmed === '') return { ok: false, error: 'empty', message: 'nothing was pasted' };
  if (/point match|^\s*game\s+1/im.test(trimmed)) return importMat(trimmed, base);
  // "Position ID" or "Position ID:Match ID" (the Match ID part is not used).
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
