// The player's settings of backgammon and tryktrak play at this device (playPrefs.ts): a forced
// move played by itself, and in hot-seat the board turned to the player on roll. Below them,
// whatever the page adds (the list of keyboard keys).
import type { TFunction } from 'i18next';
import type { ComponentChildren } from 'preact';
import { type PlayPrefs, playPrefs, setPlayPref } from './playPrefs';

function Setting(props: { name: keyof PlayPrefs; label: string }) {
  return (
    <label class="choice">
      <input
        type="checkbox"
        checked={playPrefs.value[props.name]}
        data-field={props.name}
        onChange={(event) => setPlayPref(props.name, event.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}

export function PlaySettings(props: {
  /** Two people at this device: the board may turn to the player on roll. */
  hotSeat: boolean;
  t: TFunction;
  children?: ComponentChildren;
}) {
  const { t } = props;
  return (
    <section class="panel play-settings" aria-labelledby="play-settings-title">
      <h2 id="play-settings-title">{t('prefs.title')}</h2>
      <Setting name="autoForced" label={t('prefs.autoForced')} />
      {props.hotSeat && <Setting name="turnBoard" label={t('prefs.turnBoard')} />}
      {props.children}
    </section>
  );
}
