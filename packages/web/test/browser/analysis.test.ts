// The post-game analysis in Chromium: a 1-point match against the computer played to its end
// through the UI, then analysed in the worker (progress, stop, close, analyse again), the
// summary and the list, and a row shown on the board. Fixed dice (`?seed=`), no computer pause.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playUntil, resultShown } from '../helpers/backgammon-driver';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

const BANDS = [
  'Supernatural',
  'World class',
  'Expert',
  'Advanced',
  'Intermediate',
  'Casual',
  'Beginner',
  'Awful',
];

async function finishOnePointMatch(page: Page, game: 'Backgammon' | 'Tryktrak'): Promise<void> {
  await page.getByLabel(game, { exact: true }).check();
  await page.getByLabel('The computer').check();
  if (game === 'Backgammon') await page.getByLabel('Match (backgammon)').selectOption('1');
  await page.getByLabel('Computer level').selectOption('advanced');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('.bg-board').waitFor();
  await playUntil(page, resultShown(page));
}

describe('post-game analysis in the browser', () => {
  const browser = useBrowser();

  it('analyses a finished 1-point match: summary, bands, rows, a row on the board', async () => {
    const { page, errors } = await browser.open('/?seed=7&delay=0#/');
    await finishOnePointMatch(page, 'Backgammon');
    const moves = await page.locator('.move-list li').count();

    // Start, stop at once, close: the launcher offers the game again.
    await page.locator('[data-action=analyse]').click();
    await page.locator('.analysis progress').waitFor();
    await page.locator('[data-action=stop-analysis]').click();
    await page.locator('.analysis[data-status=stopped]').waitFor();
    await page.locator('[data-action=close-analysis]').click();
    expect(await page.locator('.analysis').count()).toBe(0);

    const started = Date.now();
    await page.locator('[data-action=analyse-game]').click();
    await page.getByText('Analysed at 2-ply', { exact: false }).waitFor();
    await page.locator('.analysis[data-status=done]').waitFor({ timeout: 120_000 });
    const seconds = (Date.now() - started) / 1000;
    console.log(`analysis of a 1-point match (${moves} record lines): ${seconds.toFixed(1)} s`);

    for (const colour of ['white', 'black']) {
      const rate = await page
        .locator(`[data-row=error-rate] [data-colour=${colour}]`)
        .textContent();
      expect(rate).toMatch(/^\d+\.\d mEMG$/);
      const band = await page.locator(`[data-row=band] [data-colour=${colour}]`).textContent();
      expect(BANDS).toContain(band ?? '');
    }
    const rows = page.locator('.analysis-rows button');
    expect(await rows.count()).toBeGreaterThan(10);
    // The losses shown are never positive; marked rows carry gnubg's words.
    const marks = await page.locator('.analysis-mark').allTextContents();
    for (const mark of marks) expect(['doubtful', 'bad', 'very bad']).toContain(mark);

    // A row with a choice where the best move differs (else the first row) shows its position.
    const board = page.locator('.bg-board');
    const before = await board.innerHTML();
    const withBest = page.locator('.analysis-rows button:has(.analysis-best)').first();
    const row = (await withBest.count()) > 0 ? withBest : rows.first();
    await row.click();
    await page.locator('.board-area[data-view^=analysis-]').waitFor();
    expect(await board.innerHTML()).not.toBe(before);
    await expect(row.getAttribute('aria-pressed')).resolves.toBe('true');
    const detail = await page.locator('.analysis-detail').textContent();
    expect(detail).toMatch(/Played: |No double/);
    // Read-only: nothing on the board can be picked up.
    expect(await page.locator('.bg-board .target-active').count()).toBe(0);
    await screenshot(page, 'analysis-1440x900');
    await page.setViewportSize(PHONE);
    await page.locator('.analysis').scrollIntoViewIfNeeded();
    await screenshot(page, 'analysis-390x844');
    // No horizontal scrolling at phone width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);

    await page.locator('[data-action=analysis-board-back]').click();
    await page.locator('.board-area[data-view=game]').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('analyses a tryktrak game without cube rows', async () => {
    const { page, errors } = await browser.open('/?seed=3&delay=0#/');
    await finishOnePointMatch(page, 'Tryktrak');
    await page.locator('[data-action=analyse]').click();
    await page.locator('.analysis[data-status=done]').waitFor({ timeout: 120_000 });
    expect(await page.locator('.analysis-rows button').count()).toBeGreaterThan(10);
    expect(await page.locator('.analysis-roll', { hasText: 'cube' }).count()).toBe(0);
    // Tryktrak has no cube: no cube line in the summary, no cube wording anywhere (issue 22).
    expect(await page.locator('[data-row=cube]').count()).toBe(0);
    expect(await page.locator('.analysis').textContent()).not.toMatch(/cube/i);
    expect(await page.locator('.analysis h3').textContent()).toBe('Moves');
    expect(await page.locator('[data-row=error-rate] [data-colour=white]').textContent()).toMatch(
      /mEMG$/,
    );
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
