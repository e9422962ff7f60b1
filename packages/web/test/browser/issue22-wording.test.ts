// Issue 22, item 12 in Chromium: the opening roll drawn with each player's die on its own side;
// tryktrak's typed-move hint in its own line names; no opening prompt under a finished game's
// result. Fixed dice (`?seed=`), no computer pause.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BAR_RECT } from '../../src/backgammon/geometry';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

async function start(
  page: Page,
  game: 'Backgammon' | 'Tryktrak',
  opponent: 'A friend on this device' | 'The computer',
  match?: string,
): Promise<void> {
  await page.getByLabel(game, { exact: true }).check();
  await page.getByLabel(opponent).check();
  if (match) await page.getByLabel('Match (backgammon)').selectOption(match);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('.bg-board').waitFor();
}

/** Each die on the board: its pips and which side of the bar it lies (the viewer's: right). */
async function diceOnBoard(page: Page): Promise<{ pips: number; right: boolean }[]> {
  const barMiddle = BAR_RECT.x + BAR_RECT.width / 2;
  return page.locator('.bg-board .die').evaluateAll(
    (dice, middle) =>
      dice.map((die) => {
        const rect = die.querySelector('rect') as SVGRectElement;
        return {
          pips: die.querySelectorAll('circle').length,
          right: rect.x.baseVal.value > middle,
        };
      }),
    barMiddle,
  );
}

describe('issue 22 wording and the opening roll in the browser', () => {
  const browser = useBrowser();

  it("draws the opening roll on both sides; tryktrak's typed-move hint in its names", async () => {
    // Against the computer (white at the bottom, white's side on the right); with these dice
    // white wins the opening roll, so the dice stay while white plays them.
    const { page, errors } = await browser.open('/?seed=2&delay=0#/');
    await start(page, 'Tryktrak', 'The computer');
    const field = page.locator('[data-field=typed-move]');
    expect(await field.getAttribute('placeholder')).toBe('Type a move, e.g. I/VII XII/11');

    await page.locator('[data-action=roll]').click();
    const opening = (await page.locator('.move-list li').first().textContent()) ?? '';
    const [, white, black] = /White (\d), Black (\d)/.exec(opening) ?? [];
    expect(white).toBeDefined();
    // White's die on white's side (the viewer's, right of the bar), black's on the left.
    const dice = await diceOnBoard(page);
    expect(dice).toHaveLength(2);
    expect(dice.find((d) => d.right)?.pips).toBe(Number(white));
    expect(dice.find((d) => !d.right)?.pips).toBe(Number(black));
    await screenshot(page, 'issue22-item12-opening-1440x900');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'issue22-item12-opening-390x844');
    await page.setViewportSize(DESKTOP);

    expect(Number(white)).toBeGreaterThan(Number(black));
    expect(await field.getAttribute('placeholder')).toBe('Type a move, e.g. I/VII XII/11');

    // After the first move both dice of the next roll lie on the mover's side.
    await page.locator('.bg-board .target-active').first().waitFor();
    const forced = page.locator('[data-action=forced]');
    while (!(await page.locator('[data-action=confirm]').isEnabled())) {
      if (await forced.isVisible()) {
        await forced.click();
        break;
      }
      const destination = page.locator('.bg-board .target-destination').first();
      if ((await destination.count()) > 0) await destination.click();
      else await page.locator('.bg-board .target-active').first().click();
    }
    await page.locator('[data-action=confirm]').click();
    await page.locator('[data-action=roll]').click();
    const next = await diceOnBoard(page);
    expect(new Set(next.map((d) => d.right)).size).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("names the computer by its level's name in the downloaded Shatra record", async () => {
    const { page, errors } = await browser.open('/?delay=0#/');
    await page.getByLabel('Shatra', { exact: true }).check();
    await page.getByLabel('The computer').check();
    await page.getByLabel('Computer level').selectOption('world-class');
    await page.getByRole('button', { name: 'Start' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download game record' }).click(),
    ]);
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    expect(text).toContain('[White "Player"]');
    expect(text).toContain('[Black "Computer (World class)"]');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows no opening prompt under a finished game's result", async () => {
    const { page, errors } = await browser.open('/?seed=5&delay=0#/');
    await start(page, 'Backgammon', 'A friend on this device', '3');
    await page.locator('[data-action=roll]').click();
    await page.locator('.resign-menu summary').click();
    await page.locator('[data-action=resign-single]').click();
    await page.locator('[data-action=accept]').click();
    const result = (await page.locator('.result').textContent()) ?? '';
    expect(result).toMatch(/(White|Black) wins a single game by resignation: 1 point\./);
    expect(await page.locator('.status').textContent()).not.toContain('Roll to decide');
    await screenshot(page, 'issue22-item12-result-1440x900');
    // The next game's prompt comes with the next game.
    await page.locator('[data-action=next-game]').click();
    await page.locator('.status', { hasText: 'Roll to decide who starts.' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
