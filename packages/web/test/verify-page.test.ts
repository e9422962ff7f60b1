// The verify page's model (#/verify): a record checked in the browser's code path, its rolls and
// verdict as texts, the route, and the page's translations in every language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { playFairMatch } from '../../fair-dice/test/play';
import { checkRecord, mismatchText, rollText } from '../src/verify/verify-model';

const stubWindow = { addEventListener() {} };
Object.assign(globalThis, { window: stubWindow, location: { hash: '', search: '' } });
const { parseRoute, routeHref } = await import('../src/router');

const root = join(import.meta.dirname, '../src/locales');
const load = (lng: string) => JSON.parse(readFileSync(join(root, lng, 'verify.json'), 'utf8'));

async function translator(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({
    showSupportNotice: false,
    lng,
    resources: { [lng]: { verify: load(lng) } },
    defaultNS: 'verify',
  });
  return instance.getFixedT(lng, 'verify');
}

const { mat } = playFairMatch({ matchLength: 3 }, 8);

describe('the verify page', () => {
  it('shows every roll of a good record and the verdict', async () => {
    const t = await translator('en');
    const outcome = checkRecord(mat);
    if (outcome.kind !== 'checked') throw new Error(outcome.code);
    expect(outcome.mismatch).toBeNull();
    const lines = outcome.rolls.map((checked) => rollText(checked, t));
    // Seed 8's match opens with a tie (5-5), then black starts with 2-5.
    expect(lines.slice(0, 3)).toEqual([
      'Roll 1: 5-5 (opening roll tied: rolled again)',
      'Roll 2: 2-5 (opening roll: black starts)',
      'Roll 3: 4-5',
    ]);
    expect(t('verdict.ok', { count: lines.length })).toBe(`All ${lines.length} rolls match.`);
  });

  it('names the first roll that does not match', async () => {
    const t = await translator('de');
    const outcome = checkRecord(mat.replace('  2) 54:', '  2) 11:'));
    if (outcome.kind !== 'checked' || !outcome.mismatch) throw new Error('no mismatch');
    expect(outcome.mismatch.roll).toBe(3);
    expect(mismatchText(outcome.mismatch, t)).toBe('Erwartet 4-5, das Protokoll zeigt 1-1.');
  });

  it('says why a record cannot be checked', () => {
    expect(checkRecord('nothing')).toEqual({ kind: 'unreadable', code: 'mat-syntax' });
    const plain = mat.replace(/; \[Dice[^\n]*\n/g, '');
    expect(checkRecord(plain)).toEqual({ kind: 'unreadable', code: 'dice-none' });
  });

  it('has its routes', () => {
    expect(parseRoute('#/verify')).toEqual({ page: 'verify' });
    expect(parseRoute('#/verify/Gm7xQ2pLk9aZ')).toEqual({ page: 'verify', id: 'Gm7xQ2pLk9aZ' });
    expect(parseRoute('#/verify/a b').page).toBe('not-found');
    for (const hash of ['#/verify', '#/verify/Gm7xQ2pLk9aZ']) {
      expect(routeHref(parseRoute(hash))).toBe(hash);
    }
  });
});

describe('the verify translations', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
      : [prefix];
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

  it('every language has every key, translated', () => {
    const english = [...new Set(keys(load('en')).map(base))].sort();
    for (const lng of readdirSync(root)) {
      expect([...new Set(keys(load(lng)).map(base))].sort(), lng).toEqual(english);
      if (lng !== 'en') expect(load(lng).lead, lng).not.toBe(load('en').lead);
    }
  });

  it('covers every error code, mismatch reason and kind of roll', () => {
    const en = load('en');
    const errors = ['mat-syntax', 'mat-illegal', 'dice-none', 'dice-line', 'dice-version'];
    errors.push('dice-unknown', 'dice-duplicate', 'dice-missing', 'dice-value');
    expect(Object.keys(en.error).sort()).toEqual(errors.sort());
    const reasons = ['commitment', 'dice', 'starter', 'no-nonce', 'not-shown'];
    expect(Object.keys(en.reason).sort()).toEqual(reasons.sort());
    expect(Object.keys(en.note).sort()).toEqual(['opening', 'opening-starter', 'opening-tie']);
  });
});
