// Drives the backgammon/tryktrak page through its UI the way a person would: roll, click a
// highlighted checker, click a highlighted destination, confirm; take every double.
import type { Page } from 'playwright-core';

async function visible(page: Page, selector: string): Promise<boolean> {
  const element = page.locator(selector).first();
  return (await element.count()) > 0 && (await element.isVisible()) && (await element.isEnabled());
}

/**
 * Waits for a forced play to go by itself (issue 22, item 15: on by default) rather than click
 * into it; where it stays (the setting off), plays it with its button. True when the turn is over.
 */
async function forcedPlayed(page: Page): Promise<boolean> {
  if (!(await page.locator('[data-action=forced]').isVisible())) return false;
  const confirm = page.locator('[data-action=confirm]');
  const gone = await confirm.waitFor({ state: 'hidden', timeout: 2000 }).then(
    () => true,
    () => false,
  );
  if (!gone) await page.locator('[data-action=forced]').click();
  return gone;
}

/** Plays one whole human turn by clicks: movable checker, then its first destination. */
export async function playTurnByClicks(page: Page): Promise<void> {
  if (await forcedPlayed(page)) return;
  for (let step = 0; step < 12; step++) {
    if (await visible(page, '[data-action=confirm]')) {
      await page.locator('[data-action=confirm]').click();
      return;
    }
    const destination = page.locator('.bg-board .target-destination').first();
    if ((await destination.count()) > 0) {
      await destination.click();
      continue;
    }
    const movable = page.locator('.bg-board .target-active:not(.target-destination)').first();
    if ((await movable.count()) === 0) {
      // The turn went by itself between the looks (a forced play): nothing is left to do.
      if (!(await page.locator('[data-action=confirm]').isVisible())) return;
      throw new Error('a human turn with nothing to move');
    }
    await movable.click();
  }
  throw new Error('the turn did not finish in 12 clicks');
}

export interface GameLog {
  humanTurns: number;
  rolls: number;
  takes: number;
}

/**
 * Acts for the human until `stop` says so (e.g. a result is shown), or fails after `limit`
 * rounds. Waits while the computer thinks.
 */
export async function playUntil(
  page: Page,
  stop: () => Promise<boolean>,
  limit = 2000,
): Promise<GameLog> {
  const log: GameLog = { humanTurns: 0, rolls: 0, takes: 0 };
  for (let round = 0; round < limit; round++) {
    if (await stop()) return log;
    if (await visible(page, '[data-action=roll]')) {
      await page.locator('[data-action=roll]').click();
      log.rolls++;
    } else if (await visible(page, '[data-action=take]')) {
      await page.locator('[data-action=take]').click();
      log.takes++;
    } else if (await page.locator('[data-action=confirm]').isVisible()) {
      await playTurnByClicks(page);
      log.humanTurns++;
    } else {
      await page.waitForTimeout(25);
    }
  }
  throw new Error(`not finished after ${limit} rounds`);
}

export function resultShown(page: Page): () => Promise<boolean> {
  return async () => (await page.locator('.result').count()) > 0;
}

/**
 * Forgets the saved backgammon game, as a fresh browser has none. A describe block's tests share
 * local storage, and the home page's Start asks before it replaces a game in progress (issue 22,
 * item 7, tested in confirmations.test.ts): a test that starts its own game there clears first.
 */
export async function forgetSavedGame(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('ludus.backgammon.session'));
}
