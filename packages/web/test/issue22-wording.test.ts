// Issue 22, item 12 (wording): the levels' names with their article in English ("an octuple
// game"), the typed-move hint in the game's own point names, and the Shatra record naming the
// computer by its level's name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { typedMoveExample } from '../src/backgammon/record';
import { parseNamedPlay, startPosition } from '../src/backgammon/rules';
import { exportRecord, recordPlayerName, restoreTable } from '../src/shatra/session';

const LANGUAGES = ['en', 'de', 'is', 'nb', 'pl'] as const;
const LEVELS = ['single', 'gammon', 'backgammon', 'double', 'quadruple', 'octuple'] as const;

const load = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../src/locales', lng, `${ns}.json`), 'utf8'));

async function translator(lng: string): Promise<typeof i18next> {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: {
      [lng]: {
        backgammon: load(lng, 'backgammon'),
        shatra: load(lng, 'shatra'),
        common: load(lng, 'common'),
      },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}

/** The backgammon texts that name a level (resigning, the result, the record, the analysis). */
const LEVEL_TEXTS = [
  ['status.resigning', { colour: 'White', other: 'Black' }],
  ['actions.resignLevel', {}],
  ['result.bear-off', { colour: 'White', count: 8 }],
  ['result.resignation', { colour: 'White', count: 8 }],
  ['record.resign', {}],
  ['analysis.resign.resign', {}],
] as const;

describe('the levels named with their article', () => {
  let en: TFunction;
  beforeAll(async () => {
    en = (await translator('en')).getFixedT('en', 'backgammon');
  });

  it('says "an octuple game", never "a octuple"', () => {
    const octuple = en('level.octuple');
    expect(en('result.bear-off', { colour: 'White', level: octuple, count: 8 })).toBe(
      'White wins an octuple game: 8 points.',
    );
    expect(en('actions.resignLevel', { level: octuple })).toBe('Resign an octuple game');
    expect(en('result.resignation', { colour: 'Black', level: en('level.single'), count: 1 })).toBe(
      'Black wins a single game by resignation: 1 point.',
    );
  });

  it('puts no article before a vowel wrongly, nor two articles, in any English level text', () => {
    for (const [key, options] of LEVEL_TEXTS) {
      for (const level of LEVELS) {
        const text = en(key, { ...options, level: en(`level.${level}`) });
        expect(text, `${key} ${level}`).not.toMatch(/\ba [aeiou]/i);
        expect(text, `${key} ${level}`).not.toMatch(/\ban? an?\b/i);
      }
    }
  });

  it.each(LANGUAGES)('%s: every level text names the level, no placeholder left', async (lng) => {
    const t = (await translator(lng)).getFixedT(lng, 'backgammon');
    for (const [key, options] of LEVEL_TEXTS) {
      for (const level of LEVELS) {
        const name = t(`level.${level}`);
        const text = t(key, { ...options, level: name });
        expect(text).toContain(name);
        expect(text).not.toContain('{{');
      }
    }
  });
});

describe("the typed-move hint in the game's own point names", () => {
  it("is backgammon's 24/18 13/11", () => {
    expect(typedMoveExample('backgammon', 'white')).toBe('24/18 13/11');
    expect(typedMoveExample('backgammon', 'black')).toBe('24/18 13/11');
  });

  it("is written in tryktrak's lines, for the colour who types it", () => {
    expect(typedMoveExample('tryktrak', 'white')).toBe('I/VII XII/11');
    expect(typedMoveExample('tryktrak', 'black')).toBe('1/7 12/XI');
  });

  it.each([
    ['white', 'tryktrak'],
    ['black', 'tryktrak'],
    ['white', 'backgammon'],
  ] as const)('%s %s: the example is a legal play from the start with 6-2', (colour, variant) => {
    const example = typedMoveExample(variant, colour);
    const read = parseNamedPlay(example, colour, startPosition(variant), [6, 2], variant);
    expect(read.ok).toBe(true);
  });

  it.each(LANGUAGES)('%s: the hint shows the example', async (lng) => {
    const t = (await translator(lng)).getFixedT(lng, 'backgammon');
    expect(t('actions.typeMove', { example: 'I/VII XII/11' })).toMatch(/ I\/VII XII\/11$/);
  });
});

describe("the Shatra record names the computer by its level's name", () => {
  const spec = {
    opponent: { kind: 'computer', level: 'world-class' },
    humanSide: 'white',
    seed: 3,
  } as const;

  function table() {
    const restored = restoreTable(spec, []);
    if (!restored.ok) throw new Error(restored.message);
    return restored.value;
  }

  it('writes "Computer (World class)" by default, not the level key', () => {
    const text = exportRecord(table(), new Date('2026-12-01T10:00:00Z'));
    expect(text).toContain('[White "Player"]');
    expect(text).toContain('[Black "Computer (World class)"]');
  });

  it.each([
    ['en', 'Player', 'Computer (World class)'],
    ['de', 'Spieler', 'Computer (Weltklasse)'],
  ])('%s: in the language of the page', async (lng, human, computer) => {
    const instance = await translator(lng);
    const translate = (ns: string, key: string, options?: Record<string, unknown>) =>
      instance.getFixedT(lng, ns)(key, options ?? {});
    const text = exportRecord(table(), new Date('2026-12-01T10:00:00Z'), (player) =>
      recordPlayerName(player, translate),
    );
    expect(text).toContain(`[White "${human}"]`);
    expect(text).toContain(`[Black "${computer}"]`);
  });
});
