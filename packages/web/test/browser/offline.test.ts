// Installable and playable offline (issue 22, item 18): after the first visit the service worker
// holds the whole app, so with the network cut off the page reloads and a game against the
// computer goes on — the computer's worker and nets included.
import { describe, expect, it } from 'vitest';
import { playTurnByClicks } from '../helpers/backgammon-driver';
import { useBrowser } from './use-browser';

describe('offline', () => {
  const browser = useBrowser();

  it('has a web app manifest and a service worker that controls the page', async () => {
    const { page, errors } = await browser.open('/#/');
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifest = await page.evaluate((url) => fetch(url ?? '').then((r) => r.json()), href);
    expect(manifest).toMatchObject({
      name: expect.stringContaining('ludus'),
      display: 'standalone',
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays a move against the computer with the network cut off after the first load', async () => {
    const { page, errors } = await browser.open('/?seed=3&delay=0#/backgammon');
    await page.locator('.bg-board').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await browser.context.setOffline(true);
    try {
      await page.reload();
      await page.locator('.bg-board').waitFor();
      // Nothing can come from the network now: the page, its translations and the worker come
      // from the service worker's cache.
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      await page.locator('[data-action=roll]').click();
      // Whoever won the opening roll, a person's move and the computer's follow.
      for (let round = 0; round < 400; round++) {
        if ((await page.locator('.move-list li').count()) >= 2) break;
        if (await page.locator('[data-action=roll]').isVisible()) {
          await page.locator('[data-action=roll]').click();
        } else if (await page.locator('[data-action=confirm]').isVisible()) {
          await playTurnByClicks(page);
        } else {
          await page.waitForTimeout(25);
        }
      }
      expect(await page.locator('.move-list li').count()).toBeGreaterThanOrEqual(2);
      expect(await page.locator('.notice-error').count()).toBe(0);
    } finally {
      await browser.context.setOffline(false);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
