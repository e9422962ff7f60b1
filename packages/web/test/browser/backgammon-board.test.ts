// The backgammon board as players expect it (issue 22): the offered cube on the board (item 4),
// the hot-seat board turned to the player on roll (item 11), taps that just miss a narrow point
// on a phone (item 13), forced plays played by themselves (item 15), and keyboard play with
// shortcut keys and their list (item 9). Fixed dice (`?seed=`), no computer pause (`?delay=0`).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { forgetSavedGame, playTurnByClicks } from '../helpers/backgammon-driver';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

async function startHotSeat(page: Page, options: { beavers?: boolean } = {}) {
  await forgetSavedGame(page);
  await page.getByLabel('Backgammon', { exact: true }).check();
  await page.getByLabel('A friend on this device').check();
  await page.getByLabel('Match (backgammon)').selectOption('0');
  if (options.beavers) await page.getByLabel('Beavers').check();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('.bg-board').waitFor();
}

/** Rolls and plays (by clicks) until `colour` may double. */
async function untilMayDouble(page: Page, colour: 'white' | 'black') {
  const status = page.locator('.status');
  for (let turn = 0; turn < 12; turn++) {
    await page.locator('[data-action=confirm], [data-action=roll]').first().waitFor();
    const toAct = await status.getAttribute('data-to-act');
    if (toAct === colour && (await page.locator('[data-action=double]').isVisible())) return;
    if (await page.locator('[data-action=roll]').isVisible()) {
      await page.locator('[data-action=roll]').click();
    } else {
      await playTurnByClicks(page);
    }
  }
  throw new Error(`${colour} was never offered the cube`);
}

function cube(page: Page) {
  const drawn = page.locator('.bg-board .cube');
  return {
    value: () => drawn.getAttribute('data-cube-value'),
    place: () => drawn.getAttribute('data-cube-place'),
  };
}

/** Moves the keyboard's cursor over the board with the arrow keys until `wanted` holds. */
async function arrowTo(page: Page, wanted: (classes: string) => boolean): Promise<void> {
  const focusedClasses = () =>
    page.evaluate(() => document.activeElement?.getAttribute('class') ?? '');
  await page.keyboard.press('ArrowUp');
  for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowLeft');
  for (const [turn, along] of [
    ['ArrowUp', 'ArrowRight'],
    ['ArrowDown', 'ArrowLeft'],
  ] as const) {
    await page.keyboard.press(turn);
    for (let i = 0; i < 14; i++) {
      if (wanted(await focusedClasses())) return;
      await page.keyboard.press(along);
    }
  }
  throw new Error('no such target reached by the arrow keys');
}

describe('the backgammon board as players expect it (issue 22)', () => {
  const browser = useBrowser();

  it('item 4: an offered cube waits on the answering side at its offered value', async () => {
    const { page, errors } = await browser.open('/?seed=8&delay=0#/');
    await startHotSeat(page, { beavers: true });
    await page.locator('[data-action=roll]').click();
    await untilMayDouble(page, 'white');
    expect(await cube(page).place()).toBe('centre');
    // The board is turned to White, on roll: Black answers on the far side.
    await page.locator('[data-action=double]').click();
    await page.locator('[data-action=beaver]').waitFor();
    expect(await cube(page).value()).toBe('2');
    expect(await cube(page).place()).toBe('offered-other');
    expect(await page.locator('.bg-board .cube title').textContent()).toBe(
      'Doubling cube offered at 2, Black to answer',
    );
    await screenshot(page, 'issue22-item4-cube-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'issue22-item4-cube-390');
    await page.setViewportSize(DESKTOP);
    // A beaver: Black takes and redoubles to 4 at once; White answers that on White's side.
    await page.locator('[data-action=beaver]').click();
    await page.getByText('Black beavers: the cube is at 4.').waitFor();
    expect(await cube(page).value()).toBe('4');
    expect(await cube(page).place()).toBe('offered-viewer');
    await page.locator('[data-action=take]').click();
    // Taken: the real cube, 4, owned by Black (the beaver), on Black's side.
    await page.locator('[data-action=roll]').waitFor();
    expect(await cube(page).value()).toBe('4');
    expect(await cube(page).place()).toBe('other');
    // Black redoubles later: 8 offered to White, then taken by White.
    await untilMayDouble(page, 'black');
    await page.locator('[data-action=double]').click();
    await page.locator('[data-action=take]').waitFor();
    expect(await cube(page).value()).toBe('8');
    expect(await cube(page).place()).toBe('offered-other'); // Black on roll sees White far side
    await page.locator('[data-action=take]').click();
    await page.locator('[data-action=roll]').waitFor();
    expect(await cube(page).value()).toBe('8');
    expect(await cube(page).place()).toBe('other');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('item 11: hot-seat turns the board to the player on roll, a remembered setting', async () => {
    const { page, errors } = await browser.open('/?seed=11&delay=0&forced=0#/');
    await startHotSeat(page);
    const board = page.locator('.bg-board');
    const status = page.locator('.status');
    await page.locator('[data-action=roll]').click();
    const seen = new Set<string>();
    for (let turn = 0; turn < 6; turn++) {
      await page.locator('[data-action=confirm], [data-action=roll]').first().waitFor();
      const toAct = (await status.getAttribute('data-to-act')) ?? '';
      expect(await board.getAttribute('data-viewer')).toBe(toAct);
      seen.add(toAct);
      if (await page.locator('[data-action=roll]').isVisible()) {
        await page.locator('[data-action=roll]').click();
      } else {
        await playTurnByClicks(page);
      }
    }
    expect(seen).toEqual(new Set(['white', 'black']));
    // Off: White's side always, and so after a reload too.
    await page.locator('[data-field=turnBoard]').uncheck();
    expect(await board.getAttribute('data-viewer')).toBe('white');
    await page.reload();
    await page.locator('[data-field=turnBoard]').waitFor();
    expect(await page.locator('[data-field=turnBoard]').isChecked()).toBe(false);
    await page.locator('[data-action=confirm], [data-action=roll]').first().waitFor();
    expect(await board.getAttribute('data-viewer')).toBe('white');
    await page.locator('[data-field=turnBoard]').check();
    // Against the computer the person's side stays at the bottom, and there is no such setting.
    await page.goto(`${browser.base}/?seed=11&delay=0&forced=0#/`);
    await forgetSavedGame(page);
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('The computer').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-action=roll]').click();
    await page.locator('.move-list li').first().waitFor();
    expect(await board.getAttribute('data-viewer')).toBe('white');
    expect(await page.locator('[data-field=turnBoard]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('item 13: on a phone, a tap just beside a narrow destination point still moves there', async () => {
    const { page, errors } = await browser.open('/?seed=11&delay=0&forced=0#/');
    await page.setViewportSize(PHONE);
    await startHotSeat(page);
    await page.locator('[data-action=roll]').click();
    await page.locator('[data-action=confirm]').waitFor();
    // Pick up a checker with a choice of destinations.
    const movable = page.locator('.bg-board .target-active');
    for (let i = 0; i < (await movable.count()); i++) {
      await movable.nth(i).click();
      if ((await page.locator('.bg-board .target-destination').count()) > 0) break;
      if (await page.locator('[data-action=undo]').isEnabled())
        await page.locator('[data-action=undo]').click();
    }
    const destinations = page.locator('.bg-board .target-destination');
    expect(await destinations.count()).toBeGreaterThan(0);
    // A spot 6 px beside a destination's column, on a point not in play.
    let spot: { x: number; y: number } | null = null;
    for (let i = 0; i < (await destinations.count()) && !spot; i++) {
      const box = await destinations.nth(i).locator('.hit-area').boundingBox();
      if (!box) continue;
      for (const x of [box.x + box.width + 6, box.x - 6]) {
        const y = box.y + box.height / 2;
        const free = await page.evaluate(
          ([px, py]) => {
            const hit = document.elementFromPoint(px ?? 0, py ?? 0)?.closest('[data-target]');
            return hit !== null && hit !== undefined && !hit.classList.contains('target-active');
          },
          [x, y],
        );
        if (free) {
          spot = { x, y };
          break;
        }
      }
    }
    if (!spot) throw new Error('no destination with a free neighbour');
    expect(await page.locator('[data-action=undo]').isEnabled()).toBe(false);
    await page.mouse.click(spot.x, spot.y);
    await expect.poll(() => page.locator('[data-action=undo]').isEnabled()).toBe(true);
    await page.setViewportSize(DESKTOP);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('item 15: a forced play is played by itself; the setting off leaves it to the player', async () => {
    // White (on roll) has one checker left, on its 2 point: every roll bears it off, one play.
    const pasted = '4Ps+AAACAAAAAA';
    const { page, errors } = await browser.open('/?seed=5&delay=0#/');
    await startHotSeat(page);
    await page.locator('[data-field=paste]').fill(pasted);
    await page.locator('[data-action=import]').click();
    await page.getByText('Loaded. Play on from here.').waitFor();
    await page.locator('[data-action=roll]').click();
    await page.locator('.result').waitFor();
    expect(await page.locator('.result').textContent()).toContain('White wins');
    expect(await page.locator('.move-list').textContent()).toMatch(/2\/off/);
    // Off: the Forced button and Confirm wait for the player.
    await page.locator('[data-field=autoForced]').uncheck();
    await page.locator('[data-field=paste]').fill(pasted);
    await page.locator('[data-action=import]').click();
    // The money session goes on after its game, with its score: loading over it is asked first.
    await page
      .getByRole('dialog', { name: 'Load the pasted game?' })
      .getByRole('button', { name: 'Load' })
      .click();
    await page.locator('[data-action=roll]').click();
    await page.locator('[data-action=forced]').waitFor();
    await page.waitForTimeout(300);
    expect(await page.locator('.result').count()).toBe(0);
    await page.locator('[data-action=forced]').click();
    await page.locator('[data-action=confirm]').click();
    await page.locator('.result').waitFor();
    await page.locator('[data-field=autoForced]').check();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('item 9: after Roll the board has the focus; arrows, Enter, Escape and the shortcut keys play', async () => {
    const { page, errors } = await browser.open('/?seed=11&delay=0&forced=0#/');
    await startHotSeat(page);
    await page.locator('.bg-board').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('r'); // the opening roll
    await page.locator('[data-action=confirm]').waitFor();
    const inBoard = () =>
      page.evaluate(() => document.activeElement?.closest('.bg-board') !== null);
    await expect.poll(inBoard).toBe(true);
    // Pick up a checker with a choice, put it back with Escape, pick it up again, drop it.
    await arrowTo(page, (c) => c.includes('target-active') && !c.includes('target-destination'));
    await page.keyboard.press('Enter');
    if ((await page.locator('.bg-board .target-selected').count()) > 0) {
      await page.keyboard.press('Escape');
      expect(await page.locator('.bg-board .target-selected').count()).toBe(0);
      await page.keyboard.press('Enter');
      await arrowTo(page, (c) => c.includes('target-destination'));
      await page.keyboard.press('Enter');
    }
    expect(await page.locator('[data-action=undo]').isEnabled()).toBe(true);
    await page.keyboard.press('u');
    expect(await page.locator('[data-action=undo]').isEnabled()).toBe(false);
    // The whole turn by keyboard, then C confirms it.
    const confirm = page.locator('[data-action=confirm]');
    for (let step = 0; step < 8 && !(await confirm.isEnabled()); step++) {
      const picked = (await page.locator('.bg-board .target-selected').count()) > 0;
      await arrowTo(page, (c) =>
        picked ? c.includes('target-destination') : c.includes('target-active'),
      );
      await page.keyboard.press('Enter');
    }
    await page.keyboard.press('c');
    await page.locator('[data-action=roll]').waitFor();
    // D doubles; the other player takes with T.
    await page.keyboard.press('d');
    await page.locator('[data-action=take]').waitFor();
    await page.keyboard.press('t');
    await page.locator('[data-action=roll]').waitFor();
    // ? lists the keys; Escape closes the list.
    await page.keyboard.press('?');
    const dialog = page.locator('.keys-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Confirm the move');
    await screenshot(page, 'issue22-item9-keys-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'issue22-item9-keys-390');
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The button opens the list too (its rows are rendered only while it is open), focused on
    // its Close button, which closes it.
    await page.locator('[data-action=keys-help]').click();
    await dialog.waitFor();
    expect(await dialog.locator('tbody tr').count()).toBe(10);
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('data-action') ?? null),
    ).toBe('keys-close');
    await page.locator('[data-action=keys-close]').click();
    await dialog.waitFor({ state: 'hidden' });
    // The rows go with the render that follows the dialog's close event (a moment later).
    await dialog.locator('tbody tr').first().waitFor({ state: 'detached' });
    expect(await dialog.locator('tbody tr').count()).toBe(0);
    // Keys typed into a field are text, not shortcuts.
    await page.locator('[data-field=paste]').focus();
    await page.keyboard.press('r');
    expect(await page.locator('[data-action=roll]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
