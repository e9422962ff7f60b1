// GNU Backgammon's own .sgf and .mat files of the same matches, for the .sgf reader's tests and
// fixtures: gnubg plays (sgf-gnubg.py) and reports its records of each match.

import { runGnubg } from './mat-gnubg';

export interface SgfSpec {
  readonly seed: number;
  /** 0: a money session of `games` games. */
  readonly length: number;
  readonly games?: number;
  readonly jacoby?: boolean;
  /** gnubg's `set beavers N`. */
  readonly beavers?: number;
  /** Two human players play these gnubg commands instead of gnubg playing itself. */
  readonly commands?: readonly string[];
}

export interface GnubgSgfMatch {
  readonly sgf: string;
  /** gnubg's .mat export of the same match, with the money options it leaves out named. */
  readonly mat: string;
  readonly length: number;
  readonly names: [string, string];
  readonly games: unknown[];
}

/**
 * A money session of the actions gnubg's computer players seldom take: a beaver and the take
 * after it, a resignation after a roll (DI) and one before a roll, a drop, a game left in play.
 */
export const SCRIPTED_SESSION: SgfSpec = {
  seed: 5,
  length: 0,
  beavers: 1,
  commands: [
    'new session',
    ...['set dice 3 1', 'move 8/5 6/5', 'double', 'beaver', 'take', 'set dice 6 4'],
    ...['move 24/18 13/9', 'set dice 5 2', 'resign single', 'accept'],
    ...['new game', 'set dice 4 2', 'move 8/4 6/4', 'double', 'drop'],
    ...['new game', 'set dice 6 5', 'move 24/13', 'set dice 6 6', 'move 24/18 24/18 13/7 13/7'],
    ...['resign gammon', 'accept', 'new game', 'set dice 4 3'],
  ],
};

/** The committed fixtures (fixtures/sgf/<name>.sgf and .mat): make-sgf-fixtures.ts writes them. */
export const SGF_FIXTURES: Readonly<Record<string, SgfSpec>> = {
  'match-3': { seed: 1, length: 3 },
  'match-5': { seed: 2, length: 5 },
  'money-jacoby': { seed: 3, length: 0, games: 4, jacoby: true },
  'money-scripted': SCRIPTED_SESSION,
};

/** The header lines that tell parseMat the money options gnubg's export leaves unsaid. */
function withMoneyOptions(mat: string, spec: SgfSpec): string {
  const lines = [
    ...(spec.jacoby ? ['; [Jacoby "On"]'] : []),
    ...(spec.beavers ? ['; [Beaver "On"]'] : []),
  ];
  return lines.length === 0 ? mat : `${lines.join('\n')}\n${mat}`;
}

/** Has gnubg play each spec; throws when gnubg cannot run (the tests fail, never skip). */
export function gnubgSgfMatches(specs: readonly SgfSpec[]): GnubgSgfMatch[] {
  const answer = runGnubg('sgf-gnubg.py', { generate: specs }) as { generated: GnubgSgfMatch[] };
  if (answer.generated.length !== specs.length) {
    throw new Error(`gnubg made ${answer.generated.length} of ${specs.length} matches`);
  }
  return answer.generated.map((match, i) => ({
    ...match,
    mat: withMoneyOptions(match.mat, specs[i] ?? { seed: 0, length: 0 }),
  }));
}
