// How the user likes to see the Shatra board (flipped, square numbers, piece set), remembered
// in local storage through the app's versioned storage helpers.
import { loadRecord, type RecordFormat, saveRecord } from '../storage';
import type { PieceStyle } from './pieces';

export interface ViewPrefs {
  readonly flipped: boolean;
  readonly showNumbers: boolean;
  readonly pieceStyle: PieceStyle;
}

export const DEFAULT_VIEW: ViewPrefs = { flipped: false, showNumbers: false, pieceStyle: 'discs' };

export const VIEW_PREFS: RecordFormat<ViewPrefs> = {
  key: 'ludus.shatra.view',
  version: 1,
  validate(data) {
    const d = data as Partial<Record<keyof ViewPrefs, unknown>> | null;
    if (
      typeof d !== 'object' ||
      d === null ||
      typeof d.flipped !== 'boolean' ||
      typeof d.showNumbers !== 'boolean' ||
      (d.pieceStyle !== 'discs' && d.pieceStyle !== 'figures')
    ) {
      return { ok: false, message: 'unknown board settings' };
    }
    return {
      ok: true,
      value: { flipped: d.flipped, showNumbers: d.showNumbers, pieceStyle: d.pieceStyle },
    };
  },
};

export function loadViewPrefs(): ViewPrefs {
  const loaded = loadRecord(VIEW_PREFS);
  return loaded.kind === 'ok' ? loaded.value : DEFAULT_VIEW;
}

export function saveViewPrefs(prefs: ViewPrefs): void {
  saveRecord(VIEW_PREFS, prefs);
}
