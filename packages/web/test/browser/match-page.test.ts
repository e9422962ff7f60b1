// The match page (#/match) in Chromium: a finished 3-point match's .mat (two games, played at a
// session table: packages/fair-dice/test/play.ts) chosen as a file and analysed at 0-ply in the
// page's workers shows each player's error rate exactly as analyseGame + summarise give it here;
// a point of the graph opens its position on the board; a bad file is refused with its line and
// reason; a phone's width needs no horizontal scrolling.
import { analyseGame, type Decision, summarise, VariantEvaluator } from '@ludus/backgammon-engine';
import { describe, expect, it } from 'vitest';
import { playFairMatch } from '../../../fair-dice/test/play';
import { makePositionId } from '../../src/backgammon/rules';
import { readMatchText } from '../../src/match/matchImport';
import { playUntil } from '../helpers/backgammon-driver';
import { PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

// Two games of 8 and 12 turns: short at 0-ply, with a game boundary on the graph.
const { mat } = playFairMatch({ matchLength: 3 }, 9);

/** The same analysis in this process: every game at 0-ply, its decisions in order. */
function expected(): { decisions: Decision[]; rates: Record<'white' | 'black', string> } {
  const read = readMatchText(mat, 'match.mat');
  if (!read.ok) throw new Error(read.reason);
  const evaluator = new VariantEvaluator();
  const decisions = read.value.games.flatMap((record) => {
    const analysed = analyseGame(evaluator, record, 0);
    if (!analysed.ok) throw new Error(analysed.message);
    return [...analysed.value.decisions];
  });
  const summary = summarise(decisions);
  const rate = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} mEMG`);
  return {
    decisions,
    rates: { white: rate(summary.white.errorRate), black: rate(summary.black.errorRate) },
  };
}

describe('the match page', () => {
  const browser = useBrowser();

  it('analyses an imported match in workers, and a point of the graph opens its position', async () => {
    const { page, errors } = await browser.open('/#/match');
    // Four cores claimed: three workers share the turns, each answer put in its game and turn.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 4 }),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Match analysis' }).waitFor();
    await page.getByLabel('Depth of the checker play analysis').selectOption('0');
    await page.getByLabel('A match file (Jellyfish .mat or GNU Backgammon .sgf)').setInputFiles({
      name: 'match.mat',
      mimeType: 'text/plain',
      buffer: Buffer.from(mat),
    });
    await page.locator('.match-progress[data-status=done]').waitFor({ timeout: 60_000 });
    expect(await page.locator('.match-progress [role=status]').textContent()).toBe(
      'Analysis done: 20 turns.',
    );
    expect(await page.locator('.match-progress').getAttribute('data-workers')).toBe('3');
    const { decisions, rates } = expected();
    for (const colour of ['white', 'black'] as const) {
      const cell = page.locator(`tr[data-row=error-rate] td[data-colour=${colour}]`);
      expect(await cell.textContent()).toBe(rates[colour]);
    }
    expect(await page.locator('tr[data-row=pr] td').count()).toBe(2);
    // Every decision is a point (each turn has its figures), the second game's start marked.
    const points = page.locator('.graph-point');
    expect(await points.count()).toBe(decisions.length);
    expect(await page.locator('.graph-game').count()).toBe(1);

    // A click on a point: the board shows that decision's position.
    const x = Math.floor(decisions.length / 2);
    await points.nth(x).click();
    const chosen = page.locator('.match-chosen');
    await chosen.locator('.bg-board').waitFor();
    const decision = decisions[x];
    if (!decision) throw new Error('no such decision');
    const ids = await chosen.locator('[data-field=position-id]').textContent();
    expect(ids?.split(':')[0]).toBe(makePositionId(decision.position));
    expect(await chosen.locator('[data-action=open-position]').getAttribute('href')).toMatch(
      /^#\/position\/[^/]+\/[^/]+$/,
    );
    // By keyboard: the chosen point has the focus stop, the arrow moves it, Enter opens it.
    await points.nth(x).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.locator(`.graph-point.selected[data-x="${x + 1}"]`).waitFor();
    await screenshot(page, 'match-page-1440x900');

    await page.setViewportSize(PHONE);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'match-page-390x844');
    expect(errors).toEqual([]);
  });

  it('refuses a bad file with its line and the reason, and shows nothing else', async () => {
    const { page, errors } = await browser.open('/#/match');
    await page.getByRole('heading', { level: 1, name: 'Match analysis' }).waitFor();
    // Pasted text goes through the same chooser: nothing pasted is refused with a reason.
    await page.getByRole('button', { name: 'Read and analyse' }).click();
    await page.locator('.match-refusal[data-error=empty]').waitFor();
    const lines = mat.split('\n');
    const at = lines.findIndex((line) => /^\s*3\) /.test(line));
    const broken = lines.map((line, i) => (i === at ? '  3) 62: 24/1' : line)).join('\n');
    await page.getByLabel('A match file (Jellyfish .mat or GNU Backgammon .sgf)').setInputFiles({
      name: 'broken.mat',
      mimeType: 'text/plain',
      buffer: Buffer.from(broken),
    });
    const refusal = page.locator('.match-refusal[data-error=mat-illegal]');
    await refusal.waitFor();
    expect(await refusal.locator('[data-field=refusal-line]').textContent()).toBe(
      `Line ${at + 1} of the file.`,
    );
    expect(await refusal.locator('[data-field=refusal-reason]').textContent()).toMatch(
      /^game 1, move 3: /,
    );
    expect(await page.locator('.match-figures, .match-progress, .match-graph').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("opens the backgammon page's match on the match page (its tools' button)", async () => {
    const { page, errors } = await browser.open('/?seed=7&delay=0#/');
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('The computer').check();
    await page.getByLabel('Match (backgammon)').selectOption('3');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.bg-board').waitFor();
    // A few turns of the person's, the computer's in between.
    await playUntil(page, async () => (await page.locator('.move-list li').count()) >= 3);
    await page.locator('[data-action=open-match-page]').click();
    await page.waitForURL(/#\/match$/);
    expect(await page.locator('[data-field=match-heading]').textContent()).toMatch(
      /a 3-point match; games: 1\.$/,
    );
    // The handed-over game's analysis starts at once (its turns counted); the first test waits
    // for an analysis to end, this one need not.
    const progress = page.locator('.match-progress progress');
    expect(Number(await progress.getAttribute('max'))).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
