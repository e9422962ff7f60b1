import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalPlays, makePlay, startPosition } from '../src/backgammon/rules';
import { choosePlay, isRace, shouldDouble, shouldTake } from '../src/computer/backgammon';
import { isComputerRequest, PROTOCOL_VERSION } from '../src/computer/protocol';

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

  it.each(['common', 'backgammon'])('every language has every %s key, and only those', (ns) => {
    const english = [...new Set(keys(load('en', ns)).map(base))].sort();
    for (const lng of readdirSync(root)) {
      expect([...new Set(keys(load(lng, ns)).map(base))].sort(), lng).toEqual(english);
    }
  });

  it('the other languages are translated, not copies of English', () => {
    const english = JSON.stringify(load('en', 'backgammon'));
    for (const lng of ['de', 'is', 'nb', 'pl']) {
      expect(JSON.stringify(load(lng, 'backgammon')), lng).not.toBe(english);
    }
  });
});

describe('the simple computer', () => {
  const start = startPosition('backgammon');
  it.each([
    [[3, 1], '8/5 6/5'],
    [[6, 1], '13/7 8/7'],
    [[4, 2], '8/4 6/4'],
    [[6, 5], '24/13'],
  ] as const)('plays the standard opening %j as %s (level 3)', (dice, expected) => {
    const play = choosePlay(legalPlays(start, dice, 'backgammon'), 3);
    expect(play && makePlay(play.steps)).toBe(expected);
  });

  it('doubles and takes by race arithmetic', () => {
    // Race: mover 5 checkers on its 1..5 points + 10 off vs opponent 15 on its 6 point.
    const side = (entries: [number, number][]) => {
      const board = new Array<number>(25).fill(0);
      for (const [p, n] of entries) board[p - 1] = n;
      return board;
    };
    const ahead = {
      player: side([
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
        [5, 1],
      ]),
      opponent: side([[6, 15]]),
    };
    expect(isRace(ahead)).toBe(true);
    const cube = {
      cubeValue: 1,
      owner: 'centre' as const,
      matchLength: 0,
      computerScore: 0,
      opponentScore: 0,
      crawford: false,
    };
    expect(shouldDouble(ahead, cube)).toBe(true);
    expect(shouldDouble(ahead, { ...cube, crawford: true })).toBe(false);
    const behind = { player: ahead.opponent, opponent: ahead.player };
    expect(shouldTake(behind, cube)).toBe(false);
    expect(isRace(start)).toBe(false);
    expect(shouldDouble(start, cube)).toBe(false);
  });

  it('the worker edge refuses malformed requests', () => {
    expect(isComputerRequest({ kind: 'move' })).toBe(false);
    expect(isComputerRequest(null)).toBe(false);
    expect(
      isComputerRequest({
        protocol: PROTOCOL_VERSION,
        id: 1,
        kind: 'move',
        game: 'backgammon',
        level: 2,
        budgetMs: 100,
        position: start,
        dice: [3, 1],
      }),
    ).toBe(true);
  });
});
