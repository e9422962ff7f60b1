// Translations: i18next with one JSON file per language and namespace
// (src/locales/<lng>/<ns>.json), each loaded only when a page needs it.

import { signal } from '@preact/signals';
import i18next, { type BackendModule, type ReadCallback, type TFunction } from 'i18next';
import { useMemo } from 'preact/hooks';

export const LANGUAGES = ['en', 'de', 'is', 'nb', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, shown in the language menu in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  is: 'Íslenska',
  nb: 'Norsk bokmål',
  pl: 'Polski',
};

const LANGUAGE_KEY = 'ludus.lang';

type Resource = { default: Record<string, unknown> };
const loaders = import.meta.glob<Resource>('./locales/*/*.json');

const lazyFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = loaders[`./locales/${lng}/${ns}.json`];
    if (!load) {
      callback(new Error(`no translation file ${lng}/${ns}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The saved choice, else the first browser language we have (Norwegian of any kind → nb). */
export function detectLanguage(saved: string | null, browser: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (base === 'no' || base === 'nn') return 'nb';
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The current language; components that read it re-render when it changes. */
export const language = signal<Language>('en');

/** The language the app starts in: the saved choice, else the browser's. */
function startLanguage(): Language {
  return detectLanguage(readSavedLanguage(), navigator.languages ?? [navigator.language]);
}

export async function initI18n(): Promise<void> {
  const lng = startLanguage();
  await i18next.use(lazyFiles).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // Preact escapes text itself.
    returnNull: false,
    showSupportNotice: false,
  });
  language.value = lng;
  document.documentElement.lang = lng;
}

/** Switches language once the new language's loaded namespaces are in; remembers the choice. */
export async function setLanguage(lng: Language): Promise<void> {
  await i18next.changeLanguage(lng);
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  document.documentElement.lang = lng;
  language.value = lng;
}

/**
 * Starts fetching the first page's namespaces (in the start language and the English fallback)
 * while `common` loads, so that the page does not wait one more round trip after it: i18next's
 * later read of the same file gets the module already fetched. A failure here is i18next's to
 * report when it reads the file itself.
 */
export function prefetchNamespaces(namespaces: readonly string[]): void {
  for (const lng of new Set([startLanguage(), 'en'])) {
    for (const ns of namespaces) loaders[`./locales/${lng}/${ns}.json`]?.().catch(() => undefined);
  }
}

/** Loads namespaces for the current language (and the English fallback) before a page shows. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/** A translate function for one namespace, re-rendering the caller on a language change. */
export function useT(ns: string): TFunction {
  const lng = language.value;
  return useMemo(() => i18next.getFixedT(lng, ns), [lng, ns]);
}

/** Outside components (workers excluded): translate with the current language. */
export function translate(ns: string, key: string, options?: Record<string, unknown>): string {
  return i18next.getFixedT(language.value, ns)(key, options ?? {});
}
