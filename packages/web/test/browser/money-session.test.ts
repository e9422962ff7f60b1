// Ending a money session (the `end-session` intent): between games the player may end it; the
// result then says the session is over with its final score, and only a new game is offered.
import { describe, expect, it } from 'vitest';
import { playTurnByClicks } from '../helpers/backgammon-driver';
import { useBrowser } from './use-browser';

/** White on roll with one checker left on its 1-point; Black's fifteen on its 6, 8 and 13. */
const LAST_CHECKER = '4M/BBwABAAAAAA';

describe('a money session', () => {
  const browser = useBrowser();

  it('is ended between games, with its final score', async () => {
    const { page, errors } = await browser.open('/?seed=5&delay=0#/');
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('The computer').check();
    await page.getByLabel('Match (backgammon)').selectOption('0');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-field=paste]').fill(LAST_CHECKER);
    await page.locator('[data-action=import]').click();
    await page.getByText('Loaded. Play on from here.').waitFor();
    // Mid-game there is nothing to end.
    expect(await page.locator('[data-action=end-session]').count()).toBe(0);
    await page.locator('[data-action=roll]').click();
    await playTurnByClicks(page);
    await page.locator('.result').waitFor();
    await page.locator('[data-action=next-game]').waitFor();
    await page.locator('[data-action=end-session]').click();
    const over = page.locator('[data-result=session-over]');
    await over.waitFor();
    expect(await over.textContent()).toMatch(
      /^Session over\. Final score: White [1-4] – 0 Black\.$/,
    );
    expect(await page.locator('[data-action=next-game]').count()).toBe(0);
    expect(await page.locator('[data-action=end-session]').count()).toBe(0);
    await page.locator('[data-action=play-again]').click();
    await page.getByText('Roll to decide who starts.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
