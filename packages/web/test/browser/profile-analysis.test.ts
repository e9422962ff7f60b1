// The server's analysis on the profile, in Chromium: two registered players, each in a browser
// context of their own, play a casual Shatra game by clicks (the rules' legal moves, as in the
// online Shatra test) until one resigns; the server analyses the finished game in its worker, and
// the player's profile shows, once it has, the error rate per kind and in the game's row, exactly
// as the server's profile and game list give them (centi-shatras shown as shatras).
import { newGame, playMove } from '@ludus/shatra';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot } from '../helpers/browser';
import { registeredPair, usePeople } from '../helpers/online-people';
import { clickableMove, clickMove } from '../helpers/shatra-clicks';

/** Moves clicked before Black resigns. */
const MOVES = 4;

const shatras = (centi: number) => `${(centi / 100).toFixed(2)} shatras per move`;

describe('the profile’s error rates', () => {
  const people = usePeople();

  it('a finished Shatra game: “not analysed yet”, then the rate per kind and per game', async () => {
    const { names, whiteContext, blackContext } = await registeredPair(people);
    const white = await openPage(whiteContext, `${people.url}/`);
    const black = await openPage(blackContext, `${people.url}/`);
    const created = await white.page.request.post(`${people.url}/api/games`, {
      data: { game: 'shatra', seat: 'white' },
      headers: { origin: people.url },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { table } = (await created.json()) as { table: string };
    await white.page.goto(`${people.url}/#/online/${table}`);
    await black.page.goto(`${people.url}/#/online/${table}`);
    await black.page.locator('[data-action=join]').click();

    let game = newGame();
    for (let index = 0; index < MOVES; index++) {
      const mover = index % 2 === 0 ? white.page : black.page;
      await mover.locator('rect.movable').first().waitFor();
      const option = clickableMove(game);
      await clickMove(mover, option);
      const next = playMove(game, option.move as never);
      if (!next.ok) throw new Error(next.message);
      game = next.value;
      for (const page of [white.page, black.page]) {
        await expect
          .poll(() => page.getByTestId('shatra-moves').locator('span').count())
          .toBe(index + 1);
      }
    }
    await black.page.getByRole('button', { name: 'Resign' }).click();
    await black.page
      .getByRole('dialog', { name: 'Resign the game?' })
      .getByRole('button', { name: 'Resign' })
      .click();
    await white.page
      .getByTestId('shatra-status')
      .getByText('White wins: Black resigned.')
      .waitFor();

    // The profile loads once: it is opened again until the analysis is there. The game list and
    // the per-kind summary are two requests, so the analysis may land between them: wait for both.
    const profile: Page = white.page;
    const row = profile.locator(`.history-game[data-game-id="${table}"] .history-analysis`);
    const rate = profile.locator('.profile-analysis [data-analysis-kind=shatra] [data-error-rate]');
    await profile.goto(`${people.url}/#/players/${encodeURIComponent(names.white)}`);
    for (let tries = 0; tries < 120; tries++) {
      await row.waitFor();
      const pending = (await row.getAttribute('data-analysis')) === 'pending';
      if (!pending && (await rate.count()) > 0) break;
      if (pending) {
        expect(await row.textContent()).toBe(`Error rate of ${names.white}: not analysed yet`);
      }
      await profile.waitForTimeout(500);
      await profile.reload();
    }
    expect(await row.getAttribute('data-analysis')).toBe('rate');

    const list = await profile.request.get(
      `${people.url}/api/players/${encodeURIComponent(names.white)}/games`,
    );
    const listed = ((await list.json()) as { games: Array<Record<string, unknown>> }).games.find(
      (g) => g.id === table,
    ) as { analysis: { status: string; errorRates: { white: number } } };
    expect(listed.analysis.status).toBe('done');
    expect(await row.textContent()).toBe(
      `Error rate of ${names.white}: ${shatras(listed.analysis.errorRates.white)}`,
    );
    const summary = await profile.request.get(
      `${people.url}/api/players/${encodeURIComponent(names.white)}`,
    );
    const { analyses } = (await summary.json()) as {
      analyses: Array<{ kind: string; errorRate: number; games: number }>;
    };
    expect(analyses).toMatchObject([{ kind: 'shatra', games: 1 }]);
    expect(await rate.textContent()).toBe(shatras(analyses[0]?.errorRate ?? Number.NaN));
    expect(
      await profile.locator('.profile-analysis [data-analysis-kind=shatra] dd').textContent(),
    ).toBe(`${shatras(analyses[0]?.errorRate ?? Number.NaN)} · 1 analysed game`);
    // No backgammon rating band for Shatra, and the old "not stored" note is gone.
    expect(await profile.locator('.profile-analysis [data-band]').count()).toBe(0);
    expect(await profile.getByText('not kept on the server').count()).toBe(0);
    await screenshot(profile, 'profile-analysis-1440x900');
    await profile.setViewportSize(PHONE);
    await screenshot(profile, 'profile-analysis-390x844');
    await row.scrollIntoViewIfNeeded();
    await screenshot(profile, 'profile-analysis-game-390x844');

    for (const { errors } of [white, black]) expect(errors).toEqual([]);
  }, 120_000);
});
