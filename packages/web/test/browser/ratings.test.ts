// Ratings in the browser: two registered players, each in a browser context of their own, play
// a rated 1-point backgammon match (opened with the form's "Rated", offered once a clock is
// chosen) to its end by a resignation; the winner's profile shows the new rating, exactly the
// FIBS formula's, and a chart with one step; the leaderboard lists both and links to their
// profiles. A guest is not offered "Rated".
import { FIBS_START_RATING, fibsUpdate } from '@ludus/ratings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, screenshot, type WatchedPage } from '../helpers/browser';
import { registeredPair, usePeople } from '../helpers/online-people';

async function seqOf(page: Page): Promise<number> {
  return Number(await page.locator('.online-play').getAttribute('data-seq'));
}

async function bothPast(pages: readonly Page[], seq: number) {
  for (const page of pages) {
    await page.waitForFunction(
      (after) => Number(document.querySelector('.online-play')?.getAttribute('data-seq')) > after,
      seq,
    );
  }
}

async function shoot(page: Page, name: string) {
  await screenshot(page, `${name}-1440x900`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390x844`);
  await page.setViewportSize(DESKTOP);
}

describe('ratings, a profile and the leaderboard', () => {
  const people = usePeople();

  it('a rated match to the end: the winner’s profile shows the FIBS rating and a one-step chart', async () => {
    const { tag, names, whiteContext, blackContext } = await registeredPair(people);

    // A guest is not offered "Rated".
    const guest = await openPage(await people.person(`Guest ${tag}`), `${people.url}/#/online`);
    await guest.page.locator('[data-action=create]').waitFor();
    expect(await guest.page.locator('input[name=rated]').count()).toBe(0);

    const white = await openPage(whiteContext, `${people.url}/#/online`);
    await white.page.getByLabel('Length').selectOption('1');
    // Rated games need a clock: "Rated" is offered once one is chosen.
    expect(await white.page.locator('input[name=rated]').count()).toBe(0);
    await white.page.getByText('Rated games need a clock').waitFor();
    await white.page.locator('input[name=online-clock][value=standard]').check();
    await white.page.getByLabel('Rated').check();
    await screenshot(white.page, 'ratings-create-1440x900');
    await white.page.locator('[data-action=create]').click();
    await white.page.waitForURL(/#\/online\/[A-Za-z0-9_-]+$/);
    const table = new URL(white.page.url()).hash.split('/')[2] as string;
    const black = await openPage(blackContext, `${people.url}/#/online/${table}`);
    await black.page.locator('[data-action=join]').click();
    await white.page.locator('[data-seat=black] .player-name', { hasText: names.black }).waitFor();
    const pages = [white.page, black.page];

    // The opening roll; then whoever is to play resigns a single game and the other accepts.
    await black.page.locator('[data-action=roll]').click();
    await bothPast(pages, 0);
    const menu = (page: Page) => page.locator('.resign-menu');
    // One of the two is to play now: wait until either page offers the resign menu.
    for (let tries = 0; tries < 200; tries++) {
      if ((await menu(white.page).count()) + (await menu(black.page).count()) > 0) break;
      await white.page.waitForTimeout(25);
    }
    const resigning: WatchedPage = (await menu(white.page).count()) > 0 ? white : black;
    const accepting = resigning === white ? black : white;
    const seq = await seqOf(resigning.page);
    await resigning.page.locator('.resign-menu summary').click();
    await resigning.page.locator('[data-action=resign-single]').click();
    await bothPast(pages, seq);
    await accepting.page.locator('[data-action=accept]').click();
    for (const page of pages) await page.locator('.result').waitFor();

    const winner = accepting === white ? names.white : names.black;
    const loser = accepting === white ? names.black : names.white;
    const start = { rating: FIBS_START_RATING, experience: 0 };
    const expected = fibsUpdate(start, start, 1);

    // The winner's name at the table links to their profile.
    await accepting.page.locator('.players-bar .player-link', { hasText: winner }).click();
    const profile = accepting.page;
    await profile.locator('.profile-page h1', { hasText: winner }).waitFor();
    const card = profile.locator('.rating-card[data-kind=backgammon]');
    expect(await card.locator('[data-rating]').textContent()).toBe(
      String(Math.round(expected.winner.rating)),
    );
    const chart = card.locator('.rating-chart svg');
    expect(await chart.getAttribute('role')).toBe('img');
    expect(await chart.getAttribute('data-steps')).toBe('1');
    expect(await chart.locator('.rating-point').count()).toBe(2);
    expect(await chart.locator('title').textContent()).toBe('Rating history: Backgammon');
    expect(await card.locator('figcaption').textContent()).toBe(
      `From 1500 to ${Math.round(expected.winner.rating)} over 1 rated game; highest ${Math.round(expected.winner.rating)}, lowest 1500.`,
    );
    expect(await profile.locator('[data-record=wins] dd').textContent()).toBe('1');
    const game = profile.locator(`.history-game[data-game-id="${table}"]`);
    expect(await game.locator('[data-action=download]').getAttribute('href')).toBe(
      `/api/games/${table}/record`,
    );
    expect(await game.locator('[data-action=verify]').getAttribute('href')).toBe(
      `#/verify/${table}`,
    );
    expect(await game.locator('[data-action=analyse]').count()).toBe(1);
    await shoot(profile, 'ratings-profile');
    // The finished game's record opens on the match page, the players' names from the server.
    await game.locator('[data-action=match-page]').click();
    await profile.waitForURL(/#\/match$/);
    expect(await profile.locator('[data-field=match-heading]').textContent()).toContain(winner);

    // The leaderboard: both players, the winner above, each name a link to the profile.
    await profile.goto(`${people.url}/#/leaderboard/backgammon`);
    const rows = profile.locator('.leaderboard-table tbody tr');
    await rows.first().waitFor();
    const listed = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-player')));
    expect(listed.indexOf(winner)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(winner)).toBeLessThan(listed.indexOf(loser));
    await shoot(profile, 'ratings-leaderboard');
    await profile.locator('.leaderboard-table .player-link', { hasText: loser }).click();
    await profile.locator('.profile-page h1', { hasText: loser }).waitFor();
    expect(
      await profile.locator('.rating-card[data-kind=backgammon] [data-rating]').textContent(),
    ).toBe(String(Math.round(expected.loser.rating)));

    for (const { errors } of [white, black, guest]) expect(errors).toEqual([]);
  });
});
