// The new-game form's backgammon levels with the rating band each is calibrated to
// (@ludus/backgammon-engine levelBand, docs/strength.md "Levels"): `Intermediate — 12–18 mEMG`.

import { levelBand } from '@ludus/backgammon-engine';
import type { Level } from '@ludus/session';
import type { TFunction } from 'i18next';

/** The level's name and its band, in the `common` namespace's words. */
export function levelWithBand(t: TFunction, level: Level): string {
  const name = t(`home.engineLevels.${level}`);
  const { from, to } = levelBand(level);
  if (from === null) return t('home.levelBandUnder', { level: name, to });
  return t('home.levelBand', { level: name, from, to });
}
