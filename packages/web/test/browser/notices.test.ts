// Messages (issue 22, item 6): one at a time; information goes away by itself; an error stays
// until dismissed or the next accepted action; never over the board, on a phone or a desktop.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { forgetSavedGame } from '../helpers/backgammon-driver';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

/** Whether the message covers any of the board, in the window as it is scrolled now. */
async function coversBoard(page: Page): Promise<boolean> {
  await page.waitForTimeout(100);
  const notice = await page.locator('.notice').boundingBox();
  const board = await page.locator('.bg-board').boundingBox();
  if (!notice || !board) throw new Error('no notice or no board');
  const apart =
    notice.y + notice.height <= board.y ||
    board.y + board.height <= notice.y ||
    notice.x + notice.width <= board.x ||
    board.x + board.width <= notice.x;
  return !apart;
}

/** Scrolls so that the board is at the window's top, then its bottom, then away. */
async function scrolls(page: Page): Promise<void> {
  for (const block of ['start', 'end', 'center'] as const) {
    await page
      .locator('.bg-board')
      .evaluate((board, at) => board.scrollIntoView({ block: at }), block);
    expect(await coversBoard(page)).toBe(false);
  }
}

async function paste(page: Page, text: string): Promise<void> {
  await page.locator('[data-field=paste]').fill(text);
  await page.locator('[data-action=import]').click();
}

describe('messages', () => {
  const browser = useBrowser();

  it('an error stays until the next accepted action, one message at a time, above the board', async () => {
    const { page, errors } = await browser.open('/?seed=5&delay=0#/backgammon');
    await page.locator('.bg-board').waitFor();
    await paste(page, 'not a position');
    await page.getByText('That could not be read').waitFor();
    await paste(page, 'still not a position');
    await page.waitForTimeout(300);
    expect(await page.locator('.notice').count()).toBe(1);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await scrolls(page);
      await screenshot(page, `notice-error-${size.width}`);
    }
    // An error does not go away by itself…
    await page.waitForTimeout(5_000);
    expect(await page.locator('.notice-error').count()).toBe(1);
    // …but the next accepted action clears it.
    await page.locator('[data-action=roll]').click();
    await page.locator('.notice-error').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('information goes away by itself', async () => {
    const { page, errors } = await browser.open('/?seed=5&delay=0#/backgammon');
    await page.locator('.bg-board').waitFor();
    // The test before left its game in progress, and a paste over it would be asked about first.
    await forgetSavedGame(page);
    await page.reload();
    await page.locator('.bg-board').waitFor();
    await paste(page, 'AwAAAOD/AwAAAA');
    const shown = page.getByText('Loaded. Play on from here.');
    await shown.waitFor();
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      expect(await coversBoard(page)).toBe(false);
    }
    await shown.waitFor({ state: 'detached', timeout: 6_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
