// Saving and restoring a backgammon/tryktrak session in local storage (versioned, validated by
// replaying it through the rules: see session.ts).
import type { GameKey } from '../router';
import { type Loaded, loadRecord, type RecordFormat, saveRecord } from '../storage';
import { isVariantKey, type VariantKey } from './rules';
import { restoreSession, type SavedSession, type Session, savedOf } from './session';

const formats: Record<VariantKey, RecordFormat<Session>> = {
  backgammon: { key: 'ludus.backgammon.session', version: 1, validate: restoreSession },
  tryktrak: { key: 'ludus.tryktrak.session', version: 1, validate: restoreSession },
};

export function variantOfGame(game: GameKey): VariantKey {
  return isVariantKey(game) ? game : 'backgammon';
}

export function loadSession(variant: VariantKey): Loaded<Session> {
  return loadRecord(formats[variant]);
}

export function saveSession(session: Session): void {
  const saved: SavedSession = savedOf(session);
  // The stored record is the saved part; RecordFormat<Session> validates by rebuilding it.
  saveRecord(formats[session.spec.variant] as unknown as RecordFormat<SavedSession>, saved);
}
