// Two people play a 1-point backgammon match on the real game server, each a guest in a browser
// context of their own, and a visitor watches from a third. The server's dice are its own, so
// the players read what they may do from the page (a movable checker, then a highlighted
// destination) instead of expecting particular dice.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { playTurnByClicks } from '../helpers/backgammon-driver';
import { DESKTOP, openPage, PHONE, screenshot, type WatchedPage } from '../helpers/browser';
import { usePeople } from '../helpers/online-people';
import { allPast, enabled } from '../helpers/online-table-driver';

const url = inject('onlineUrl');

/** What a player does at the table (the board's tools, flip and copy, are everybody's). */
const ACTIONS = ['roll', 'double', 'take', 'pass', 'beaver', 'accept', 'reject', 'confirm', 'undo']
  .map((action) => `[data-action=${action}]`)
  .concat('[data-action=next-game]', '.resign-menu')
  .join(', ');

interface Play {
  turns: number;
  doubled: boolean;
  taken: boolean;
}

/**
 * One thing the player whose page offers it does: play the roll on the board, double (once, after
 * a few turns), take, or roll. Returns false when this page has nothing to do.
 */
async function actOn(page: Page, play: Play): Promise<boolean> {
  // Confirm shows (disabled until the play is whole) while this player plays a roll.
  if ((await page.locator('[data-action=confirm]').count()) > 0) {
    await playTurnByClicks(page);
    play.turns++;
  } else if (await enabled(page, 'take')) {
    await page.locator('[data-action=take]').click();
    play.taken = true;
  } else if (play.turns >= 3 && !play.doubled && (await enabled(page, 'double'))) {
    await page.locator('[data-action=double]').click();
    play.doubled = true;
  } else if (await enabled(page, 'roll')) {
    await page.locator('[data-action=roll]').click();
  } else {
    return false;
  }
  return true;
}

describe('a backgammon match between two people online', () => {
  const people = usePeople();

  it('opening roll, moves on the board, a double taken, a resignation accepted; a spectator sees the same', async () => {
    const whiteContext = await people.person('Aigerim');
    const blackContext = await people.person('Bolat');
    const spectatorContext = await people.person();
    const created = await whiteContext.request.post(`${url}/api/games`, {
      data: { game: 'backgammon', matchLength: 1, clientSeed: 'aigerim-seed' },
      headers: { origin: url },
    });
    expect(created.status()).toBe(201);
    const { table } = (await created.json()) as { table: string };

    const white = await openPage(whiteContext, `${url}/#/online/${table}`);
    const black = await openPage(blackContext, `${url}/#/online/${table}`);
    const spectator = await openPage(spectatorContext, `${url}/#/online/${table}`);
    const watched: WatchedPage[] = [white, black, spectator];
    const players = [white.page, black.page];
    const pages = [white.page, black.page, spectator.page];

    // The table page around the board says who sits where (online/PlayersBar, SeatOffer).
    await white.page.locator('[data-seat=black] .player-free').waitFor();
    await black.page.locator('.watching').waitFor();
    expect(await white.page.locator('[data-action=roll]').count()).toBe(0);
    await black.page.locator('[data-action=join]').click();
    await black.page.locator('[data-seat=black] .player-you').waitFor();
    await white.page.locator('[data-seat=white] .player-you').waitFor();
    // A greeting in the players' chat reaches the other player, not the spectator.
    await white.page.getByLabel('Message').fill('Good luck, Bolat!');
    await white.page.getByRole('button', { name: 'Send' }).click();
    await black.page.locator('.chat-text', { hasText: 'Good luck, Bolat!' }).waitFor();
    expect(await spectator.page.locator('.chat-text').count()).toBe(0);
    await spectator.page.locator('[data-score=black]', { hasText: 'Bolat' }).waitFor();
    expect(await spectator.page.locator('[data-action=join]').count()).toBe(0);
    // Each player sees the board from their own side: their 6-point (5 checkers at the start)
    // bottom right; the spectator sees it from white's.
    const sixPoint = (page: Page) =>
      page.locator('[data-target=point-6]').getAttribute('aria-label');
    expect(await sixPoint(white.page)).toContain('5 White checkers');
    expect(await sixPoint(black.page)).toContain('5 Black checkers');
    expect(await sixPoint(spectator.page)).toContain('5 White checkers');

    // The opening roll: either player may roll; black does.
    await black.page.getByText('Roll to decide who starts.').waitFor();
    await black.page.locator('[data-action=roll]').click();
    let seq = await allPast(pages, 0);
    await white.page.locator('.move-list li').first().waitFor();

    // Whoever's page offers something acts, until a double has been taken and a few turns played.
    const play: Play = { turns: 0, doubled: false, taken: false };
    for (let round = 0; round < 200 && !(play.taken && play.turns >= 5); round++) {
      const acted = (await actOn(white.page, play)) || (await actOn(black.page, play));
      if (acted) seq = await allPast(pages, seq);
      else await white.page.waitForTimeout(25);
      // The spectator acts in nothing.
      expect(await spectator.page.locator(ACTIONS).count()).toBe(0);
    }
    expect(play).toMatchObject({ doubled: true, taken: true });
    expect(play.turns).toBeGreaterThanOrEqual(5);
    await white.page.locator('.move-list li', { hasText: 'Takes' }).first().waitFor();

    for (const [page, name] of [
      [white.page, 'white'],
      [black.page, 'black'],
    ] as const) {
      await screenshot(page, `online-backgammon-${name}-1440x900`);
      await page.setViewportSize(PHONE);
      await screenshot(page, `online-backgammon-${name}-390x844`);
      await page.setViewportSize(DESKTOP);
    }

    // The player to act offers to resign a single game; the other accepts.
    const resigning = (await white.page.locator('.resign-menu').count()) > 0 ? white : black;
    const accepting = resigning === white ? black : white;
    // Wait for a moment when the resigner is to roll (or to move: the menu is there either way).
    await resigning.page.locator('.resign-menu summary').click();
    await resigning.page.locator('[data-action=resign-single]').click();
    seq = await allPast(pages, seq);
    await accepting.page.locator('[data-action=accept]').click();
    await allPast(pages, seq);

    for (const page of pages) {
      await page.locator('.result').waitFor();
      expect(await page.locator('.result').textContent()).toMatch(
        /(White|Black) wins a single game by resignation: 2 points\..*wins the match\./,
      );
    }
    const winner = resigning === white ? 'Black' : 'White';
    expect(await white.page.locator('.result').textContent()).toContain(`${winner} wins`);
    // Both players and the spectator see the same final position, record and score.
    const ids = await Promise.all(
      pages.map((page) => page.locator('[data-field=position-id]').inputValue()),
    );
    expect(new Set(ids).size).toBe(1);
    const lists = await Promise.all(
      pages.map((page) => page.locator('.move-list li').allTextContents()),
    );
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
    for (const page of players) {
      expect(await page.locator(ACTIONS).count()).toBe(0);
    }
    await screenshot(white.page, 'online-backgammon-white-end-1440x900');
    await screenshot(black.page, 'online-backgammon-black-end-1440x900');

    for (const { errors } of watched) expect(errors).toEqual([]);
    await Promise.all([whiteContext.close(), blackContext.close(), spectatorContext.close()]);
  });
});
