// Shatra's post-game analysis in Chromium (issue 22, item 17): a short hot-seat game played on
// the board, analysed in the worker to its end from the button beside the result; a row clicked
// shows its position with the engine's best move on the board.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

/**
 * White's tura on 39 may take Black's batyr on 32 (39x25, 39x18, 39x11) or the shatra on 40
 * (39x41 …); White's biy on 36 stands in the batyr's row, so taking the shatra lets the batyr
 * take the biy (32x37 or 32x38) and end the game.
 */
const BATYR_OR_SHATRA = '1k1/3/3/1/7/7/7/q3K2/Rs5/7/1/3/3/3 w - - - 0';

/** A game of the computer against itself from the standard start, 24 moves, Black resigned. */
const RESIGNED = [
  '[Result "1-0"]',
  '[Termination "resignation"]',
  '',
  '1. 54@32 9@20 2. 55@41 8@18 3. 56@40 18x39 4. 46x32 7@28 5. 40x22 16x28 6. 57@36 28x44',
  '7. 52x36 20x52 8. 32-25 6@18 9. 58@32 52-36 10. 32x38 18x32 11. 59@33 32x34 12. 41x27 5@25 1-0',
].join('\n');

const at = (fen: string) => `/?delay=0&position=${encodeURIComponent(fen)}#/shatra`;

function square(page: Page, n: number) {
  return page.locator(`.shatra-board [data-square="${n}"]`);
}

async function play(page: Page, from: number, to: number) {
  await square(page, from).click();
  await square(page, to).click();
}

describe('Shatra post-game analysis', () => {
  const browser = useBrowser();

  it('judges each move of a hot-seat game and shows the best move of a row on the board', async () => {
    const { page, errors } = await browser.open(at(BATYR_OR_SHATRA));
    const status = page.getByTestId('shatra-status');
    await status.getByText('White to move').waitFor();
    // No analysis before the game is over.
    expect(await page.locator('[data-action="analyse"]').count()).toBe(0);
    await play(page, 39, 41);
    await status.getByText('Black to move').waitFor();
    await play(page, 32, 37);
    await status.getByText('Black wins: the White biy was captured.').waitFor();

    await page.locator('[data-action="analyse"]').click();
    const panel = page.locator('section.shatra-analysis');
    await panel.waitFor();
    await page.locator('section.shatra-analysis[data-status="done"]').waitFor({ timeout: 60_000 });
    const rows = panel.locator('[data-move]');
    // Hot-seat: both players' moves, in order.
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).getAttribute('data-mark')).toBe('blunder');
    expect(await rows.nth(0).textContent()).toContain('39x41');
    expect(await rows.nth(1).getAttribute('data-mark')).toBe('none');
    const summary = panel.locator('[data-row="marks"] td');
    expect(await summary.allTextContents()).toEqual(['0 / 0 / 1', '0 / 0 / 0']);

    // The blunder's row: its position before the move, the played move and the best one.
    await rows.nth(0).click();
    const wrap = page.locator('.shatra-board-wrap');
    expect(await wrap.getAttribute('data-view')).toBe('analysis-0');
    expect(await rows.nth(0).getAttribute('aria-pressed')).toBe('true');
    expect(await square(page, 39).getAttribute('aria-label')).toContain('White tura');
    expect(await square(page, 32).getAttribute('aria-label')).toContain('Black batyr');
    const arrow = page.locator('.shatra-board [data-best-move]');
    expect(await arrow.count()).toBe(1);
    const best = (await arrow.getAttribute('data-best-move')) ?? '';
    expect(['39-25', '39-18', '39-11']).toContain(best);
    const detail = panel.locator('[data-detail="move"]');
    expect(await detail.textContent()).toContain('Played: 39x41 (loss in 1)');
    expect(await detail.textContent()).toContain(`Best: ${best.replace('-', 'x')}`);
    expect(await detail.textContent()).toContain('(blunder)');
    await page.getByTestId('shatra-review-caption').waitFor();
    await screenshot(page, 'issue22-item17-1440');
    await page.setViewportSize(PHONE);
    await rows.nth(0).click();
    await screenshot(page, 'issue22-item17-390');
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'issue22-item17-390-list');
    await page.setViewportSize(DESKTOP);

    // Black's winning capture was as good as the best: no arrow, and the caption says so.
    await rows.nth(1).click();
    expect(await wrap.getAttribute('data-view')).toBe('analysis-1');
    expect(await arrow.count()).toBe(0);
    expect(await page.getByTestId('shatra-review-caption').textContent()).toContain(
      "as good as the engine's best",
    );

    // Back to the game: the final position, no arrow; closing removes the panel.
    await page.locator('[data-action="analysis-board-back"]').click();
    expect(await wrap.getAttribute('data-view')).toBe('game');
    expect(await arrow.count()).toBe(0);
    await page.locator('[data-action="close-analysis"]').click();
    expect(await panel.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("judges only the person's moves against the computer, stops, and closes with a new game", async () => {
    // A new game against the computer, the person White; the pasted record keeps that.
    const { page, errors } = await browser.open('/?delay=0#/shatra');
    await page.locator('.shatra-new select').first().selectOption('computer');
    await page.locator('.shatra-new button[type="submit"]').click();
    await page.getByTestId('shatra-status').getByText('Your move (White)').waitFor();
    await page.locator('#shatra-paste').fill(RESIGNED);
    await page.locator('.shatra-paste button[type="submit"]').click();
    await page.getByTestId('shatra-status').getByText('White wins: Black resigned.').waitFor();
    // The twelve judgements take well under a second, so a click from outside the page could
    // land after the last one. Stop is pressed inside the page, in the render that shows the
    // first judged row: the next answer from the worker cannot be taken before it.
    await page.evaluate(() => {
      const pressed = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          const panel = document.querySelector('section.shatra-analysis');
          const rows = panel?.querySelectorAll('[data-move]').length ?? 0;
          const stop = panel?.querySelector<HTMLButtonElement>('[data-action="stop-analysis"]');
          if (rows === 0 || !stop) return;
          observer.disconnect();
          stop.click();
          resolve(rows);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      (window as unknown as { stopPressed: Promise<number> }).stopPressed = pressed;
    });
    await page.locator('[data-action="analyse"]').click();
    const panel = page.locator('section.shatra-analysis');
    const rowsAtStop = await page.evaluate(
      () => (window as unknown as { stopPressed: Promise<number> }).stopPressed,
    );
    await page.locator('section.shatra-analysis[data-status="stopped"]').waitFor();
    await panel.getByText(`Stopped after ${rowsAtStop} of 12 moves`).waitFor();
    // The request in flight when Stop was pressed is answered; its answer must not be shown.
    await page.waitForTimeout(500);
    const judged = await panel
      .locator('[data-move]')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-move'))));
    // The rows judged when Stop was pressed stay; no later answer is added.
    expect(judged.length).toBe(rowsAtStop);
    expect(judged.length).toBeLessThan(12);
    // White's moves are the even ones of a game from the standard start.
    expect(judged.every((move) => move % 2 === 0)).toBe(true);
    await page.locator('.shatra-new button[type="submit"]').click();
    await page.getByTestId('shatra-status').getByText('Your move (White)').waitFor();
    await panel.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
