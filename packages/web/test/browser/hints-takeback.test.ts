// Hints and take-back on the local pages in Chromium: the engine's best plays with their
// equities (one set up on the board by a click), the cube action before a roll, the best Shatra
// move marked on the board; a confirmed move taken back with the computer's answer, the position
// and the roll as before.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

async function enabled(page: Page, selector: string): Promise<boolean> {
  const element = page.locator(selector).first();
  return (await element.count()) > 0 && (await element.isVisible()) && (await element.isEnabled());
}

/** Rolls (the opening roll too) until the person has a roll to play. */
async function untilPersonMoves(page: Page): Promise<void> {
  for (let round = 0; round < 400; round++) {
    if (await page.locator('[data-action=confirm]').isVisible()) return;
    if (await enabled(page, '[data-action=roll]')) await page.locator('[data-action=roll]').click();
    else await page.waitForTimeout(25);
  }
  throw new Error('the person never got a roll to play');
}

const positionId = (page: Page) => page.locator('[data-field=position-id]').inputValue();
const moveCount = (page: Page) => page.locator('.move-list li').count();

describe('hints and take-back on the local pages', () => {
  const browser = useBrowser();

  it('backgammon: hints the best plays, sets one up, takes a confirmed move back', async () => {
    // A second's pause before the computer acts: the person's turn is plainly over meanwhile.
    const { page, errors } = await browser.open('/?seed=5&delay=1000#/backgammon');
    await page.locator('.bg-board').waitFor();
    expect(await page.locator('[data-action=take-back]').isDisabled()).toBe(true);
    // Before the opening roll there is nothing to advise.
    expect(await page.locator('[data-action=hint]').isDisabled()).toBe(true);
    await untilPersonMoves(page);
    const before = await positionId(page);
    const movesBefore = await moveCount(page);

    await page.locator('[data-action=hint]').click();
    const rows = page.locator('.hint-play');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    const first = (await rows.first().textContent()) ?? '';
    expect(first).toMatch(/[+−-]?\d\.\d{3}/);
    expect(await rows.nth(1).locator('.hint-loss').textContent()).toMatch(/^[−-]\d\.\d{3}$/);
    // A hinted play clicked is set up on the board, ready to confirm.
    expect(await page.locator('[data-action=confirm]').isDisabled()).toBe(true);
    await rows.nth(1).click();
    expect(await rows.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-action=confirm]').isEnabled()).toBe(true);
    await screenshot(page, 'hint-backgammon-1440x900');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'hint-backgammon-390x844');
    await page.setViewportSize(DESKTOP);
    await rows.first().click();
    await page.locator('[data-action=confirm]').click();
    // Not the person's turn (the computer's, after its pause): no hint.
    expect(await page.locator('[data-action=hint]').isDisabled()).toBe(true);

    // The computer answers; the person's turn comes again.
    await page.locator('[data-action=roll]').waitFor();
    expect(await moveCount(page)).toBeGreaterThan(movesBefore);
    // Before a roll with the cube centred: the right cube action and its equities.
    await page.locator('[data-action=hint]').click();
    await page.locator('.hint-cube').waitFor();
    expect(await page.locator('.hint-cube').textContent()).toMatch(/Right action: .*No double/);

    await page.locator('[data-action=take-back]').click();
    await page.getByText('Your move was taken back').waitFor();
    expect(await positionId(page)).toBe(before);
    expect(await moveCount(page)).toBe(movesBefore);
    // The same roll to play again: its hint is the same.
    await page.locator('[data-action=confirm]').waitFor();
    await page.locator('[data-action=hint]').click();
    await rows.first().waitFor();
    expect(await rows.first().textContent()).toBe(first);
    // Nothing left to take back in this game, and the computer waits for the person.
    expect(await page.locator('[data-action=take-back]').isDisabled()).toBe(true);
    expect(await moveCount(page)).toBe(movesBefore);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Shatra: hints the best move on the board, takes a move and the reply back', async () => {
    const { page, errors } = await browser.open('/?delay=0#/shatra');
    const form = page.locator('form.shatra-new');
    await form.getByLabel('Opponent').selectOption('computer');
    await form.getByLabel('Level').selectOption('beginner');
    await form.getByLabel('Play as').selectOption('white');
    await form.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('shatra-status').getByText('Your move (White)').waitFor();
    const takeBack = page.getByRole('button', { name: 'Take back move' });
    expect(await takeBack.isDisabled()).toBe(true);
    const start = await page.locator('#shatra-position').inputValue();

    await page.getByRole('button', { name: 'Hint' }).click();
    const hinted = page.getByTestId('shatra-hint-move');
    await hinted.waitFor();
    expect(await hinted.textContent()).toMatch(
      /^Best move: \S+, score [+−-]?\d\.\d\d \(depth \d\)$/,
    );
    expect(await page.locator('.shatra-board .hint-move').count()).toBeGreaterThan(0);
    await screenshot(page, 'hint-shatra-1440x900');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'hint-shatra-390x844');
    await page.setViewportSize(DESKTOP);

    await page.locator('[data-square="54"]').click();
    await page.locator('[data-square="40"]').click();
    await page.getByTestId('shatra-moves').locator('li span').nth(1).waitFor();
    await page.getByTestId('shatra-status').getByText('Your move (White)').waitFor();
    // The hint was for the position before the move: gone.
    expect(await page.locator('.shatra-board .hint-move').count()).toBe(0);
    await takeBack.click();
    await page.getByText('Your move was taken back.').waitFor();
    expect(await page.locator('#shatra-position').inputValue()).toBe(start);
    expect(await page.getByTestId('shatra-moves').count()).toBe(0);
    await page.waitForTimeout(300);
    // The computer does not move again: it is the person's move.
    expect(await page.locator('#shatra-position').inputValue()).toBe(start);
    expect(errors).toEqual([]);
    await page.close();
  });
});
