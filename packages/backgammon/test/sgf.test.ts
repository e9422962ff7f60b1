// GNU Backgammon's .sgf read by ludus: the committed files gnubg wrote (fixtures/sgf, made by
// scripts/make-sgf-fixtures.ts) replay to the very match our .mat reader makes of gnubg's .mat of
// the same games; every refusal names its line, column and reason.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type MatchState, matchGames, parseMat, parseSgf, type SgfError } from '../src/index';
import { readSgfTrees } from '../src/sgf-tokens';

const FIXTURES = fileURLToPath(new URL('../fixtures/sgf/', import.meta.url));
const fixture = (name: string) => readFileSync(`${FIXTURES}${name}`, 'utf8');

function parsed(text: string): MatchState {
  const result = parseSgf(text);
  if (!result.ok) throw new Error(result.message);
  return result.value.match;
}

const ROOT = 'FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]PW[Anna]PB[Bjorn]';

/** One game of a 3-point match (score before it: ws-bs), its nodes after the root. */
function matchGame(nodes: string, extra = '', score = [0, 0]): string {
  const info = `MI[length:3][game:0][ws:${score[0]}][bs:${score[1]}]RU[Crawford]`;
  return `(;${ROOT}${info}${extra}\n${nodes})\n`;
}

/** The code, line and column of a refused text. */
function refusal(text: string): { error: SgfError; line: number; column: number } {
  const result = parseSgf(text);
  if (result.ok) throw new Error('accepted');
  expect(result.message).toMatch(new RegExp(`^line ${result.line}, column ${result.column}: .+`));
  return { error: result.error, line: result.line, column: result.column };
}

describe('.sgf files written by GNU Backgammon', () => {
  const names = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.sgf'))
    .map((name) => name.slice(0, -4));

  it('replay to the same match as gnubg’s .mat of the same games', () => {
    expect(names).toEqual(['match-3', 'match-5', 'money-jacoby', 'money-scripted']);
    for (const name of names) {
      const sgf = parseSgf(fixture(`${name}.sgf`));
      const mat = parseMat(fixture(`${name}.mat`));
      if (!sgf.ok || !mat.ok) throw new Error(`${name}: ${sgf.ok ? '' : sgf.message}`);
      expect({ name, match: sgf.value.match }).toEqual({ name, match: mat.value.match });
      expect(sgf.value.names).toEqual({ white: 'gnubg', black: 'root' });
    }
  });

  it('reads the matches to their end and the Jacoby session with its rule', () => {
    const three = parsed(fixture('match-3.sgf'));
    expect([three.rules.length, three.rules.crawford, three.winner]).toEqual([3, true, 'black']);
    expect(matchGames(three).map((game) => game.crawford)).toEqual([false, true, false]);
    const money = parsed(fixture('money-jacoby.sgf'));
    expect([money.rules.length, money.rules.jacoby, money.rules.beavers]).toEqual([0, true, false]);
    expect(money.previous).toHaveLength(4);
  });

  it('reads a beaver and its take, a resignation after a roll (DI), a drop, a game in play', () => {
    const match = parsed(fixture('money-scripted.sgf'));
    expect(match.rules.beavers).toBe(true);
    const kinds = matchGames(match).map((game) => game.state.history.map((event) => event.kind));
    expect(kinds).toEqual([
      ['opening-roll', 'move', 'double', 'beaver', 'take', 'move', 'resign', 'accept'],
      ['opening-roll', 'move', 'double', 'pass'],
      ['opening-roll', 'move', 'move', 'resign', 'accept'],
      ['opening-roll'],
    ]);
    const first = matchGames(match)[0]?.state.history[6];
    expect(first).toMatchObject({ kind: 'resign', colour: 'white', level: 'single' });
    expect(first?.kind === 'resign' && first.rolled).toEqual({ colour: 'white', dice: [5, 2] });
    expect(match.current.state.phase).toEqual({ kind: 'moving', dice: [4, 3] });
    expect(match.score).toEqual({ white: 2, black: 5 });
  });
});

describe('the SGF syntax', () => {
  it('keeps the main line, unescapes values, and places every property', () => {
    const text = '\uFEFF(;GM[6]C[a \\] b \\\\ c\\\nd]\r\n;W[31hefe]\n  (;B[x])(;B[y];B[z]))';
    const trees = readSgfTrees(text);
    if (!trees.ok) throw new Error(trees.message);
    const [tree] = trees.value;
    const props = tree?.nodes.map((node) => node.properties.map((p) => [p.id, p.values[0]]));
    expect(props).toEqual([
      [
        ['GM', '6'],
        ['C', 'a ] b \\ cd'],
      ],
      [['W', '31hefe']],
      [['B', 'x']],
    ]);
    expect(tree?.nodes[1]?.properties[0]?.at).toEqual({ line: 3, column: 2 });
  });

  it('refuses a value never closed, at its bracket', () => {
    expect(refusal('(;GM[6]\n;C[no end)')).toEqual({ error: 'sgf-unbalanced', line: 2, column: 3 });
  });

  it("refuses a '(' never closed, at the parenthesis", () => {
    expect(refusal('(;GM[6]\n (;W[31hefe]')).toMatchObject({ error: 'sgf-unbalanced', line: 2 });
  });

  it("refuses a ')' that closes nothing", () => {
    expect(refusal('(;GM[6]))')).toEqual({ error: 'sgf-unbalanced', line: 1, column: 9 });
  });

  it('refuses text outside the property syntax', () => {
    expect(refusal('(;GM[6] w[31])')).toEqual({ error: 'sgf-syntax', line: 1, column: 9 });
    expect(refusal('(;GM[6];W)')).toMatchObject({ error: 'sgf-syntax', column: 9 });
    expect(refusal('GM[6]')).toMatchObject({ error: 'sgf-syntax', column: 1 });
  });

  it('refuses deep nesting and huge input without overflowing the stack', () => {
    expect(refusal(`(;GM[6]${'('.repeat(100_000)}`)).toEqual({
      error: 'sgf-syntax',
      line: 1,
      column: 9,
    });
    expect(refusal(`(;GM[6]C[${'x'.repeat(1_000_000)}`)).toMatchObject({ error: 'sgf-unbalanced' });
  });

  it('refuses a file with no game', () => {
    expect(refusal('  \n')).toMatchObject({ error: 'sgf-empty' });
  });
});

describe('refusals of the backgammon record', () => {
  it('refuses a game of something else than backgammon (GM[1] is Go)', () => {
    expect(refusal('(;FF[4]GM[1]SZ[19];B[dd])')).toEqual({
      error: 'sgf-not-backgammon',
      line: 1,
      column: 8,
    });
  });

  it('refuses unreadable values: MI, RE and moves', () => {
    const root = `(;${ROOT}`;
    expect(refusal(`${root}MI[length:three])`)).toMatchObject({ error: 'sgf-bad-value' });
    expect(refusal(`${root}RE[X+2])`)).toMatchObject({ error: 'sgf-bad-value' });
    expect(refusal(`${root}MI[length:99999])`)).toMatchObject({ error: 'sgf-bad-value' });
    expect(refusal(matchGame(';W[31hef]'))).toEqual({ error: 'sgf-bad-value', line: 2, column: 2 });
  });

  it('refuses a play without its dice', () => {
    expect(refusal(matchGame(';W[hefe]'))).toEqual({ error: 'sgf-no-dice', line: 2, column: 2 });
  });

  it('refuses a play the dice do not allow', () => {
    // 8/4 6/5 with 31.
    const text = matchGame(';W[31hdfe]');
    expect(refusal(text)).toEqual({ error: 'sgf-illegal-move', line: 2, column: 2 });
    const result = parseSgf(text);
    expect(result.ok ? '' : result.message).toContain('(8/4 6/5) is not a legal play of 31');
  });

  it('refuses a roll with no play written when plays exist', () => {
    expect(refusal(matchGame(';W[31hefe]\n;B[64]'))).toEqual({
      error: 'sgf-illegal-move',
      line: 3,
      column: 2,
    });
  });

  it('refuses a move out of turn', () => {
    expect(refusal(matchGame(';W[31hefe]\n;W[42hdfd]'))).toEqual({
      error: 'sgf-out-of-turn',
      line: 3,
      column: 2,
    });
  });

  it('refuses a cube action the cube does not allow', () => {
    expect(refusal(matchGame(';W[31hefe]\n;B[take]'))).toMatchObject({
      error: 'sgf-cube',
      line: 3,
    });
    // Black wins 2 points (white resigns a single game on a 2-cube), then doubles in the
    // Crawford game.
    const first = matchGame(';W[31hefe]\n;B[double]\n;W[take]', 'RE[B+2R]');
    const crawford = matchGame(';W[31hefe]\n;B[double]', 'RU[Crawford:CrawfordGame]', [0, 2]);
    expect(refusal(`${first}${crawford}`)).toEqual({ error: 'sgf-cube', line: 7, column: 2 });
  });

  it('refuses a position set up by hand', () => {
    const text = matchGame(';W[31hefe]\n;PL[B]AE[a:y]AB[a][a]');
    expect(refusal(text)).toEqual({ error: 'sgf-setup', line: 3, column: 7 });
  });

  it('refuses a score or match length the games do not add up to', () => {
    const first = matchGame(';W[31hefe]\n;B[double]\n;W[drop]').replace(')\n', 'RE[B+1])\n');
    const wrongScore = matchGame(';W[31hefe]', '', [0, 2]);
    expect(refusal(`${first}${wrongScore}`)).toEqual({ error: 'sgf-score', line: 5, column: 2 });
    const otherLength = wrongScore.replace('length:3', 'length:5').replace('bs:2', 'bs:1');
    expect(refusal(`${first}${otherLength}`)).toMatchObject({ error: 'sgf-score', line: 5 });
  });

  it('refuses a result the replay does not reach', () => {
    // Black doubled and white dropped, yet RE says white won.
    const wrongWinner = matchGame(';W[31hefe]\n;B[double]\n;W[drop]', 'RE[W+1]');
    expect(refusal(wrongWinner)).toMatchObject({ error: 'sgf-result', line: 1 });
    // An unfinished game followed by another.
    const unfinished = matchGame(';W[31hefe]');
    expect(refusal(`${unfinished}${unfinished}`)).toMatchObject({ error: 'sgf-result' });
    // RE says a single game without resignation while the game goes on.
    expect(refusal(matchGame(';W[31hefe]', 'RE[W+1]'))).toMatchObject({ error: 'sgf-result' });
  });
});
