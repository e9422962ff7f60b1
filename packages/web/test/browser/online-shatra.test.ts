// Shatra between two people on the game server, in Chromium: two guests in two browser contexts
// (each its own cookie), White creating the table over the API and Black taking the other seat at
// the invite link, a greeting in the players' chat, moves clicked on both boards, a draw offered and declined, a resignation, and a visitor who
// watches the same position and result. The moves are the rules package's legal moves of the
// position each side faces, so the test plays whatever the rules allow, as a person would.
import { newGame, playMove } from '@ludus/shatra';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, openPage, PHONE, screenshot, type WatchedPage } from '../helpers/browser';
import { usePeople } from '../helpers/online-people';
import { clickableMove, clickMove } from '../helpers/shatra-clicks';

const url = inject('onlineUrl');

async function status(page: Page): Promise<string | undefined> {
  return (await page.getByTestId('shatra-status').textContent())?.trim();
}

async function moveList(page: Page): Promise<string[]> {
  const list = page.getByTestId('shatra-moves');
  if ((await list.count()) === 0) return [];
  return (await list.locator('span').allTextContents()).map((s) => s.trim());
}

async function offerText(page: Page): Promise<string> {
  return ((await page.getByTestId('shatra-draw-offer').textContent()) ?? '').trim();
}

/** Every square's label (its number, and the piece on it) in square order. */
async function squares(page: Page): Promise<string[]> {
  return page
    .locator('[data-square]')
    .evaluateAll((nodes) =>
      nodes
        .sort((a, b) => Number(a.dataset.square) - Number(b.dataset.square))
        .map((n) => n.getAttribute('aria-label') ?? ''),
    );
}

/** Whether White's biy is drawn in the lower half of the board on `page`. */
async function whiteBiyBelow(page: Page): Promise<boolean> {
  const board = await page.locator('svg[aria-label="Shatra board"]').boundingBox();
  const biy = await page.locator('[data-square][aria-label*="White biy"]').boundingBox();
  if (!board || !biy) throw new Error('no board or no White biy');
  return biy.y + biy.height / 2 > board.y + board.height / 2;
}

describe('Shatra online, between two people and a spectator', () => {
  const people = usePeople();

  async function person(name?: string): Promise<WatchedPage> {
    return openPage(await people.person(name), `${url}/`);
  }

  it('plays moves, a declined draw offer and a resignation, seen alike by all', async () => {
    const white = await person('Ann');
    const black = await person('Bob');
    const watcher = await person();
    const created = await white.page.request.post(`${url}/api/games`, {
      data: { game: 'shatra', seat: 'white' },
      headers: { origin: url },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { table } = (await created.json()) as { table: string };
    const tableUrl = `${url}/#/online/${table}`;

    await white.page.goto(tableUrl);
    await white.page
      .getByTestId('shatra-status')
      .getByText('Waiting for an opponent to take the other seat.')
      .waitFor();
    // Black opens the invite link and takes the seat there; the watcher opens it too.
    await black.page.goto(tableUrl);
    await black.page.locator('[data-action=join]').click();
    await watcher.page.goto(tableUrl);
    // The players greet each other in their chat; the watcher does not read it.
    await black.page.getByLabel('Message').fill('Good luck, Ann!');
    await black.page.getByRole('button', { name: 'Send' }).click();
    await white.page.locator('.chat-text', { hasText: 'Good luck, Ann!' }).waitFor();
    expect(await watcher.page.locator('.chat-text').count()).toBe(0);
    await white.page.getByTestId('shatra-status').getByText('Your move (White)').waitFor();
    await black.page.getByTestId('shatra-status').getByText('White to move').waitFor();
    await watcher.page.getByTestId('shatra-status').getByText('White to move').waitFor();
    // Each player sees the board from their own side; the spectator from White's.
    expect(await whiteBiyBelow(white.page)).toBe(true);
    expect(await whiteBiyBelow(black.page)).toBe(false);
    expect(await whiteBiyBelow(watcher.page)).toBe(true);
    expect(await watcher.page.getByRole('button', { name: 'Resign' }).count()).toBe(0);
    // The local page's tools are not offered at a server table.
    expect(await white.page.getByText('New game').count()).toBe(0);
    expect(await white.page.getByText('Record and position').count()).toBe(0);

    let game = newGame();
    const played: string[] = [];
    const pages = [white.page, black.page, watcher.page];
    const move = async (mover: Page, waiting: Page) => {
      // Only the mover's board offers pieces to move (the watcher's never does).
      await mover.locator('rect.movable').first().waitFor();
      expect(await waiting.locator('rect.movable').count()).toBe(0);
      expect(await watcher.page.locator('rect.movable').count()).toBe(0);
      const option = clickableMove(game);
      await clickMove(mover, option);
      const next = playMove(game, option.move as never);
      if (!next.ok) throw new Error(next.message);
      game = next.value;
      played.push(option.notation);
      for (const page of pages) await expect.poll(() => moveList(page)).toEqual(played);
    };
    await move(white.page, black.page);
    expect(await status(black.page)).toBe('Your move (Black)');
    expect(await status(white.page)).toBe('Black to move');
    await move(black.page, white.page);
    await move(white.page, black.page);
    await move(black.page, white.page);

    await white.page.getByRole('button', { name: 'Offer a draw' }).click();
    await black.page.getByRole('button', { name: 'Decline the draw' }).waitFor();
    expect(await offerText(black.page)).toContain('Your opponent offers a draw.');
    await expect
      .poll(() => offerText(white.page))
      .toBe('You offered a draw. Waiting for the answer.');
    await expect.poll(() => offerText(watcher.page)).toBe('White offers a draw.');
    expect(await white.page.getByRole('button', { name: 'Offer a draw' }).isDisabled()).toBe(true);
    for (const [who, page] of [
      ['white', white.page],
      ['black', black.page],
    ] as const) {
      await screenshot(page, `online-shatra-${who}-1440x900`);
      await page.setViewportSize(PHONE);
      await screenshot(page, `online-shatra-${who}-390x844`);
      await page.setViewportSize(DESKTOP);
    }
    await black.page.getByRole('button', { name: 'Decline the draw' }).click();
    await white.page
      .locator('.notices')
      .getByText('Your opponent declines the draw. Play on.')
      .waitFor();
    for (const page of pages) await expect.poll(() => offerText(page)).toBe('');

    await move(white.page, black.page);
    await black.page.getByRole('button', { name: 'Resign' }).click();
    // Asked first: it ends the game.
    const asked = black.page.getByRole('dialog', { name: 'Resign the game?' });
    await asked.getByText('Black resigns and White wins.').waitFor();
    await asked.getByRole('button', { name: 'Resign' }).click();
    const result = 'White wins: Black resigned.';
    for (const page of pages) await expect.poll(() => status(page)).toBe(result);
    await white.page.locator('.notices').getByText('Your opponent resigns').waitFor();
    for (const page of [white.page, black.page]) {
      expect(await page.getByRole('button', { name: 'Resign' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Offer a draw' }).isDisabled()).toBe(true);
    }
    for (const page of pages) expect(await moveList(page)).toEqual(played);
    // The same position on every board, whichever way up it is drawn.
    const position = await squares(white.page);
    expect(position.filter((label) => label.includes('White biy'))).toHaveLength(1);
    expect(await squares(black.page)).toEqual(position);
    expect(await squares(watcher.page)).toEqual(position);
    await black.page.setViewportSize(PHONE);
    await screenshot(black.page, 'online-shatra-black-result-390x844');
    await screenshot(white.page, 'online-shatra-white-result-1440x900');

    expect(white.errors).toEqual([]);
    expect(black.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
  });
});
