// The Shatra page in Chromium: a capture chain jump by jump, a reserve drop against the computer
// (and the game surviving a reload), a promotion with its choice dialog, a game to its end, and
// a bad paste that changes nothing. Prepared positions come in through `?position=`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

/** White shatra 40 can take 33 then either 19 (landing on 12) or 27 (landing on 28). */
const CHAIN = '3/3/3/k/7/1s5/2s4/1s5/1S5/7/K/3/3/3 w - - - 0';
/** White shatra on 6 reaches Black's back row; White has lost a batyr and a tura. */
const PROMOTION = '3/2S/3/1/7/2k4/7/7/7/7/K/3/3/3 w - QR - 0';
/** White shatra 40 must jump Black's biy on 33. */
const BIY_FALLS = '3/3/3/1/7/7/7/1k5/1S5/7/K/3/3/3 w - - - 0';

/** Only White's biy can capture: it may stop after 40x26 or go on to 12 (the biy's privilege). */
const BIY_CHAIN = '3/3/3/k/7/1s5/7/1s5/1K5/7/1/3/3/3 w - - - 0';

const at = (fen: string) => `/?position=${encodeURIComponent(fen)}#/shatra`;

function square(page: Page, n: number) {
  return page.locator(`[data-square="${n}"]`);
}

/** The squares whose label says they are offered now, in number order. */
async function offered(page: Page, kind: 'landing square' | 'drop square' | 'destination') {
  const labels = await page
    .locator('[data-square]')
    .evaluateAll((nodes) =>
      nodes.map((n) => [Number(n.getAttribute('data-square')), n.getAttribute('aria-label') ?? '']),
    );
  return labels
    .filter(([, label]) => String(label).includes(`legal ${kind}`))
    .map(([n]) => n as number);
}

async function status(page: Page) {
  return (await page.getByTestId('shatra-status').textContent())?.trim();
}

async function moveList(page: Page) {
  const list = page.getByTestId('shatra-moves');
  if ((await list.count()) === 0) return [];
  return (await list.locator('span').allTextContents()).map((s) => s.trim());
}

describe('Shatra play page', () => {
  const browser = useBrowser();

  it('plays a capture chain jump by jump, offering only the legal continuations', async () => {
    const { page, errors } = await browser.open(at(CHAIN));
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    await square(page, 40).click();
    expect(await square(page, 40).getAttribute('aria-pressed')).toBe('true');
    expect(await offered(page, 'landing square')).toEqual([26]);
    await square(page, 26).click();
    expect(await offered(page, 'landing square')).toEqual([12, 28]);
    expect(await square(page, 33).getAttribute('aria-label')).toContain('jumped');
    expect(await moveList(page)).toEqual([]);
    await screenshot(page, 'shatra-chain-1440x900');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'shatra-chain-390x844');
    await page.setViewportSize(DESKTOP);
    await square(page, 12).click();
    expect(await moveList(page)).toEqual(['40x26x12']);
    expect(await status(page)).toBe('Black to move');
    for (const n of [40, 33, 19, 26]) {
      expect(await square(page, n).getAttribute('aria-label')).toContain('empty');
    }
    expect(await square(page, 12).getAttribute('aria-label')).toContain('White shatra');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lets the biy end its chain after any jump', async () => {
    const { page, errors } = await browser.open(at(BIY_CHAIN));
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    await square(page, 40).click();
    expect(await offered(page, 'landing square')).toEqual([26]);
    await square(page, 26).click();
    expect(await offered(page, 'landing square')).toEqual([12]);
    await page.getByRole('button', { name: "End the biy's chain here" }).click();
    expect(await moveList(page)).toEqual(['40x26']);
    expect(await square(page, 19).getAttribute('aria-label')).toContain('Black shatra');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves by dragging and by keyboard', async () => {
    const { page, errors } = await browser.open(
      at('sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0'),
    );
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    const from = await square(page, 49).boundingBox();
    const to = await square(page, 35).boundingBox();
    if (!from || !to) throw new Error('squares not drawn');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
    await page.mouse.up();
    expect(await moveList(page)).toEqual(['49-35']);
    // The square really takes the focus (an SVG `tabIndex` would be ignored), and arrows move it.
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? null);
    await square(page, 14).focus();
    expect(await focused()).toBe('14');
    await page.keyboard.press('Enter');
    expect(await square(page, 14).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('21');
    await page.keyboard.press('Enter');
    expect(await moveList(page)).toEqual(['49-35', '14-21']);
    await square(page, 35).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await square(page, 35).getAttribute('aria-pressed')).toBe('false');
    // Tab leaves the board and comes back to the same square (one tab stop for the board).
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(null);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('35');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('drops a reserve piece against the computer, which answers; the game survives a reload', async () => {
    const { page, errors } = await browser.open('/#/shatra');
    const form = page.locator('form.shatra-new');
    await form.getByLabel('Opponent').selectOption('computer');
    await form.getByLabel('Level').selectOption('beginner');
    await form.getByLabel('Play as').selectOption('white');
    await form.getByRole('button', { name: 'Start' }).click();
    // The earlier tests' game, saved in this browser, is in progress: a new game asks first.
    const asked = page.getByRole('dialog', { name: 'Start a new game?' });
    const yourMove = page.getByTestId('shatra-status').getByText('Your move (White)');
    await yourMove.or(asked).waitFor();
    if (await asked.isVisible()) await asked.getByRole('button', { name: 'New game' }).click();
    await yourMove.waitFor();
    await square(page, 54).click();
    const drops = await offered(page, 'drop square');
    expect(drops).toEqual([32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45]);
    await square(page, 40).click();
    await page.getByTestId('shatra-moves').locator('li span').nth(1).waitFor();
    const moves = await moveList(page);
    expect(moves[0]).toBe('54@40');
    expect(moves).toHaveLength(2);
    expect(await square(page, 40).getAttribute('aria-label')).toContain('White jalkyn');
    await page.getByTestId('shatra-status').getByText('Your move (White)').waitFor();
    await page.reload();
    await page.getByTestId('shatra-status').getByText('Your move (White)').waitFor();
    expect(await moveList(page)).toEqual(moves);
    // The engine judges the offer itself; in this even opening it normally declines, but either
    // answer must show, and a declined offer leaves the game to be resigned.
    await page.getByRole('button', { name: 'Offer a draw' }).click();
    const answer = page.getByText(
      /^The computer (declines the draw\. Play on|accepts the draw)\.$/,
    );
    await answer.waitFor();
    if ((await answer.textContent())?.includes('accepts')) {
      expect(await status(page)).toBe('Draw by agreement.');
    } else {
      expect(await status(page)).toBe('Your move (White)');
      await page.getByRole('button', { name: 'Resign' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
      await expect.poll(() => status(page)).toBe('Black wins: White resigned.');
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('promotes a shatra to the piece chosen in the dialog', async () => {
    const { page, errors } = await browser.open(at(PROMOTION));
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    expect(await page.getByTestId('shatra-pool').textContent()).toBe(
      'Captured, for promotion: White — batyr, tura; Black — none',
    );
    await square(page, 6).click();
    expect(await offered(page, 'destination')).toEqual([2, 3, 5]);
    await square(page, 3).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const choices = await dialog
      .locator('[data-choice]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-choice')));
    expect(choices).toEqual(['batyr', 'tura']);
    await screenshot(page, 'shatra-promotion-1440x900');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'shatra-promotion-390x844');
    await page.setViewportSize(DESKTOP);
    await dialog.locator('[data-choice="tura"]').click();
    expect(await moveList(page)).toEqual(['6-3=R']);
    expect(await square(page, 3).getAttribute('aria-label')).toContain('White tura');
    expect(await page.getByTestId('shatra-pool').textContent()).toBe(
      'Captured, for promotion: White — batyr; Black — none',
    );
    // The position parameter is read once: a reload continues the game, and the view settings stay.
    expect(page.url()).not.toContain('position=');
    await page.getByRole('button', { name: 'Flip board' }).click();
    await page.reload();
    await page.getByTestId('shatra-status').getByText('Black to move').waitFor();
    expect(await moveList(page)).toEqual(['6-3=R']);
    expect(
      await page.getByRole('button', { name: 'Flip board' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const top = await square(page, 62).boundingBox();
    const bottom = await square(page, 1).boundingBox();
    expect(top && bottom && top.y < bottom.y).toBe(true);
    await page.getByRole('button', { name: 'Flip board' }).click();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('speaks each of the five languages', async () => {
    for (const lng of ['de', 'is', 'nb', 'pl', 'en']) {
      const file = resolve(import.meta.dirname, `../../src/locales/${lng}/shatra.json`);
      const words = JSON.parse(readFileSync(file, 'utf8'));
      // One page per language: the language is read when the app starts.
      const setter = await browser.context.newPage();
      await setter.goto(`${browser.base}/#/`);
      await setter.evaluate((l) => localStorage.setItem('ludus.lang', l), lng);
      await setter.close();
      const { page, errors } = await browser.open(at(CHAIN));
      const expected = words.status.toMove.replace('{{side}}', words.side.white);
      await page.getByTestId('shatra-status').getByText(expected, { exact: true }).waitFor();
      expect(await page.getByRole('group', { name: words.board.label }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.title);
      expect(errors, lng).toEqual([]);
      await page.close();
    }
  });

  it('a corrupt saved game gives a clear message and a fresh game', async () => {
    const { page, errors } = await browser.open('/#/');
    await page.evaluate(() =>
      localStorage.setItem(
        'ludus.shatra.game',
        JSON.stringify({
          v: 1,
          data: { record: '1. 49-28 *', opponent: { kind: 'friend' }, humanSide: 'white' },
        }),
      ),
    );
    await page.waitForLoadState('networkidle');
    await page.goto(`${browser.base}/#/shatra`);
    await page.getByText(/^The saved Shatra game could not be restored \(move 1/).waitFor();
    expect(await moveList(page)).toEqual([]);
    expect(await page.locator('#shatra-position').inputValue()).toBe(
      'sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('ends the game when the biy is captured, and a bad paste changes nothing', async () => {
    const { page, errors } = await browser.open(at(BIY_FALLS));
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    expect(await square(page, 33).getAttribute('aria-label')).toContain('threatened');
    await square(page, 40).click();
    await square(page, 26).click();
    expect(await status(page)).toBe('White wins: the Black biy was captured.');
    expect(await moveList(page)).toEqual(['40x26']);
    await square(page, 26).click();
    expect(await square(page, 26).getAttribute('aria-pressed')).toBe('false');
    const position = await page.locator('#shatra-position').inputValue();
    await page.getByLabel('Paste a position string or a game record').fill('not a position');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByTestId('shatra-paste-error').waitFor();
    expect(await page.getByTestId('shatra-paste-error').textContent()).toMatch(
      /^This could not be loaded: .+\. The game is unchanged\.$/,
    );
    expect(await page.locator('#shatra-position').inputValue()).toBe(position);
    expect(await status(page)).toBe('White wins: the Black biy was captured.');
    await screenshot(page, 'shatra-end-1440x900');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'shatra-end-390x844');
    expect(errors).toEqual([]);
    await page.close();
  });
});
