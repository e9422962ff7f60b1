import { isLanguage, LANGUAGE_NAMES, LANGUAGES, language, setLanguage, useT } from '../i18n';
import { soundOn, theme, toggleSound, toggleTheme } from '../settings';
import { AccountMenu } from './AccountMenu';

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
        stroke="currentColor"
        stroke-width="2"
        stroke-linecap="round"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
    </svg>
  );
}

function SpeakerIcon({ on }: { readonly on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
      {on ? (
        <path
          d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13"
          stroke="currentColor"
          stroke-width="2"
          fill="none"
          stroke-linecap="round"
        />
      ) : (
        <path
          d="M16 9l6 6M22 9l-6 6"
          stroke="currentColor"
          stroke-width="2"
          stroke-linecap="round"
        />
      )}
    </svg>
  );
}

export function Header() {
  const t = useT('common');
  const dark = theme.value === 'dark';
  return (
    <header class="site-header">
      <a class="brand" href="#/">
        ludus
      </a>
      <AccountMenu />
      <nav class="header-tools" aria-label={t('settings.label')}>
        <label class="visually-hidden" for="language-select">
          {t('settings.language')}
        </label>
        <select
          id="language-select"
          value={language.value}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLanguage(value)) void setLanguage(value);
          }}
        >
          {LANGUAGES.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {LANGUAGE_NAMES[lng]}
            </option>
          ))}
        </select>
        <button
          type="button"
          class="icon-button"
          aria-label={dark ? t('settings.lightTheme') : t('settings.darkTheme')}
          title={dark ? t('settings.lightTheme') : t('settings.darkTheme')}
          onClick={toggleTheme}
        >
          {dark ? <SunIcon /> : <MoonIcon />}
        </button>
        <button
          type="button"
          class="icon-button"
          aria-pressed={soundOn.value}
          aria-label={t('settings.sound')}
          title={soundOn.value ? t('settings.soundOn') : t('settings.soundOff')}
          onClick={toggleSound}
        >
          <SpeakerIcon on={soundOn.value} />
        </button>
      </nav>
    </header>
  );
}
