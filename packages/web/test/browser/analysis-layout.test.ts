// Issue 22, item 10: in the analysis on a desktop the board and the list of decisions stay in
// view together (the board sticks beside the panel), and clicking a row low in the list leaves
// the row where it was. On a phone the layout stacks: a click brings the board into view.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playUntil, resultShown } from '../helpers/backgammon-driver';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
}

async function fullyInView(page: Page, locator: Locator): Promise<boolean> {
  const rect = await box(locator);
  const viewport = page.viewportSize() ?? DESKTOP;
  return (
    rect.y >= -0.5 &&
    rect.y + rect.height <= viewport.height + 0.5 &&
    rect.x >= -0.5 &&
    rect.x + rect.width <= viewport.width + 0.5
  );
}

describe('the analysis layout', () => {
  const browser = useBrowser();

  it('keeps the board and the clicked row in view on a desktop', async () => {
    const { page, errors } = await browser.open('/?seed=7&delay=0#/');
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('The computer').check();
    await page.getByLabel('Match (backgammon)').selectOption('1');
    await page.getByLabel('Computer level').selectOption('expert');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.bg-board').waitFor();
    await playUntil(page, resultShown(page));
    await page.locator('[data-action=analyse]').click();
    await page.locator('.analysis[data-status=done]').waitFor({ timeout: 180_000 });

    // A row low in the list: scrolled to inside the list, the page scrolled to show it.
    const rows = page.locator('.analysis-rows button');
    const count = await rows.count();
    expect(count).toBeGreaterThan(10);
    const row = rows.nth(count - 2);
    await row.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = await box(row);
    expect(await fullyInView(page, row)).toBe(true);

    await row.click();
    await page.locator('.board-area[data-view^=analysis-]').waitFor();
    await page.locator('.analysis-detail').waitFor();
    const after = await box(row);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    expect(await fullyInView(page, row)).toBe(true);
    expect(await fullyInView(page, page.locator('.bg-board'))).toBe(true);
    // The row's detail comes under the list, in view with it.
    expect(await fullyInView(page, page.locator('.analysis-detail'))).toBe(true);
    await screenshot(page, 'issue22-item10-1440x900');

    // A phone stacks board and panel: the click brings the board into view instead.
    await page.setViewportSize(PHONE);
    const other = rows.nth(count - 4);
    await other.scrollIntoViewIfNeeded();
    await other.click();
    await page
      .locator(`.board-area[data-view=analysis-${await other.getAttribute('data-decision')}]`)
      .waitFor();
    await page.waitForTimeout(300);
    const board = await box(page.locator('.bg-board'));
    expect(board.y).toBeGreaterThanOrEqual(-0.5);
    expect(board.y + board.height).toBeLessThanOrEqual(PHONE.height + 0.5);
    await screenshot(page, 'issue22-item10-390x844');
    await page.setViewportSize(DESKTOP);
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);
});
