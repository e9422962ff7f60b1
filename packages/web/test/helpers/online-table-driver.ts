// Reading an online backgammon table in the browser: the table's last event as the page shows
// it (`data-seq` on the table), waiting until every page has moved past one, and whether an
// action's button is offered.
import type { Page } from 'playwright-core';

/** The table's last event as this page shows it. */
export async function seqOf(page: Page): Promise<number> {
  return Number(await page.locator('.online-play').getAttribute('data-seq'));
}

export async function allPast(pages: readonly Page[], seq: number): Promise<number> {
  for (const page of pages) {
    await page.waitForFunction(
      (after) => Number(document.querySelector('.online-play')?.getAttribute('data-seq')) > after,
      seq,
    );
  }
  return seqOf(pages[0] as Page);
}

export async function enabled(page: Page, action: string): Promise<boolean> {
  const button = page.locator(`[data-action=${action}]`);
  return (await button.count()) > 0 && (await button.isEnabled());
}
