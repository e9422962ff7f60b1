import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, RULES_GAMES, rulesKeys } from '../src/rules/content';

const LANGUAGES = ['en', 'de', 'is', 'nb', 'pl'] as const;

function load(lng: string): Record<string, unknown> {
  const file = resolve(import.meta.dirname, `../src/locales/${lng}/rules.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function lookup(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, tree);
}

function leafKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const english = load('en');

describe('rules page texts', () => {
  for (const lng of LANGUAGES) {
    it(`${lng}: every paragraph of every game has its text, and no stray keys`, () => {
      const texts = load(lng);
      for (const game of RULES_GAMES) {
        for (const key of rulesKeys(game)) {
          const text = lookup(texts, key);
          expect(typeof text === 'string' && text.trim().length > 0, `${lng} ${key}`).toBe(true);
        }
      }
      expect(leafKeys(texts).sort()).toEqual(leafKeys(english).sort());
    });
  }

  for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lng}: is a translation, not a copy of the English text`, () => {
      const texts = load(lng);
      const keys = RULES_GAMES.flatMap((game) => rulesKeys(game));
      const copied = keys.filter((key) => lookup(texts, key) === lookup(english, key));
      // Only a title that is the same word in both languages may stay ("Notation" in German).
      expect(copied.length, copied.join(', ')).toBeLessThanOrEqual(2);
      expect(lookup(texts, 'interpretation')).not.toBe(lookup(english, 'interpretation'));
    });
  }

  it('marks the decisions of shatra.md (ours) and (source) on the Shatra page', () => {
    const marks = RULES.shatra.flatMap((s) =>
      s.items.filter((i) => i.mark).map((i) => `${s.id}.${i.id}:${i.mark}`),
    );
    expect(marks).toEqual(
      expect.arrayContaining([
        'moves.doubleStep:ours',
        'moves.sidewaysBack:source',
        'captures.choice:source',
        'captures.enPassant:source',
        'captures.enPassantChain:ours',
        'privilege.onlyBiy:ours',
        'fortress.gate:ours',
        'fortress.forced:ours',
        'fine.anyFortressDrop:ours',
        'fine.gateBiyClosed:ours',
        'promotion.waiting:source',
        'end.count:ours',
      ]),
    );
  });

  it('says on the tryktrak page that the Polish text shows the start only in a picture', () => {
    const start = RULES.tryktrak.find((s) => s.id === 'board')?.items.find((i) => i.id === 'start');
    expect(start?.mark).toBe('ours');
    expect(lookup(english, 'tryktrak.board.start')).toMatch(/only in a picture/);
    expect(lookup(load('pl'), 'tryktrak.board.start')).toMatch(/tylko na rysunku/);
  });
});
