// The position page (#/position) in Chromium: a shared address shows the engine's plays (its best
// play first, as the engine in this process ranks it), pasted ids move the board and the address,
// a position set up by clicks shows the ids the rules package computes, and a bad id is refused
// with the position left as it was. Phone size has no horizontal overflow. Rollouts, cubeless,
// cubeful and of the cube decision, show the figures of the engine's own run with the same seed.
import {
  fromSetup,
  makePlay,
  makePositionId,
  parseMatchId,
  parsePlay,
  parsePositionId,
  swapSides,
} from '@ludus/backgammon';
import {
  analysePosition,
  CUBE_ACTION_STARTS,
  type CubeStart,
  contextFromMatchId,
  cubeActionResult,
  cubefulResults,
  rolloutResult,
  rolloutTrials,
  VariantEvaluator,
} from '@ludus/backgammon-engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

/** Black on roll with 5-2 in a 7-point match at 2-4, the cube at 2 on white's side. */
const MIDGAME = { positionId: 'ZpvBAQRs5+AAGA', matchId: 'QYnqACAAIAAE' } as const;
const START = { positionId: '4HPwATDgc/ABMA', matchId: 'cAkAAAAAAAAA' } as const;

function must<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function address(ids: { positionId: string; matchId: string }): string {
  return `#/position/${encodeURIComponent(ids.positionId)}/${encodeURIComponent(ids.matchId)}`;
}

/** The engine's own 0-ply ranking of MIDGAME, in this process. */
function engineBest() {
  const match = must(parseMatchId(MIDGAME.matchId));
  const analysis = analysePosition({
    position: must(parsePositionId(MIDGAME.positionId)),
    dice: [5, 2],
    context: contextFromMatchId(match, 'backgammon', true),
    plies: 0,
  });
  if (analysis.kind !== 'plays') throw new Error(analysis.kind);
  const best = analysis.plays[0];
  if (!best) throw new Error('no play');
  return best;
}

/** The rollout the browser test asks for: 72 trials of the start, cut after 3 plies, seed 5. */
const ROLLOUT = { trials: 72, seed: 5, truncate: 3 } as const;

/** The same rollout by the engine in this process: the figures the page must show. */
function engineRollout(position = must(parsePositionId(START.positionId)), trials = 72) {
  const settings = {
    variant: 'backgammon' as const,
    seed: ROLLOUT.seed,
    truncate: ROLLOUT.truncate,
  };
  const sums = rolloutTrials(new VariantEvaluator(), position, settings, 0, trials);
  return rolloutResult(sums, 'backgammon');
}

/** The same cubeful rollout (the start's Match ID: money, the cube centred) by the engine. */
function engineCubeful(starts: readonly CubeStart[], trials = 36) {
  const context = contextFromMatchId(must(parseMatchId(START.matchId)), 'backgammon', false);
  const settings = {
    variant: 'backgammon' as const,
    seed: ROLLOUT.seed,
    truncate: ROLLOUT.truncate,
    cube: { context, starts },
  };
  const start = must(parsePositionId(START.positionId));
  return rolloutTrials(new VariantEvaluator(), start, settings, 0, trials);
}

/** The rollout panel's figures as the page shows them: each row's mean and standard error. */
async function rolloutFigures(
  page: Page,
  table = 'rollout',
): Promise<Record<string, [number, number]>> {
  const rows = page.locator(`[data-result="${table}"] tr[data-figure]`);
  const figures: Record<string, [number, number]> = {};
  for (const row of await rows.all()) {
    const key = (await row.getAttribute('data-figure')) ?? '';
    figures[key] = [
      Number(await row.getAttribute('data-mean')),
      Number(await row.getAttribute('data-se')),
    ];
  }
  return figures;
}

async function fieldValue(page: Page, field: string): Promise<string> {
  return page.locator(`[data-field="${field}"]`).inputValue();
}

describe('the position page', () => {
  const browser = useBrowser();

  it("opens a shared address and ranks the plays as the engine does; a phone's width fits", async () => {
    const { page, errors } = await browser.open(`/${address(MIDGAME)}`);
    await page.getByRole('heading', { level: 1, name: 'Analyse a position' }).waitFor();
    await page.getByLabel('0-ply').check();
    const done = page.locator(
      '.position-analysis[aria-busy="false"] [data-plies="0"] [data-result="plays"]',
    );
    await done.waitFor();
    const best = engineBest();
    const firstRow = done.locator('tr[data-play]').first();
    expect(await firstRow.getAttribute('data-play')).toBe(makePlay(best.steps));
    const win = `${(100 * best.probabilities[0]).toFixed(1)}%`;
    expect(await done.locator('[data-probability="win"]').first().textContent()).toBe(win);
    expect(await fieldValue(page, 'position-id')).toBe(MIDGAME.positionId);
    expect(await fieldValue(page, 'match-id')).toBe(MIDGAME.matchId);
    await screenshot(page, 'position-plays-1440x900');
    await page.setViewportSize(PHONE);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'position-plays-390x844');

    // The rollout of the position after the best play: the opponent's figures, turned round.
    const play = makePlay(best.steps);
    await page.locator('[data-field="rollout-play"]').selectOption(play);
    await page.locator('[data-field="rollout-trials"]').selectOption('custom');
    await page.locator('[data-field="rollout-custom"]').fill('36');
    await page.locator('[data-field="rollout-seed"]').fill(String(ROLLOUT.seed));
    await page.locator('[data-field="rollout-to-end"]').uncheck();
    await page.locator('[data-field="rollout-truncate"]').fill(String(ROLLOUT.truncate));
    await page.getByRole('button', { name: 'Start rollout' }).click();
    await page.locator('[role="progressbar"][data-state="done"]').waitFor();
    const after = must(parsePlay(play, must(parsePositionId(MIDGAME.positionId)), [5, 2])).after;
    const opponent = engineRollout(swapSides(after), 36);
    const [w, wg, wbg, lg, lbg] = opponent.probabilities;
    const figures = await rolloutFigures(page);
    expect(figures.win?.[0]).toBeCloseTo(1 - w, 12);
    expect(figures.winGammon?.[0]).toBe(lg);
    expect(figures.winBackgammon?.[0]).toBe(lbg);
    expect(figures.loseGammon?.[0]).toBe(wg);
    expect(figures.loseBackgammon?.[0]).toBe(wbg);
    expect(figures.equity).toEqual([-opponent.equity, opponent.stderr.equity]);
    await page.getByText(`Rollout results for Black after ${play}`).waitFor();
    expect(errors).toEqual([]);
  });

  it('reads pasted ids into the board and the address; a bad id leaves the position', async () => {
    const { page, errors } = await browser.open('/#/position');
    await page.getByRole('heading', { level: 1, name: 'Analyse a position' }).waitFor();
    await page
      .getByLabel("Paste GNU Backgammon's Position ID:Match ID or an XGID")
      .fill(`${MIDGAME.positionId}:${MIDGAME.matchId}`);
    await page.getByRole('button', { name: 'Show this position' }).click();
    await page.waitForFunction((hash) => location.hash === hash, address(MIDGAME));
    expect(await fieldValue(page, 'position-id')).toBe(MIDGAME.positionId);
    // Black is on roll: its 24-point (white's 1-point, the board's point-1) holds 2 black.
    const point1 = await page.locator('[data-target="point-1"]').getAttribute('aria-label');
    expect(point1).toMatch(/2 black/i);
    expect(await page.locator('[data-field="counts"]').textContent()).toBe(
      'On the board: white 14, black 15 (the rest are borne off).',
    );

    await page.locator('[data-field="position-id"]').fill('4HPwATDgc/ABM!');
    await page.getByRole('button', { name: 'Show these IDs' }).click();
    await page.getByText('That Position ID cannot be read').waitFor();
    expect(await page.evaluate(() => location.hash)).toBe(address(MIDGAME));
    expect(await page.locator('[data-target="point-1"]').getAttribute('aria-label')).toBe(point1);
    await page
      .getByLabel("Paste GNU Backgammon's Position ID:Match ID or an XGID")
      .fill('not a position');
    await page.getByRole('button', { name: 'Show this position' }).click();
    await page.getByText("That is not a Position ID, nor GNU Backgammon's").waitFor();
    expect(await page.evaluate(() => location.hash)).toBe(address(MIDGAME));
    expect(errors).toEqual([]);
  });

  it('sets a position up by clicks and shows the ids the rules package computes', async () => {
    const { page, errors } = await browser.open(`/${address(START)}`);
    await page.getByRole('heading', { level: 1, name: 'Analyse a position' }).waitFor();
    // At a phone's size, as a thumb would; 0-ply: each click's analysis is quick, so the last
    // one is not queued behind deeper ones.
    await page.setViewportSize(PHONE);
    await page.getByLabel('0-ply').check();
    await page.locator('[data-action="empty-board"]').click();
    await page.getByText('Each side needs at least one checker').waitFor();
    const point = (n: number) => page.locator(`[data-target="point-${n}"]`);
    await point(6).click();
    await point(6).click();
    await point(8).click();
    await page.getByLabel('Black', { exact: true }).first().check();
    await point(19).click();
    await point(12).click();
    // A checker dragged from white's 6-point to its 5-point.
    await page.locator('.position-board').scrollIntoViewIfNeeded();
    const from = await point(6).boundingBox();
    const to = await point(5).boundingBox();
    if (!from || !to) throw new Error('no points');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height * 0.8);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height * 0.7, { steps: 5 });
    await page.mouse.up();
    // And one taken away again: the tool that removes.
    await page.getByLabel('removes a checker').check();
    await point(8).click();
    // gnubg's Match ID of the start has black on roll: the Position ID is from black's side.
    const white = Array.from({ length: 25 }, (_, i) => (i === 5 || i === 4 ? 1 : 0));
    const black = Array.from({ length: 25 }, (_, i) => (i === 5 || i === 12 ? 1 : 0));
    const positionId = makePositionId(must(fromSetup({ player: black, opponent: white })));
    const matchId = START.matchId;
    await page.waitForFunction(
      (id) =>
        (document.querySelector('[data-field="position-id"]') as HTMLInputElement).value === id,
      positionId,
    );
    expect(await fieldValue(page, 'match-id')).toBe(matchId);
    expect(await page.evaluate(() => location.hash)).toBe(address({ positionId, matchId }));
    // Before the roll the cube decision is shown.
    await page.locator('.position-analysis[aria-busy="false"] [data-result="cube"]').waitFor();
    await screenshot(page, 'position-setup-390x844');
    expect(errors).toEqual([]);
  });

  it('rolls the position out in workers as the engine does; stopped and resumed, the same', async () => {
    const { page, errors } = await browser.open(`/${address(START)}`);
    await page.getByRole('heading', { name: 'Rollout' }).waitFor();
    await page.setViewportSize(PHONE);
    await page.locator('[data-field="rollout-trials"]').selectOption('custom');
    await page.locator('[data-field="rollout-custom"]').fill(String(ROLLOUT.trials));
    await page.locator('[data-field="rollout-seed"]').fill(String(ROLLOUT.seed));
    await page.locator('[data-field="rollout-to-end"]').uncheck();
    await page.locator('[data-field="rollout-truncate"]').fill(String(ROLLOUT.truncate));
    await page.getByRole('button', { name: 'Start rollout' }).click();
    const bar = page.getByRole('progressbar', { name: 'Rollout progress' });
    await page.locator('[role="progressbar"][data-state="done"]').waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(ROLLOUT.trials));
    const engine = engineRollout();
    const expected: Record<string, [number, number]> = {
      equity: [engine.equity, engine.stderr.equity],
    };
    ['win', 'winGammon', 'winBackgammon', 'loseGammon', 'loseBackgammon'].forEach((key, i) => {
      expected[key] = [engine.probabilities[i] ?? 0, engine.stderr.probabilities[i] ?? 0];
    });
    const first = await rolloutFigures(page);
    expect(first).toEqual(expected);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'position-rollout-390x844');

    // Again, stopped while the workers start and resumed: the same trials, the same figures.
    await page.getByRole('button', { name: 'New rollout' }).click();
    await page.getByRole('button', { name: 'Start rollout' }).click();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.locator('[role="progressbar"][data-state="stopped"]').waitFor();
    await page.getByText(/^Stopped after \d+ of 72 trials\.$/).waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.locator('[role="progressbar"][data-state="done"]').waitFor();
    expect(await rolloutFigures(page)).toEqual(first);
    expect(errors).toEqual([]);
  });

  it('rolls out cubeful and the cube decision as the engine does, on a desktop and a phone', async () => {
    const { page, errors } = await browser.open(`/${address(START)}`);
    await page.getByRole('heading', { name: 'Rollout' }).waitFor();
    await page.locator('[data-field="rollout-trials"]').selectOption('custom');
    await page.locator('[data-field="rollout-custom"]').fill('36');
    await page.locator('[data-field="rollout-seed"]').fill(String(ROLLOUT.seed));
    await page.locator('[data-field="rollout-to-end"]').uncheck();
    await page.locator('[data-field="rollout-truncate"]').fill(String(ROLLOUT.truncate));
    await page.locator('[data-field="rollout-cube"]').selectOption('cubeful');
    await page.getByRole('button', { name: 'Start rollout' }).click();
    await page.locator('[role="progressbar"][data-state="done"]').waitFor();
    const cubeful = engineCubeful(['free']);
    const [figure] = cubefulResults(cubeful);
    const shown = await rolloutFigures(page);
    expect(shown.cubeful).toEqual([figure?.equity, figure?.stderr]);
    // The cubeless figures beside it are the cubeless rollout's own.
    expect(shown.equity).toEqual([engineRollout(undefined, 36).equity, expect.any(Number)]);
    await page.getByRole('rowheader', { name: 'Cubeful equity' }).waitFor();
    await page.locator('[data-result="rollout"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'position-rollout-cubeful-1440x900');

    // The cube decision, on a phone: no double and double/take over the same 36 trials.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'New rollout' }).click();
    await page.getByRole('button', { name: 'Roll out the cube decision' }).click();
    await page.locator('[role="progressbar"][data-state="done"]').waitFor();
    const action = cubeActionResult(engineCubeful(CUBE_ACTION_STARTS));
    const cube = await rolloutFigures(page, 'rollout-cube');
    expect(cube.noDouble).toEqual([action.noDouble.equity, action.noDouble.stderr]);
    expect(cube.doubleTake).toEqual([action.doubleTake.equity, action.doubleTake.stderr]);
    expect(cube.doublePass).toEqual([1, 0]);
    const verdict = page.locator('[data-result="rollout-cube"] [data-verdict]');
    expect(await verdict.getAttribute('data-verdict')).toBe(`${action.proper}/${action.response}`);
    await page.getByText('Cube decision rolled out for Black (cubeful equities)').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator('[data-result="rollout-cube"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'position-rollout-cube-390x844');
    expect(errors).toEqual([]);
  });
});
