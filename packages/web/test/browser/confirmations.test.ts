// Asked before what ends or throws away a game, in Chromium: resigning in Shatra (Escape and
// Cancel change nothing, the focus comes back to the button), a hot-seat draw that the other
// player answers on their own turn, a new game over one in progress in Shatra and in backgammon
// (none asked before the game has begun), a pasted record over one in progress (a bad record is
// refused as before, nothing asked), and the home page's new game over the saved game in
// progress (Cancel shows and keeps that game). One dialog component serves both games. The
// tests share one browser's local storage, so each says what it leaves saved.
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

const shatraPosition = (page: Page) => page.locator('#shatra-position').inputValue();
const bgPosition = (page: Page) => page.locator('[data-field=position-id]').inputValue();

/** Lets the page's effects run (a question asked on opening), then counts the open dialogs. */
async function openDialogs(page: Page): Promise<number> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))),
  );
  return page.locator('dialog[open]').count();
}

/** From the page in view to the home page (the header's link: no reload), then Start. */
async function startFromHome(page: Page, game: 'Backgammon' | 'Shatra', matchLength?: string) {
  await page.locator('a.brand').click();
  await page.getByLabel(game, { exact: true }).check();
  await page.getByLabel('A friend on this device').check();
  if (matchLength) await page.getByLabel('Match (backgammon)').selectOption(matchLength);
  await page.getByRole('button', { name: 'Start' }).click();
}

async function pasteShatra(page: Page, text: string) {
  await page.getByLabel('Paste a position string or a game record').fill(text);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
}

async function pasteBackgammon(page: Page, text: string) {
  await page.locator('[data-field=paste]').fill(text);
  await page.locator('[data-action=import]').click();
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
  it('asks before a pasted record replaces a backgammon game in progress, not before', async () => {
    const { page, errors } = await browser.open('/?seed=5&delay=0#/');
    await startFromHome(page, 'Backgammon', '5');
    await page.getByText('Roll to decide who starts.').waitFor();
    const asked = dialog(page, 'Load the pasted game?');
    // Nothing played yet: the pasted position loads at once.
    await pasteBackgammon(page, 'AwAAAOD/AwAAAA');
    await page.getByText('Loaded. Play on from here.').waitFor();
    expect(await openDialogs(page)).toBe(0);
    const loaded = await bgPosition(page);
    expect(loaded).toMatch(/^AwAAAOD\/AwAAAA/);
    // The roll begins the game (the Match ID part of the field now holds the dice).
    await page.locator('[data-action=roll]').click();
    await expect.poll(() => bgPosition(page)).not.toBe(loaded);
    const position = await bgPosition(page);
    // A bad record is refused with its message and nothing asked, in progress or not.
    await pasteBackgammon(page, 'not a position');
    await page.getByText('That could not be read').waitFor();
    expect(await openDialogs(page)).toBe(0);
    expect(await bgPosition(page)).toBe(position);
    await pasteBackgammon(page, '4HPwATDgc/ABMA');
    await asked.waitFor();
    expect(await asked.textContent()).toContain('is given up for the pasted record or position');
    await screenshot(page, 'issue22-item7-import-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'issue22-item7-import-390');
    await page.setViewportSize(DESKTOP);
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(await bgPosition(page)).toBe(position);
    // The pasted text stays, to be loaded after all.
    expect(await page.locator('[data-field=paste]').inputValue()).toBe('4HPwATDgc/ABMA');
    await page.locator('[data-action=import]').click();
    await asked.getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => bgPosition(page)).toMatch(/^4HPwATDgc\/ABMA/);
    expect(await page.locator('[data-field=paste]').inputValue()).toBe('');
    expect(await page.locator('.move-list li').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks before a pasted record replaces a Shatra game in progress, not after it ended', async () => {
    const { page, errors } = await browser.open(at(START_FEN));
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    const asked = dialog(page, 'Load the pasted game?');
    await move(page, 49, 35);
    expect(await moveCount(page)).toBe(1);
    const position = await shatraPosition(page);
    await pasteShatra(page, 'not a position');
    await page.getByTestId('shatra-paste-error').waitFor();
    expect(await openDialogs(page)).toBe(0);
    expect(await shatraPosition(page)).toBe(position);
    await pasteShatra(page, START_FEN);
    await asked.waitFor();
    // A good record clears the bad one's message, whatever the answer.
    expect(await page.getByTestId('shatra-paste-error').count()).toBe(0);
    expect(await asked.textContent()).toContain('the pasted record or position takes its place');
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(await moveCount(page)).toBe(1);
    expect(await shatraPosition(page)).toBe(position);
    expect(await page.getByLabel('Paste a position string or a game record').inputValue()).toBe(
      START_FEN,
    );
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await asked.getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => moveCount(page)).toBe(0);
    expect(await shatraPosition(page)).toBe(START_FEN);
    // A game that ended (resigned) is no longer in progress: a paste loads at once.
    await move(page, 49, 35);
    await page.locator('.shatra-actions').getByRole('button', { name: 'Resign' }).click();
    await dialog(page, 'Resign the game?').getByRole('button', { name: 'Resign' }).click();
    await expect.poll(() => status(page)).toBe('White wins: Black resigned.');
    await pasteShatra(page, START_FEN);
    await page.getByText('Loaded. The game goes on from there.').waitFor();
    expect(await openDialogs(page)).toBe(0);
    expect(await moveCount(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("asks before the home page's new game replaces a Shatra game in progress", async () => {
    // Left saved by the test before: a fresh game, nothing played.
    const { page, errors } = await browser.open('/#/');
    const asked = dialog(page, 'Start a new game?');
    await startFromHome(page, 'Shatra');
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    expect(await openDialogs(page)).toBe(0);
    await move(page, 49, 35);
    const position = await shatraPosition(page);
    await startFromHome(page, 'Shatra');
    await asked.waitFor();
    // The game in progress is in view behind the question.
    expect(await moveCount(page)).toBe(1);
    await screenshot(page, 'issue22-item7-home-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'issue22-item7-home-390');
    await page.setViewportSize(DESKTOP);
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(await moveCount(page)).toBe(1);
    expect(await shatraPosition(page)).toBe(position);
    // Kept, not only shown: a reload opens the same game.
    await page.reload();
    await page.getByTestId('shatra-status').getByText('Black to move').waitFor();
    expect(await moveCount(page)).toBe(1);
    expect(await openDialogs(page)).toBe(0);
    await startFromHome(page, 'Shatra');
    await asked.getByRole('button', { name: 'New game' }).click();
    await expect.poll(() => moveCount(page)).toBe(0);
    expect(await status(page)).toBe('White to move');
    // A game that ended is not in progress: the home page's new game starts at once.
    await move(page, 49, 35);
    await page.locator('.shatra-actions').getByRole('button', { name: 'Resign' }).click();
    await dialog(page, 'Resign the game?').getByRole('button', { name: 'Resign' }).click();
    await expect.poll(() => status(page)).toBe('White wins: Black resigned.');
    await startFromHome(page, 'Shatra');
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    expect(await openDialogs(page)).toBe(0);
    expect(await moveCount(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("asks before the home page's new game replaces a backgammon match in progress", async () => {
    // Left saved by the paste test: a money game at the start, nothing played.
    const { page, errors } = await browser.open('/?seed=5&delay=0#/');
    const asked = dialog(page, 'Start a new game?');
    await startFromHome(page, 'Backgammon', '5');
    await page.getByText('Roll to decide who starts.').waitFor();
    expect(await openDialogs(page)).toBe(0);
    await page.locator('[data-action=roll]').click();
    await page.getByText('Roll to decide who starts.').waitFor({ state: 'detached' });
    const position = await bgPosition(page);
    await startFromHome(page, 'Backgammon', '3');
    await asked.waitFor();
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'hidden' });
    await page.getByText('Match to 5 points').waitFor();
    expect(await bgPosition(page)).toBe(position);
    await startFromHome(page, 'Backgammon', '3');
    await asked.getByRole('button', { name: 'New game' }).click();
    await page.getByText('Match to 3 points').waitFor();
    await page.getByText('Roll to decide who starts.').waitFor();
    // The new match is the one New game starts again (the chosen settings moved with it).
    await page.locator('[data-action=new-game]').click();
    expect(await openDialogs(page)).toBe(0);
    await page.getByText('Match to 3 points').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
