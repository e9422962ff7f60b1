// The clocks of an online table in two contexts against the real game server: both players see
// both clocks; once the opening roll is made, the clock of the seat to move runs down on both
// pages between the server's updates (its delay first, then its bank), warns under ten seconds
// (the warning colours and an aria-live line), and when its time is out the server ends the
// table, still in the abort window, as aborted; both pages say so. The abort button is offered
// until then. Phone and desktop screenshots.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, PHONE, screenshot } from '../helpers/browser';
import { usePeople } from '../helpers/online-people';

const url = inject('onlineUrl');
const people = usePeople();

/** Seconds shown on the running clock's bank (m:ss). */
async function runningSeconds(page: Page): Promise<number> {
  const text = await page.locator('[data-running=true] [data-clock-time]').textContent();
  const match = /(\d+):(\d\d)\s*$/.exec(text ?? '');
  if (!match) throw new Error(`no time in “${text}”`);
  return Number(match[1]) * 60 + Number(match[2]);
}

describe('an online table with a clock', () => {
  it('shows both clocks counting down on both pages, warns, and ends the table', async () => {
    const clock = { kind: 'delay', delayMs: 2_000, bankMs: 14_000 };
    const context = await people.person('Aigerim');
    const created = await context.request.post(`${url}/api/games`, {
      data: {
        game: 'backgammon',
        matchLength: 1,
        visibility: 'invite',
        clock,
        clientSeed: 'creator-seed',
      },
      headers: { origin: url },
    });
    expect(created.status()).toBe(201);
    const { table } = (await created.json()) as { table: string };
    const aigerim = (await openPage(context, `${url}/#/online/${table}`)).page;
    const bolatContext = await people.person('Bolat');
    await bolatContext.setDefaultTimeout(20_000);
    const bolat = (await openPage(bolatContext, `${url}/#/online/${table}`)).page;
    await bolat.getByRole('button', { name: 'Take the seat' }).click();

    for (const page of [aigerim, bolat]) {
      await page.locator('[data-clock=black] .clock-name', { hasText: 'Bolat' }).waitFor();
      expect(await page.locator('[data-clock]').count()).toBe(2);
      expect(await page.locator('[data-clock=white] [data-clock-time]').textContent()).toMatch(
        /0:14$/,
      );
      // Before anyone has acted either player may abort, and no clock runs.
      await page.getByRole('button', { name: 'Abort the game' }).waitFor();
      expect(await page.locator('[data-running=true]').count()).toBe(0);
    }

    await bolat.locator('[data-action=roll]').click();
    // The opening roll's winner moves: its clock runs on both pages, its delay shown first.
    for (const page of [aigerim, bolat]) {
      await page.locator('[data-running=true] [data-clock-delay]').waitFor();
    }
    await screenshot(bolat, 'online-clock-running-1440x900');
    await aigerim.locator('[data-running=true] [data-clock-delay]', { hasText: '0:00' }).waitFor();
    const before = await runningSeconds(aigerim);
    await aigerim.waitForTimeout(2_100);
    expect(await runningSeconds(aigerim)).toBeLessThan(before);
    expect(await runningSeconds(bolat)).toBeLessThan(before);

    // Under ten seconds: the warning, seen and said, on both pages.
    for (const page of [aigerim, bolat]) {
      await page.locator('.clock-face.low').waitFor({ timeout: 15_000 });
      await page.locator('[data-clock-warning]', { hasText: 'less than ten seconds' }).waitFor();
    }
    await bolat.setViewportSize(PHONE);
    await screenshot(bolat, 'online-clock-low-390x844');

    // Out of time before both had acted: the table is aborted for both, no result.
    for (const page of [aigerim, bolat]) {
      await page.locator('[data-ending=aborted]').waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: 'Abort the game' }).count()).toBe(0);
    }
    const summary = await context.request.get(`${url}/api/games/${table}`);
    expect(await summary.json()).toMatchObject({
      status: 'finished',
      result: { reason: 'aborted' },
    });
  });
});
