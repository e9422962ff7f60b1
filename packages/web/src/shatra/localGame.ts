// The Shatra game this page opens and keeps: the page's choices and a local transport (the table
// in the page, the computer's seat answered by the engine's agent in the worker), saved after
// every change.
import { type ShatraTable, shatraTables } from '@ludus/session';
import { makeFen, readPosition } from '@ludus/shatra';
import { decideInWorker } from '../computer/decide';
import { chooseSeed, computerDelay } from '../game-options';
import { takeHandedRecord } from '../handover';
import { translate } from '../i18n';
import { notify } from '../notices';
import { searchParam } from '../router';
import { takeNewGameRequest } from '../setup';
import { type LocalTransport, localTransport } from '../table/local';
import { loadSession, saveSession } from './persistence';
import { importText } from './record';
import {
  inProgress,
  restoreTable,
  type SessionSpec,
  type ShatraOpponent,
  savedOf,
  startTable,
} from './session';

/** No pause before the computer acts: its search's own thinking time is the pause, as it was. */
const SHATRA_DELAY_MS = 0;

/** The opponent of a game nobody chose: the computer at Shatra's middle level. */
const DEFAULT_OPPONENT: ShatraOpponent = { kind: 'computer', level: 'intermediate' };

export interface LocalGame {
  readonly spec: SessionSpec;
  readonly transport: LocalTransport;
}

/** A transport over `table` that saves every change under `spec`; `onTable` hears each change. */
export function openGame(
  spec: SessionSpec,
  table: ShatraTable,
  onTable?: (before: ShatraTable, after: ShatraTable) => void,
): LocalGame {
  let last = table;
  const transport = localTransport({
    tables: shatraTables,
    table,
    decide: decideInWorker,
    delayMs: computerDelay(SHATRA_DELAY_MS),
    seed: spec.seed,
    onChange: (next) => {
      const after = next as ShatraTable;
      saveSession(savedOf(spec, after));
      onTable?.(last, after);
      last = after;
    },
  });
  saveSession(savedOf(spec, table));
  return { spec, transport };
}

export interface Opening {
  readonly spec: SessionSpec;
  readonly table: ShatraTable;
  /**
   * The home page's new game, when this opening is the saved game in progress: the page asks
   * before it replaces the saved game (the New game form's question).
   */
  readonly request?: Opening;
}

/** A new game from the standard start (or `start`, a position string already read). */
export function freshTable(
  opponent: ShatraOpponent,
  humanSide: SessionSpec['humanSide'],
  start?: string,
): Opening {
  const spec: SessionSpec = {
    opponent,
    humanSide,
    ...(start === undefined ? {} : { start }),
    seed: chooseSeed(),
  };
  const table = startTable(spec);
  if (!table.ok) throw new Error(table.message);
  return { spec, table: table.value };
}

function t(key: string, options?: Record<string, unknown>): string {
  return translate('shatra', key, options);
}

/** `?position=` (tests and shared links), read once: a reload then continues the saved game. */
function takePositionParam(): string | null {
  const text = searchParam('position');
  if (text === null) return null;
  const url = new URL(location.href);
  url.searchParams.delete('position');
  history.replaceState(history.state, '', url);
  return text;
}

/**
 * A finished online game's record handed over by the history page, replayed between two people
 * at this device (its moves can be stepped through, and nobody's computer plays on); null when
 * none was handed over or it does not read (said in a notice).
 */
function handedTable(): Opening | null {
  const text = takeHandedRecord('shatra');
  if (text === null) return null;
  const imported = importText(text);
  if (imported.ok) {
    const { start, log } = imported.value;
    const spec: SessionSpec = {
      opponent: { kind: 'friend' },
      humanSide: 'white',
      seed: chooseSeed(),
      ...(start === undefined ? {} : { start }),
    };
    const table = restoreTable(spec, log);
    if (table.ok) return { spec, table: table.value };
    notify('error', t('messages.badPaste', { reason: table.message }));
    return null;
  }
  notify('error', t('messages.badPaste', { reason: imported.message }));
  return null;
}

/**
 * The game the page opens with: a record handed over for review, a `?position=` start (a friend
 * game unless the home page chose an opponent), the home page's choice (over a saved game in
 * progress, that game with the new one as its `request`), the saved game, or a fresh game
 * against the computer.
 */
export function openingTable(): Opening {
  const handed = handedTable();
  if (handed) return handed;
  const fromUrl = takePositionParam();
  const requested = takeNewGameRequest('shatra');
  if (fromUrl) {
    const read = readPosition(fromUrl);
    if (read.ok) {
      return freshTable(requested?.opponent ?? { kind: 'friend' }, 'white', makeFen(read.value));
    }
    notify('error', t('messages.badPosition', { reason: read.message }));
    return freshTable(DEFAULT_OPPONENT, 'white');
  }
  const saved = savedTable(requested === null);
  if (requested) {
    const fresh = freshTable(requested.opponent, 'white');
    return saved && inProgress({ game: saved.table.state.shatra })
      ? { ...saved, request: fresh }
      : fresh;
  }
  return saved ?? freshTable(DEFAULT_OPPONENT, 'white');
}

/** The saved game, restored; null when there is none or it does not restore. */
function savedTable(reportCorrupt: boolean): Opening | null {
  const loaded = loadSession();
  if (loaded.kind === 'ok') {
    const table = restoreTable(loaded.value.spec, loaded.value.log);
    if (table.ok) return { spec: loaded.value.spec, table: table.value };
  }
  // A save that a new game replaces anyway is not worth a word.
  if (loaded.kind === 'corrupt' && reportCorrupt) {
    notify('error', t('messages.corruptSave', { reason: loaded.message }));
  }
  return null;
}
