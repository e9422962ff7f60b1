// The .mat reader and writer at a page: the Jellyfish format of the rules package (about 15 KB
// of its code), loaded by interchange.ts when a record is first imported, exported or handed
// over, not with the page: its first render has no use for them.
import { finishedCount, matchScript } from '@ludus/session';
import type { Imported } from './interchange';
import { type MatchState, makeMat, parseMat, type Result } from './rules';
import { restoreTable, type SessionSpec, withMoneyOptions } from './session';

export function exportMat(match: MatchState): string {
  return makeMat(match);
}

/** A whole .mat record replayed at a table: its dice first, every finished game seen. */
export function importMat(text: string, base: SessionSpec): Result<Imported> {
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
