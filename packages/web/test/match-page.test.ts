// The match page's pure parts: the import chooser (a bad file refused with its line and reason)
// and the figures over a small analysis made by hand, each figure worked out in the comments.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Decision, TurnFigures } from '@ludus/backgammon-engine';
import { analysisTurns } from '@ludus/backgammon-engine';
import { describe, expect, it } from 'vitest';
import {
  type GameAnalysis,
  graphPoints,
  matchDecisions,
  playerFigures,
} from '../src/match/matchFigures';
import { MAX_IMPORT_CHARS, readMatchText } from '../src/match/matchImport';
import { decisionIds, positionHref } from '../src/match/positionLink';
import { workerCount } from '../src/match/useMatchAnalysis';

/** A 3-point match gnubg played against itself, saved as .sgf and .mat (bg-sgf's fixtures). */
const SGF_MATCH = fileURLToPath(
  new URL('../../backgammon/fixtures/sgf/match-3.sgf', import.meta.url),
);

/** Anna (white, the left column) wins a 3-point match in one game: a gammon at a cube of 2. */
const SHORT_MAT = `; [Site "ludus"]

 3 point match

 Game 1
 Anna : 0                       Bjorn : 0
  1) 31: 8/5 6/5                 64: 24/18 18/14
  2)  Doubles => 2                Takes
  3) 62: 13/11* 11/5             66:
  4) 53: 8/3 6/3
      Wins 4 points
`;

function imported(text = SHORT_MAT) {
  const read = readMatchText(text, 'short.mat');
  if (!read.ok) throw new Error(read.reason);
  return read.value;
}

describe('the import chooser', () => {
  it('reads a .mat match: names, length, its games as analysis records', () => {
    const match = imported();
    expect(match.names).toEqual({ white: 'Anna', black: 'Bjorn' });
    expect(match.length).toBe(3);
    expect(match.games).toHaveLength(1);
    expect(match.match.winner).toBe('white');
    // Pasted text has no file name: the content decides.
    expect(readMatchText(SHORT_MAT).ok).toBe(true);
  });

  it('refuses an illegal move with the line it stands on and the reader’s reason', () => {
    const broken = SHORT_MAT.replace('62: 13/11* 11/5', '62: 13/11* 11/4');
    const read = readMatchText(broken, 'broken.mat');
    expect(read).toMatchObject({ ok: false, error: 'mat-illegal', line: 9 });
    if (read.ok) throw new Error('accepted an illegal move');
    expect(broken.split('\n')[8]).toContain('13/11* 11/4');
    expect(read.reason).toMatch(/^game 1, move 3: '13\/11\* 11\/4' with 62/);
  });

  it('refuses text that is no match, empty text, a huge file, and a broken .sgf', () => {
    expect(readMatchText('hello\nworld')).toMatchObject({
      ok: false,
      error: 'mat-syntax',
      line: 1,
    });
    expect(readMatchText('  \n ')).toMatchObject({ ok: false, error: 'empty', line: null });
    const huge = 'x'.repeat(MAX_IMPORT_CHARS + 1);
    expect(readMatchText(huge)).toMatchObject({ ok: false, error: 'too-large' });
    // By name or by its opening `(;`, the .sgf reader: .mat text named .sgf is no SGF at all,
    // and a game record whose move the dice do not allow names the line of that move.
    expect(readMatchText(SHORT_MAT, 'match.sgf')).toMatchObject({ ok: false, error: 'sgf-syntax' });
    const sgf = readFileSync(SGF_MATCH, 'utf8');
    const lines = sgf.split('\n');
    const moveLine = lines.findIndex((l) => /;[BW]\[\d\d[a-z]/.test(l));
    expect(moveLine).toBeGreaterThan(0);
    const broken = [...lines];
    // The first move's dice turned into a roll its move cannot be (6-6 then 5-5 / 6-6 swapped).
    broken[moveLine] = (broken[moveLine] ?? '').replace(/\[(\d)(\d)/, (_m, a: string, b: string) =>
      a === '6' && b === '6' ? '[55' : '[66',
    );
    expect(readMatchText(broken.join('\n'))).toMatchObject({
      ok: false,
      error: 'sgf-illegal',
      line: moveLine + 1,
    });
  });

  it('reads GNU Backgammon .sgf into the same match as its .mat of the same games', () => {
    const fromSgf = readMatchText(readFileSync(SGF_MATCH, 'utf8'), 'match-3.sgf');
    const fromMat = readMatchText(readFileSync(SGF_MATCH.replace(/\.sgf$/, '.mat'), 'utf8'));
    expect(fromSgf.ok && fromMat.ok).toBe(true);
    if (!fromSgf.ok || !fromMat.ok) return;
    expect(fromSgf.value.games.length).toBeGreaterThan(1);
    expect(fromSgf.value.games).toEqual(fromMat.value.games);
    expect(fromSgf.value.length).toBe(3);
  });
});

/** A decision with the fields the figures read; the rest is the engine's business. */
function decision(fields: Partial<Decision> & Pick<Decision, 'kind' | 'colour' | 'loss'>) {
  const mark = fields.loss >= 0.16 ? 'very-bad' : fields.loss >= 0.08 ? 'bad' : 'none';
  return { turn: 1, onRoll: fields.colour, mark, luck: 0, luckMark: 'none', ...fields } as Decision;
}

const figures = (chances: number, resultPerEmg: number): TurnFigures => ({ chances, resultPerEmg });

/**
 * White: A (a choice, lost 0.010, luck +0.2 at 0.1 MWC/EMG), B (a choice, lost 0.050, luck −0.1
 * at 0.2), C (forced, luck +0.3 at 0.1), a counted no-double (lost 0). Black: D (a choice, lost
 * 0.200, luck −0.5 at 0.1), a take (lost 0.100).
 */
const GAME: GameAnalysis = {
  decisions: [
    [decision({ kind: 'move', colour: 'white', loss: 0.01, choice: true, luck: 0.2 })],
    [decision({ kind: 'move', colour: 'black', loss: 0.2, choice: true, luck: -0.5 })],
    [decision({ kind: 'move', colour: 'white', loss: 0.05, choice: true, luck: -0.1 })],
    [
      decision({ kind: 'double', colour: 'white', loss: 0, counted: true }),
      decision({ kind: 'take', colour: 'black', onRoll: 'white', loss: 0.1, counted: true }),
    ],
    [decision({ kind: 'move', colour: 'white', loss: 0, choice: false, luck: 0.3 })],
  ],
  figures: [figures(0.5, 0.1), figures(0.3, 0.1), figures(0.6, 0.2), null, figures(0.8, 0.1)],
};

describe('the match figures', () => {
  const decisions = matchDecisions([GAME]);
  const { white, black } = playerFigures(imported().match, decisions);

  it('error rate, band and PR per player', () => {
    // White counts A, B and the no-double: 1000 × (0.010 + 0.050 + 0) / 3 = 20 mEMG, casual
    // (18 to 26); PR = 500 × 0.060 / 3 = 10. Black counts D and the take: 1000 × 0.3 / 2 = 150
    // mEMG, awful (35 and up); PR 75.
    expect(white.summary.errorRate).toBeCloseTo(20, 9);
    expect(white.summary.band).toBe('casual');
    expect(white.pr).toBeCloseTo(10, 9);
    expect(black.summary.errorRate).toBeCloseTo(150, 9);
    expect(black.summary.band).toBe('awful');
    expect(black.pr).toBeCloseTo(75, 9);
  });

  it('luck in EMG and in match winning chances, the result and the luck-adjusted result', () => {
    // EMG: white 0.2 − 0.1 + 0.3 = 0.4; black −0.5. In MWC: white 0.2 × 0.1 − 0.1 × 0.2 + 0.3 ×
    // 0.1 = 0.03; black −0.5 × 0.1 = −0.05.
    expect(white.summary.luck).toBeCloseTo(0.4, 9);
    expect(white.luck).toBeCloseTo(0.03, 9);
    expect(black.luck).toBeCloseTo(-0.05, 9);
    // Anna (white) won the match: 1 and 0. Luck-adjusted: white 1 − 0.03 + (−0.05) = 0.92,
    // black 0 − (−0.05) + 0.03 = 0.08; together still 1.
    expect(white.result).toBe(1);
    expect(black.result).toBe(0);
    expect(white.luckAdjusted).toBeCloseTo(0.92, 9);
    expect(black.luckAdjusted).toBeCloseTo(0.08, 9);
  });

  it("plots white's chances: a black turn's chances turned round, a turn without figures left out", () => {
    const points = graphPoints(decisions);
    // Decisions 0 … 5; the double and the take (x 3 and 4) have no figures.
    expect(points.map((p) => [p.x, p.y])).toEqual([
      [0, 0.5],
      [1, 0.7],
      [2, 0.6],
      [5, 0.8],
    ]);
  });
});

describe('a money session', () => {
  it('counts points won as the result; with no analysis yet, luck-adjusted is the result', () => {
    // White doubles at move 2 and black drops: white wins 1 point at a cube of 1.
    const money = imported(
      SHORT_MAT.replace('3 point match', '0 point match')
        .replace('Takes', 'Drops')
        .replace(/ {2}3\) [^\n]*\n {2}4\) [^\n]*\n {6}Wins 4 points/, '      Wins 1 point'),
    );
    expect(money.length).toBe(0);
    const { white, black } = playerFigures(money.match, []);
    expect([white.result, black.result]).toEqual([1, -1]);
    expect([white.luckAdjusted, black.luckAdjusted]).toEqual([1, -1]);
    expect(white.pr).toBeNull();
  });
});

describe('the workers and the position link', () => {
  it('uses a worker per spare core, at least one, at most four, never more than the turns', () => {
    expect(workerCount(undefined, 50)).toBe(1);
    expect(workerCount(1, 50)).toBe(1);
    expect(workerCount(3, 50)).toBe(2);
    expect(workerCount(16, 50)).toBe(4);
    expect(workerCount(16, 2)).toBe(2);
  });

  it('links a move to the position page with its Position ID and Match ID, encoded', () => {
    const match = imported();
    const record = match.games[0];
    if (!record) throw new Error('no game');
    const turns = analysisTurns(record);
    if (!turns.ok) throw new Error(turns.message);
    const opening = turns.value[0];
    if (!opening?.roll) throw new Error('no opening roll');
    const move = decision({ kind: 'move', colour: opening.colour, loss: 0 });
    const ids = decisionIds(
      { ...move, position: opening.position, dice: opening.roll.dice } as Decision,
      opening,
      record,
    );
    // The start position's Position ID; a 3-point match at 0-0, white on roll with 3-1.
    expect(ids?.positionId).toBe('4HPwATDgc/ABMA');
    expect(positionHref(ids ?? { positionId: '', matchId: '' })).toBe(
      `#/position/${encodeURIComponent('4HPwATDgc/ABMA')}/${encodeURIComponent(ids?.matchId ?? '')}`,
    );
    expect(ids?.matchId).toMatch(/^[A-Za-z0-9+/]{12}$/);
  });
});
