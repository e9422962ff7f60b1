// The rules pages of the three games render in each of the five languages: the translated
// title, every section, the decisions marked "Interpretation of this game", no raw keys.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, RULES_GAMES } from '../../src/rules/content';
import { PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

const LANGUAGES = ['en', 'de', 'is', 'nb', 'pl'] as const;

interface RulesTexts {
  readonly pageTitle: string;
  readonly interpretation: string;
  readonly names: Record<string, string>;
}

function texts(lng: string): RulesTexts {
  const file = resolve(import.meta.dirname, `../../src/locales/${lng}/rules.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as RulesTexts;
}

describe('rules pages', () => {
  const browser = useBrowser();

  for (const lng of LANGUAGES) {
    it(`render for every game in ${lng}`, async () => {
      const words = texts(lng);
      const { page, errors } = await browser.open('/#/');
      await page.evaluate((l) => localStorage.setItem('ludus.lang', l), lng);
      await page.waitForLoadState('networkidle');
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const game of RULES_GAMES) {
        await page.goto(`${browser.base}/#/rules/${game}`);
        const title = words.pageTitle.replace('{{game}}', words.names[game] ?? '');
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe(lng);
        const sections = await page.locator('.rules-page section h2').count();
        expect(sections).toBe(RULES[game].length);
        const marked = RULES[game].flatMap((s) => s.items.filter((i) => i.mark)).length;
        const badges = await page.locator('.rules-mark strong').allTextContents();
        expect(badges).toEqual(Array(marked).fill(words.interpretation));
        const body = (await page.locator('.rules-page').textContent()) ?? '';
        expect(body).not.toMatch(new RegExp(`\\b${game}\\.\\w+\\.\\w+`));
      }
      if (lng === 'pl') {
        await screenshot(page, 'rules-shatra-pl-1440x900');
        await page.setViewportSize(PHONE);
        await screenshot(page, 'rules-shatra-pl-390x844');
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
