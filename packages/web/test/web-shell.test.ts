import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// router.ts and i18n.ts touch `window`/`navigator` at import; test their pure parts via a stub.
const stubWindow = { addEventListener() {} };
Object.assign(globalThis, { window: stubWindow, location: { hash: '', search: '' } });
const { parseRoute, routeHref } = await import('../src/router');
const { detectLanguage } = await import('../src/i18n');

describe('router', () => {
  it.each([
    ['', { page: 'home' }],
    ['#/', { page: 'home' }],
    ['#/backgammon', { page: 'play', game: 'backgammon' }],
    ['#/tryktrak?x=1', { page: 'play', game: 'tryktrak' }],
    ['#/rules/shatra', { page: 'rules', game: 'shatra' }],
    ['#/rules/chess', { page: 'not-found', path: '/rules/chess' }],
    ['#/shatra/extra', { page: 'not-found', path: '/shatra/extra' }],
  ])('%s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it('routeHref is the inverse of parseRoute', () => {
    for (const hash of ['#/', '#/backgammon', '#/rules/tryktrak']) {
      expect(routeHref(parseRoute(hash))).toBe(hash);
    }
  });
});

describe('language detection', () => {
  it.each([
    ['pl', ['en-US'], 'pl'],
    [null, ['de-AT', 'en'], 'de'],
    [null, ['nn-NO'], 'nb'],
    [null, ['no'], 'nb'],
    [null, ['fr-FR', 'is-IS'], 'is'],
    [null, ['fr-FR'], 'en'],
    ['xx', [], 'en'],
  ])('saved %s, browser %j → %s', (saved, browser, expected) => {
    expect(detectLanguage(saved, browser)).toBe(expected);
  });
});

describe('translations', () => {
  const root = join(import.meta.dirname, '../src/locales');
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
      : [prefix];
  /** Plural keys differ by language (Polish has _few/_many): compare their base names. */
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const load = (lng: string, ns: string) =>
    JSON.parse(readFileSync(join(root, lng, `${ns}.json`), 'utf8'));

  it.each(['common', 'backgammon', 'shatra', 'online', 'match'])(
    'every language has every %s key, and only those',
    (ns) => {
      const english = [...new Set(keys(load('en', ns)).map(base))].sort();
      for (const lng of readdirSync(root)) {
        expect([...new Set(keys(load(lng, ns)).map(base))].sort(), lng).toEqual(english);
      }
    },
  );

  it('the other languages are translated, not copies of English', () => {
    const english = JSON.stringify(load('en', 'backgammon'));
    for (const lng of ['de', 'is', 'nb', 'pl']) {
      expect(JSON.stringify(load(lng, 'backgammon')), lng).not.toBe(english);
    }
  });
});
