// The root node of each game in a GNU Backgammon .sgf file: GM[6] (backgammon), MI[length:N]
// [game:i][ws:w][bs:b] (match length, game number, score before the game), RU[Crawford],
// RU[Crawford:CrawfordGame] or RU[Jacoby], RE[W+2] / RE[B+4R] (winner, points, R when the loser
// resigned), PW/PB (the names of W, gnubg's player 0, and B, player 1). Other properties (the
// date, statistics GS, the application AP, …) are skipped.

import {
  type SgfFailure,
  type SgfNode,
  type SgfPlace,
  type SgfProperty,
  sgfFailure,
} from './sgf-tokens';
import type { Colour, MatchScore } from './types';

export type SgfInfoError = 'sgf-not-backgammon' | 'sgf-bad-value';

export interface SgfRecordedResult {
  readonly winner: Colour;
  readonly points: number;
  readonly resigned: boolean;
  readonly at: SgfPlace;
}

export interface SgfGameInfo {
  readonly length: number;
  /** The score before this game, when MI gives it. */
  readonly score: MatchScore | null;
  readonly crawfordRule: boolean;
  readonly crawfordGame: boolean;
  readonly jacoby: boolean;
  readonly result: SgfRecordedResult | null;
  readonly names: { readonly white?: string; readonly black?: string };
  readonly at: SgfPlace;
}

type Read<T> = { readonly ok: true; readonly value: T } | SgfFailure<SgfInfoError>;

function find(node: SgfNode, id: string): SgfProperty | undefined {
  return node.properties.find((property) => property.id === id);
}

/** MI's `key:value` entries, each a whole number. */
function readMatchInfo(property: SgfProperty | undefined): Read<Map<string, number>> {
  const entries = new Map<string, number>();
  for (const value of property?.values ?? []) {
    const found = /^([a-z]+):(.*)$/.exec(value);
    if (!found || !['length', 'game', 'ws', 'bs'].includes(found[1] ?? '')) continue;
    if (!/^\d{1,9}$/.test(found[2] ?? '')) {
      return sgfFailure(
        'sgf-bad-value',
        property?.at ?? { line: 1, column: 1 },
        `MI[${value}] is not a whole number`,
      );
    }
    entries.set(found[1] ?? '', Number(found[2]));
  }
  return { ok: true, value: entries };
}

function readResult(property: SgfProperty | undefined): Read<SgfRecordedResult | null> {
  const text = property?.values[0] ?? '';
  if (!property || text === '' || text === '?') return { ok: true, value: null };
  const found = /^([BW])\+([1-9]\d{0,8})(R?)$/.exec(text);
  if (!found) {
    return sgfFailure(
      'sgf-bad-value',
      property.at,
      `RE[${text}] is not a result such as W+2 or B+1R`,
    );
  }
  return {
    ok: true,
    value: {
      winner: found[1] === 'W' ? 'white' : 'black',
      points: Number(found[2]),
      resigned: found[3] === 'R',
      at: property.at,
    },
  };
}

/** What the root node of one game says. */
export function readSgfGameInfo(root: SgfNode): Read<SgfGameInfo> {
  const game = find(root, 'GM');
  if (game?.values[0] !== '6') {
    const what = game ? `GM[${game.values[0]}]` : 'no GM property';
    return sgfFailure(
      'sgf-not-backgammon',
      game?.at ?? root.at,
      `not backgammon (${what}; GM[6] is backgammon)`,
    );
  }
  const info = readMatchInfo(find(root, 'MI'));
  if (!info.ok) return info;
  const result = readResult(find(root, 'RE'));
  if (!result.ok) return result;
  const rules = root.properties.filter((p) => p.id === 'RU').flatMap((p) => p.values);
  const white = info.value.get('ws');
  const black = info.value.get('bs');
  const names = { white: find(root, 'PW')?.values[0], black: find(root, 'PB')?.values[0] };
  return {
    ok: true,
    value: {
      length: info.value.get('length') ?? 0,
      score:
        white === undefined && black === undefined
          ? null
          : { white: white ?? 0, black: black ?? 0 },
      crawfordRule: rules.some((rule) => rule.startsWith('Crawford')),
      crawfordGame: rules.includes('Crawford:CrawfordGame'),
      jacoby: rules.includes('Jacoby'),
      result: result.value,
      names: Object.fromEntries(Object.entries(names).filter(([, name]) => name !== undefined)),
      at: root.at,
    },
  };
}
