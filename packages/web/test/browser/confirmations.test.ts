// Asked before what ends or throws away a game, in Chromium: resigning in Shatra (Escape and
// Cancel change nothing, the focus comes back to the button), a hot-seat draw that the other
// player answers on their own turn, and a new game over one in progress in Shatra and in
// backgammon (none asked before the game has begun). One dialog component serves both games.
import { START_FEN } from '@ludus/shatra';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

const at = (fen: string) => `/?position=${encodeURIComponent(fen)}#/shatra`;

async function status(page: Page) {
  return (await page.getByTestId('shatra-status').textContent())?.trim();
}

async function moveCount(page: Page) {
  return page.getByTestId('shatra-moves').locator('span').count();
}

function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

/** Plays `from`-`to` by two clicks. */
async function move(page: Page, from: number, to: number) {
  await page.locator(`[data-square="${from}"]`).click();
  await page.locator(`[data-square="${to}"]`).click();
}

const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

describe('confirmations before a game ends or is thrown away', () => {
  const browser = useBrowser();

  it('asks before resigning in Shatra; Escape and Cancel keep the game', async () => {
    const { page, errors } = await browser.open('/#/shatra');
    await page.getByTestId('shatra-status').getByText('Your move (White)').waitFor();
    const resign = page.locator('.shatra-actions').getByRole('button', { name: 'Resign' });
    await resign.click();
    const asked = dialog(page, 'Resign the game?');
    await asked.waitFor();
    expect(await asked.textContent()).toContain('White resigns and Black wins.');
    // Cancel is the button in focus: a stray Enter does not end the game.
    expect(await focusedText(page)).toBe('Cancel');
    await screenshot(page, 'issue22-item7-confirm-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'issue22-item7-confirm-390');
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Escape');
    await asked.waitFor({ state: 'hidden' });
    expect(await focusedText(page)).toBe('Resign');
    expect(await status(page)).toBe('Your move (White)');
    await resign.click();
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(await status(page)).toBe('Your move (White)');
    await resign.click();
    await asked.getByRole('button', { name: 'Resign' }).click();
    await expect.poll(() => status(page)).toBe('Black wins: White resigned.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a hot-seat draw is offered, then accepted or declined by the other player on their turn', async () => {
    const { page, errors } = await browser.open(at(START_FEN));
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    const offer = page.getByRole('button', { name: 'Offer a draw' });
    const accept = page.getByRole('button', { name: 'Accept the draw' });
    const decline = page.getByRole('button', { name: 'Decline the draw' });
    const offerLine = page.getByTestId('shatra-draw-offer');
    await offer.click();
    // Offered, not agreed: the game goes on, and White still makes their move first.
    await offerLine.getByText('White offers a draw.').waitFor();
    expect(await status(page)).toBe('White to move');
    expect(await offer.isDisabled()).toBe(true);
    expect(await accept.count()).toBe(0);
    await move(page, 49, 35);
    await accept.waitFor();
    expect(await status(page)).toBe('Black to move');
    await decline.click();
    await expect.poll(async () => (await offerLine.textContent())?.trim()).toBe('');
    expect(await status(page)).toBe('Black to move');
    await move(page, 14, 21);
    await offer.click();
    await move(page, 35, 28);
    await accept.click();
    await expect.poll(() => status(page)).toBe('Draw by agreement.');
    expect(await moveCount(page)).toBe(3);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks before a new Shatra game over one in progress, not before one has begun', async () => {
    const { page, errors } = await browser.open(at(START_FEN));
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    const form = page.locator('form.shatra-new');
    const asked = dialog(page, 'Start a new game?');
    await form.getByLabel('Opponent').selectOption('friend');
    await form.getByRole('button', { name: 'Start' }).click();
    // Nothing played yet: a new game starts at once.
    expect(await asked.isVisible()).toBe(false);
    await move(page, 49, 35);
    expect(await moveCount(page)).toBe(1);
    await form.getByRole('button', { name: 'Start' }).click();
    await asked.waitFor();
    await asked.getByRole('button', { name: 'Cancel' }).click();
    expect(await moveCount(page)).toBe(1);
    await form.getByRole('button', { name: 'Start' }).click();
    await asked.getByRole('button', { name: 'New game' }).click();
    await expect.poll(() => moveCount(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks before a new backgammon game over a match in progress', async () => {
    const { page, errors } = await browser.open('/?seed=5&delay=0#/');
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('A friend on this device').check();
    await page.getByLabel('Match (backgammon)').selectOption('5');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Roll to decide who starts.').waitFor();
    const asked = dialog(page, 'Start a new game?');
    // Before the opening roll nothing is lost: no question.
    await page.locator('[data-action=new-game]').click();
    await page.getByText('Roll to decide who starts.').waitFor();
    expect(await asked.isVisible()).toBe(false);
    await page.locator('[data-action=roll]').click();
    await page.getByText('Roll to decide who starts.').waitFor({ state: 'detached' });
    const position = await page.locator('[data-field=position-id]').inputValue();
    await page.locator('[data-action=new-game]').click();
    await asked.waitFor();
    await page.keyboard.press('Escape');
    await asked.waitFor({ state: 'hidden' });
    expect(await page.locator('[data-field=position-id]').inputValue()).toBe(position);
    expect(await focusedText(page)).toBe('New game');
    await page.locator('[data-action=new-game]').click();
    await asked.getByRole('button', { name: 'New game' }).click();
    await page.getByText('Roll to decide who starts.').waitFor();
    await page.getByText('Match to 5 points').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
