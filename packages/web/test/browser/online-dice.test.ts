// Issue 20's "Done when" for the verifiable dice: two people play a backgammon match to 1 on the
// real game server, each in a browser context of their own (a few turns, then a resignation to
// keep it short). Both tables show the dice commitment before the first roll; the finished
// table links to the verify page, which shows every roll as matching; the history links there
// too; a tampered copy of the record, pasted, shows the first roll that does not match.
import {
  type DiceRecord,
  deriveRoll,
  diceRecordLines,
  readDiceRecord,
  verifyMat,
} from '@ludus/fair-dice';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playTurnByClicks } from '../helpers/backgammon-driver';
import { openPage, PHONE, screenshot } from '../helpers/browser';
import { usePeople } from '../helpers/online-people';
import { allPast, enabled } from '../helpers/online-table-driver';

/** Plays the roll on the board, or rolls, for whoever's page offers it; false when nobody may. */
async function act(page: Page): Promise<boolean> {
  if ((await page.locator('[data-action=confirm]').count()) > 0) await playTurnByClicks(page);
  else if (await enabled(page, 'roll')) await page.locator('[data-action=roll]').click();
  else return false;
  return true;
}

/** The record with roll `roll`'s nonce changed to one that derives other dice. */
function tamperedNonce(text: string, record: DiceRecord, roll: number): string {
  const base = { ...record, roll, nonce: record.nonces[roll - 1] ?? '' };
  const pair = (nonce: string) => [...deriveRoll(record.serverSeed, { ...base, nonce })].sort();
  const dice = pair(base.nonce).join();
  let nonce = 'tampered0';
  for (let i = 1; pair(nonce).join() === dice; i += 1) nonce = `tampered${i}`;
  const nonces = record.nonces.map((n, i) => (i === roll - 1 ? nonce : n));
  const lines = text.split('\n').filter((line) => !line.startsWith('; [DiceNonces'));
  const at = lines.findIndex((line) => line.startsWith('; [DiceBlackSeed')) + 1;
  const fresh = diceRecordLines({ ...record, nonces }).filter((l) => l.startsWith('; [DiceNonces'));
  return [...lines.slice(0, at), ...fresh, ...lines.slice(at)].join('\n');
}

describe('verifiable dice in a game between two people online', () => {
  const people = usePeople();

  it('commitment before the first roll; the finished game verifies; a tampered record does not', async () => {
    const { url } = people;
    const whiteContext = await people.person('Aigerim');
    const blackContext = await people.person('Bolat');
    const created = await whiteContext.request.post(`${url}/api/games`, {
      data: { game: 'backgammon', matchLength: 1, clientSeed: 'aigerim-seed' },
      headers: { origin: url },
    });
    expect(created.status()).toBe(201);
    const { table, diceCommitment } = (await created.json()) as {
      table: string;
      diceCommitment: string;
    };
    expect(diceCommitment).toMatch(/^[0-9a-f]{64}$/);
    const white = await openPage(whiteContext, `${url}/#/online/${table}`);
    const black = await openPage(blackContext, `${url}/#/online/${table}`);
    const pages = [white.page, black.page];

    // Both see the commitment before anyone has rolled, and where to learn how to check it.
    for (const page of pages) {
      await page.getByText('Dice commitment:').waitFor();
      expect(await page.locator('[data-commitment]').textContent()).toBe(diceCommitment);
      const how = page.getByRole('link', { name: 'How to verify' });
      expect(await how.getAttribute('href')).toBe('#/verify');
      expect(await page.locator('[data-action=verify]').count()).toBe(0);
    }
    await black.page.locator('[data-action=join]').click();
    await black.page.locator('[data-seat=black] .player-you').waitFor();
    await white.page.setViewportSize(PHONE);
    await white.page.locator('[data-commitment]').scrollIntoViewIfNeeded();
    await screenshot(white.page, 'online-dice-commitment-390x844');

    // The opening roll (black rolls), then a few turns by clicks.
    await black.page.getByText('Roll to decide who starts.').waitFor();
    await black.page.locator('[data-action=roll]').click();
    let seq = await allPast(pages, 0);
    for (let round = 0; round < 100 && seq < 6; round++) {
      if ((await act(white.page)) || (await act(black.page))) seq = await allPast(pages, seq);
      else await white.page.waitForTimeout(25);
    }
    // The player to act resigns a single game; the other accepts: the match to 1 is over.
    await white.page.setViewportSize({ width: 1440, height: 900 });
    const resigning = (await white.page.locator('.resign-menu').count()) > 0 ? white : black;
    const accepting = resigning === white ? black : white;
    await resigning.page.locator('.resign-menu summary').click();
    await resigning.page.locator('[data-action=resign-single]').click();
    seq = await allPast(pages, seq);
    await accepting.page.locator('[data-action=accept]').click();
    await allPast(pages, seq);
    for (const page of pages) await page.locator('.result').waitFor();

    // The record as the site offers it: how many rolls there were, checked here too.
    const download = await whiteContext.request.get(`${url}/api/games/${table}/record`);
    const text = await download.text();
    const checked = verifyMat(text);
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.value.mismatch).toBeNull();
    const rolls = checked.value.checked.length;
    expect(rolls).toBeGreaterThanOrEqual(3);

    // The finished table links to its verify page: every roll matches, computed in the browser.
    const verify = white.page.locator('[data-action=verify]');
    await verify.waitFor();
    await verify.scrollIntoViewIfNeeded();
    await screenshot(white.page, 'online-dice-finished-1440x900');
    await verify.click();
    await white.page.waitForURL(`${url}/#/verify/${table}`);
    await white.page.getByText(`All ${rolls} rolls match.`).waitFor();
    expect(await white.page.locator('.verify-rolls li.good').count()).toBe(rolls);
    expect(await white.page.locator('.verify-rolls li.bad').count()).toBe(0);
    await white.page.setViewportSize(PHONE);
    await screenshot(white.page, 'online-dice-verified-390x844');

    // The history links there too.
    await black.page.goto(`${url}/#/history`);
    const row = black.page.locator(`[data-game-id="${table}"]`);
    await row.waitFor();
    const link = row.locator('[data-action=verify]');
    expect(await link.getAttribute('href')).toBe(`#/verify/${table}`);

    // A tampered copy, pasted: the last roll's nonce changed, that roll does not match.
    const record = readDiceRecord(text.split('\n'));
    if (!record.ok) throw new Error(record.message);
    await black.page.goto(`${url}/#/verify`);
    await black.page
      .getByLabel('Or paste the record here')
      .fill(tamperedNonce(text, record.value, rolls));
    await black.page.getByRole('button', { name: 'Check the dice' }).click();
    await black.page.getByText(`Roll ${rolls} does not match.`).waitFor();
    expect(await black.page.locator('.verify-rolls li.good').count()).toBe(rolls - 1);
    expect(await black.page.locator('.verify-rolls li.bad').count()).toBe(1);
    await screenshot(black.page, 'online-dice-tampered-1440x900');

    for (const { errors } of [white, black]) expect(errors).toEqual([]);
  });
});
