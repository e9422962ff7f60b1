// The backgammon/tryktrak game this page opens and keeps: its settings and a local transport
// (the table in the page, the computer's seat answered by the worker), saved after every change.
import { type BackgammonTable, type BackgammonView, backgammonTables } from '@ludus/session';
import { decideInWorker } from '../computer/decide';
import { DEFAULT_BACKGAMMON_LEVEL } from '../computer/protocol';
import { chooseSeed, computerDelay, linkMoneyOptions } from '../game-options';
import { handedGame, takeHandedRecord } from '../handover';
import { translate } from '../i18n';
import { notify } from '../notices';
import type { GameKey } from '../router';
import { type GameSetup, takeNewGameRequest } from '../setup';
import { type LocalTransport, localTransport } from '../table/local';
import { importTextNow, loadMatRecord } from './interchange';
import { loadSession, saveSession, variantOfGame } from './persistence';
import { type VariantKey, variantOf } from './rules';
import {
  matchViewOf,
  restoreTable,
  type SessionSpec,
  savedOf,
  sessionInProgress,
  startTable,
  withMoneyOptions,
} from './session';

export interface LocalGame {
  readonly spec: SessionSpec;
  readonly transport: LocalTransport;
  /** The game is a finished record handed over for review: the page opens its analysis. */
  readonly handed?: true;
}

/** A transport over `table` that saves every change under `spec`. */
export function openGame(
  spec: SessionSpec,
  table: BackgammonTable,
  onTable?: (before: BackgammonTable, after: BackgammonTable) => void,
): LocalGame {
  let last = table;
  const transport = localTransport({
    tables: backgammonTables,
    table,
    decide: decideInWorker,
    // The computer's pause before it acts, so that a person can follow its moves.
    delayMs: computerDelay(600),
    seed: spec.seed,
    onChange: (next) => {
      const after = next as BackgammonTable;
      saveSession(savedOf(spec, after));
      onTable?.(last, after);
      last = after;
    },
  });
  saveSession(savedOf(spec, table));
  return { spec, transport };
}

/** A fresh table for `spec`; a spec the table refuses falls back to money play. */
export function freshTable(spec: SessionSpec): { spec: SessionSpec; table: BackgammonTable } {
  const started = startTable(spec);
  if (started.ok) return { spec, table: started.value };
  const fallback = { ...spec, matchLength: 0 };
  const again = startTable(fallback);
  if (!again.ok) throw new Error(again.message);
  return { spec: fallback, table: again.value };
}

function specFromSetup(setup: GameSetup<VariantKey>, variant: VariantKey): SessionSpec {
  const spec: SessionSpec = {
    variant,
    matchLength: variantOf(variant).matchPlay ? setup.matchLength : 0,
    opponent: setup.opponent,
    seed: chooseSeed(),
  };
  return withMoneyOptions(spec, { ...setup, ...linkMoneyOptions() });
}

function defaultSpec(variant: VariantKey): SessionSpec {
  const spec: SessionSpec = {
    variant,
    matchLength: 0,
    opponent: { kind: 'computer', level: DEFAULT_BACKGAMMON_LEVEL },
    seed: chooseSeed(),
  };
  return withMoneyOptions(spec, linkMoneyOptions());
}

/** An opening table, and whether it is a record handed over for review (history page). */
export interface Opening {
  readonly spec: SessionSpec;
  readonly table: BackgammonTable;
  readonly handed?: true;
  /**
   * The home page's new game, when this opening is the saved game in progress: the page asks
   * before it replaces the saved game (the New game button's question).
   */
  readonly request?: Opening;
}

/**
 * What the page needs before it opens beyond its code: the .mat reader when a record is handed
 * over to it (the page's loader, pages.ts, waits for this).
 */
export async function readyToOpen(): Promise<void> {
  const game = handedGame();
  if (game === 'backgammon' || game === 'tryktrak') await loadMatRecord();
}

/**
 * A finished online game's `.mat` handed over by the history page, replayed between two people
 * at this device (nobody's computer plays on); null when none was handed over or it does not
 * read (said in a notice).
 */
function handedTable(variant: VariantKey): Opening | null {
  const text = takeHandedRecord(variant);
  if (text === null) return null;
  const base = { ...defaultSpec(variant), opponent: { kind: 'friend' } as const };
  const imported = importTextNow(text, base);
  if (imported.ok) return { ...imported.value, handed: true };
  notify('error', translate('backgammon', 'messages.badPaste', { reason: imported.message }));
  return null;
}

/**
 * The game this page opens with: a record handed over for review, a new game from the home
 * page (over a saved game in progress, that game with the new one as its `request`), the saved
 * one, or a fresh one.
 */
export function openingTable(game: GameKey): Opening {
  const variant = variantOfGame(game);
  const handed = handedTable(variant);
  if (handed) return handed;
  const requested = takeNewGameRequest(variant);
  const saved = savedTable(variant, requested === null);
  if (requested) {
    const fresh = freshTable(specFromSetup(requested, variant));
    return saved && tableInProgress(saved.table) ? { ...saved, request: fresh } : fresh;
  }
  return saved ?? freshTable(defaultSpec(variant));
}

/** The saved game, restored; null when there is none or it does not restore. */
function savedTable(variant: VariantKey, reportCorrupt: boolean): Opening | null {
  const loaded = loadSession(variant);
  if (loaded.kind === 'ok') {
    const table = restoreTable(loaded.value.spec, loaded.value.log);
    if (table.ok) return { spec: loaded.value.spec, table: table.value };
  }
  // A save that a new game replaces anyway is not worth a word.
  if (loaded.kind === 'corrupt' && reportCorrupt) {
    notify('error', translate('backgammon', 'messages.corruptSave', { reason: loaded.message }));
  }
  return null;
}

/** The New game button's question (sessionInProgress), asked of a table not yet in the page. */
function tableInProgress(table: BackgammonTable): boolean {
  return sessionInProgress(
    matchViewOf(backgammonTables.view(table, 'spectator') as BackgammonView),
  );
}
