// How the player likes backgammon and tryktrak to play at this device: a forced move played by
// itself, the hot-seat board turned to the player on roll. Both on by default, as on the big
// sites; remembered in local storage through the app's versioned storage helpers.
import { signal } from '@preact/signals';
import { searchParam } from '../router';
import { loadRecord, type RecordFormat, saveRecord } from '../storage';

export interface PlayPrefs {
  /** When the whole roll has exactly one legal play, it is sent without a click. */
  readonly autoForced: boolean;
  /** Hot-seat: the board is seen from the side of the player on roll. */
  readonly turnBoard: boolean;
}

export const DEFAULT_PLAY_PREFS: PlayPrefs = { autoForced: true, turnBoard: true };

export const PLAY_PREFS: RecordFormat<PlayPrefs> = {
  key: 'ludus.backgammon.prefs',
  version: 1,
  validate(data) {
    const d = data as Partial<Record<keyof PlayPrefs, unknown>> | null;
    if (
      typeof d !== 'object' ||
      d === null ||
      typeof d.autoForced !== 'boolean' ||
      typeof d.turnBoard !== 'boolean'
    ) {
      return { ok: false, message: 'unknown play settings' };
    }
    return { ok: true, value: { autoForced: d.autoForced, turnBoard: d.turnBoard } };
  },
};

function loadPlayPrefs(): PlayPrefs {
  const loaded = loadRecord(PLAY_PREFS);
  return loaded.kind === 'ok' ? loaded.value : DEFAULT_PLAY_PREFS;
}

export const playPrefs = signal<PlayPrefs>(loadPlayPrefs());

export function setPlayPref(name: keyof PlayPrefs, on: boolean): void {
  playPrefs.value = { ...playPrefs.value, [name]: on };
  saveRecord(PLAY_PREFS, playPrefs.value);
}

/**
 * Whether a forced move plays by itself: the remembered setting, unless the address says
 * `?forced=0` or `?forced=1` for this visit (tests that click forced moves, bug reports).
 */
export function autoForcedOn(prefs: PlayPrefs): boolean {
  const link = searchParam('forced');
  return link === '0' ? false : link === '1' ? true : prefs.autoForced;
}
