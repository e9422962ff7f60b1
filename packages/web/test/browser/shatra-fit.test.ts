// The Shatra board fits the screen, measured in Chromium: on a desktop (1440×900) the whole board
// is in view beside the side panel with nothing scrolled; on a phone (390×844) it fits the width
// and the height under the header, and Resign and the draw buttons come right under it, in view,
// before the move list. The local page and a server table (players bar above, chat beside or
// below) alike.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not drawn`);
  return found;
}

/** What is measured: the board, the header, the game's buttons, the move list, the side panel. */
async function measure(page: Page) {
  return {
    scrollY: await page.evaluate(() => window.scrollY),
    header: await box(page, '.site-header'),
    board: await box(page, 'svg.shatra-board'),
    resign: await box(page, '.shatra-actions button:has-text("Resign")'),
    draw: await box(page, '.shatra-actions button:has-text("Offer a draw")'),
    moves: await box(page, '#shatra-moves-title'),
    side: await box(page, '.shatra-side'),
  };
}

async function signInAsGuest(page: Page, url: string, name: string): Promise<void> {
  const response = await page.request.post(`${url}/api/guest`, {
    data: { name },
    headers: { origin: url },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const bottom = (b: Box) => b.y + b.height;
const right = (b: Box) => b.x + b.width;

/** The board wholly in the viewport, under the header, with nothing scrolled. */
function expectBoardInView(
  m: Awaited<ReturnType<typeof measure>>,
  size: { width: number; height: number },
) {
  expect(m.scrollY).toBe(0);
  expect(m.board.y).toBeGreaterThanOrEqual(bottom(m.header));
  expect(bottom(m.board)).toBeLessThanOrEqual(size.height);
  expect(m.board.x).toBeGreaterThanOrEqual(0);
  expect(right(m.board)).toBeLessThanOrEqual(size.width);
}

/** Desktop: the side panel beside the board, its top in view; the buttons in view too. */
function expectDesktopFit(m: Awaited<ReturnType<typeof measure>>) {
  expectBoardInView(m, DESKTOP);
  expect(m.side.x).toBeGreaterThanOrEqual(right(m.board));
  expect(m.side.y).toBeLessThan(DESKTOP.height / 2);
  expect(bottom(m.resign)).toBeLessThanOrEqual(DESKTOP.height);
  // Large enough to play on: a square at least 40 px.
  expect(m.board.height).toBeGreaterThan(14 * 40);
}

/** Phone: the board as wide as fits, the buttons right under it and in view, the moves after. */
function expectPhoneFit(m: Awaited<ReturnType<typeof measure>>) {
  expectBoardInView(m, PHONE);
  expect(m.board.width).toBeGreaterThan(PHONE.width * 0.75);
  for (const button of [m.resign, m.draw]) {
    expect(button.y).toBeGreaterThanOrEqual(bottom(m.board));
    expect(button.y - bottom(m.board)).toBeLessThan(40);
    expect(bottom(button)).toBeLessThanOrEqual(PHONE.height);
    expect(button.y).toBeLessThan(m.moves.y);
  }
}

describe('the Shatra board fits the screen', () => {
  const browser = useBrowser();

  it('on the local page, on a desktop and on a phone', async () => {
    const { page, errors } = await browser.open('/#/shatra');
    await page.getByTestId('shatra-status').getByText('Your move (White)').waitFor();
    expectDesktopFit(await measure(page));
    await screenshot(page, 'issue22-item5-shatra-1440');
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    expectPhoneFit(await measure(page));
    await screenshot(page, 'issue22-item5-shatra-390');
    await page.setViewportSize(DESKTOP);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at a server table, with the players bar and the chat', async () => {
    const url = inject('onlineUrl');
    const chromium = await launchBrowser(DESKTOP, 'en-US');
    const other = await launchBrowser(DESKTOP, 'en-US');
    try {
      const white = await openPage(chromium.context, `${url}/`);
      const black = await openPage(other.context, `${url}/`);
      await signInAsGuest(white.page, url, 'Ann');
      await signInAsGuest(black.page, url, 'Bob');
      const created = await white.page.request.post(`${url}/api/games`, {
        data: { game: 'shatra', seat: 'white' },
        headers: { origin: url },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { table } = (await created.json()) as { table: string };
      await white.page.goto(`${url}/#/online/${table}`);
      await black.page.goto(`${url}/#/online/${table}`);
      await black.page.locator('[data-action=join]').click();
      const { page } = white;
      await page.getByTestId('shatra-status').getByText('Your move (White)').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      expectDesktopFit(await measure(page));
      await screenshot(page, 'issue22-item5-shatra-online-1440');
      await page.setViewportSize(PHONE);
      // Under the players bar the board starts lower: scrolled to, the whole board fits in the
      // height left under the header, as wide as on the local page, the buttons right under it.
      await page.locator('svg.shatra-board').evaluate((svg) => svg.scrollIntoView());
      const m = await measure(page);
      expect(m.board.height).toBeLessThanOrEqual(PHONE.height - m.header.height);
      expect(m.board.y).toBeGreaterThanOrEqual(0);
      expect(m.board.width).toBeGreaterThan(PHONE.width * 0.75);
      expect(right(m.board)).toBeLessThanOrEqual(PHONE.width);
      expect(m.resign.y - bottom(m.board)).toBeLessThan(40);
      expect(m.resign.y).toBeLessThan(m.moves.y);
      await screenshot(page, 'issue22-item5-shatra-online-390');
      expect(white.errors).toEqual([]);
      expect(black.errors).toEqual([]);
    } finally {
      await chromium.close();
      await other.close();
    }
  });
});
