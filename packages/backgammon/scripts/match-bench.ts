// Figures for games, matches, Match IDs and .mat files (docs/benchmarks.md, "backgammon: games,
// matches, Match ID, .mat"). Run: node --import tsx packages/backgammon/scripts/match-bench.ts
import {
  defaultMatchRules,
  makeMat,
  makeMatchId,
  matchGames,
  parseMat,
  parseMatchId,
} from '../src/index';
import { selfPlayMatch } from './mat-self-play';

function time<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

const matches = time(() =>
  Array.from({ length: 20 }, (_, i) => selfPlayMatch(defaultMatchRules(7), i + 1)),
);
const actions = matches.value.reduce(
  (sum, match) => sum + matchGames(match).reduce((n, game) => n + game.state.history.length, 0),
  0,
);
console.log(
  `self-play: 20 seven-point matches, ${actions} actions in ${matches.ms.toFixed(0)} ms ` +
    `(${((actions / matches.ms) * 1000).toFixed(0)} actions/s, legalActions + play each)`,
);

const ids = Array.from({ length: 100_000 }, (_, i) =>
  makeMatchId({
    cubeValue: 2 ** (i % 7),
    cubeOwner: 'centred',
    onRoll: i % 2 ? 'white' : 'black',
    toAct: 'white',
    crawford: false,
    gameState: 'playing',
    doubleOffered: false,
    resignation: 'none',
    dice: [((i % 6) + 1) as 1, 1],
    matchLength: 7,
    score: { white: i % 7, black: 3 },
    jacoby: false,
  }),
);
const parsed = time(() => ids.map(parseMatchId));
console.log(`Match ID: 100000 parsed in ${parsed.ms.toFixed(0)} ms`);

const texts = time(() => matches.value.map((match) => makeMat(match)));
const lines = texts.value.reduce((sum, text) => sum + text.split('\n').length, 0);
console.log(`.mat export: 20 matches (${lines} lines) in ${texts.ms.toFixed(0)} ms`);
const back = time(() => texts.value.map(parseMat));
if (!back.value.every((result) => result.ok)) throw new Error('a .mat did not parse back');
console.log(`.mat import (replayed through the rules): 20 matches in ${back.ms.toFixed(0)} ms`);
