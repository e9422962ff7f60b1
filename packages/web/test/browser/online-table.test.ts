// The online table page against the real game server (inject('onlineUrl')), in three browser
// contexts of one Chromium, each with its own cookies: Aigerim (a guest) makes a game over the
// API and opens it; Bolat (a guest) opens her invite link and takes the seat; a visitor (no
// session) and Dana (a guest) watch. They chat (markup stays text, mute hides the other's lines and is
// remembered), a reload keeps the chat (chat-log), and the visitor never sees the players'
// chat. The board itself is another module's: only the page around it is checked here.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, openPage, PHONE, screenshot, type WatchedPage } from '../helpers/browser';
import { usePeople } from '../helpers/online-people';

const url = inject('onlineUrl');

const people = usePeople();
const opened: WatchedPage[] = [];

/** A context of its own (its own cookies); with a name, signed in as that guest over HTTP. */
async function person(name?: string): Promise<BrowserContext> {
  const context = await people.person(name);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  return context;
}

async function open(context: BrowserContext, address: string): Promise<Page> {
  const watched = await openPage(context, address);
  opened.push(watched);
  return watched.page;
}

const chatTexts = (page: Page) => page.locator('.chat-lines .chat-text').allTextContents();
const names = (page: Page) => page.locator('.players-bar .player-name').allTextContents();

/** Writes a line in the chat and waits until the server relayed it back. */
async function say(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.locator('.chat-line.mine .chat-text', { hasText: text }).waitFor();
}

describe('an online table: two players, a visitor, the chat', () => {
  let aigerim: Page;
  let bolat: Page;
  let visitor: Page;
  let invite: string;
  const markup = '<b>markup</b> good luck';

  it('the creator sees her seat, the free one, the connection and the invite link', async () => {
    const context = await person('Aigerim');
    const created = await context.request.post(`${url}/api/games`, {
      data: {
        game: 'backgammon',
        matchLength: 3,
        visibility: 'invite',
        clientSeed: 'aigerim-seed',
      },
      headers: { origin: url },
    });
    expect(created.status()).toBe(201);
    const { table } = (await created.json()) as { table: string };
    aigerim = await open(context, `${url}/#/online/${table}`);
    await aigerim.locator('.link-state', { hasText: 'Online' }).waitFor();
    await aigerim.locator('.players-bar .player-name', { hasText: 'Aigerim' }).waitFor();
    expect(await aigerim.getByText('waiting for an opponent').count()).toBe(1);
    expect(await names(aigerim)).toEqual(['Aigerim']);
    await aigerim.getByText('(you)').waitFor();
    await aigerim.getByText('Waiting for a second player').waitFor();
    const field = aigerim.getByLabel('Invite link: send it to your opponent');
    invite = await field.inputValue();
    expect(invite).toBe(`${url}/#/online/${table}`);
    await aigerim.getByRole('button', { name: 'Copy', exact: true }).click();
    await aigerim.getByText('Link copied.').waitFor();
    expect(await aigerim.evaluate(() => navigator.clipboard.readText())).toBe(invite);
    // Seated already: no seat to take, not a spectator.
    expect(await aigerim.getByRole('button', { name: 'Take the seat' }).count()).toBe(0);
    expect(await aigerim.getByText('You are watching this game.').count()).toBe(0);
    await aigerim.getByRole('heading', { name: 'Players’ chat' }).waitFor();
    await screenshot(aigerim, 'online-table-invite-1440x900');
  });

  it('a visitor is offered the way to sign in, and watches', async () => {
    visitor = await open(await person(), invite);
    await visitor.getByText('You are watching this game.').waitFor();
    const signIn = visitor.getByRole('link', { name: /Sign in or play as a guest/ });
    expect(await signIn.getAttribute('href')).toBe('#/online');
    expect(await visitor.getByRole('button', { name: 'Take the seat' }).count()).toBe(0);
    await visitor.getByRole('heading', { name: 'Spectators’ chat' }).waitFor();
    await visitor.getByText('Sign in or play as a guest to write here.').waitFor();
    await visitor.setViewportSize(PHONE);
    await screenshot(visitor, 'online-table-invite-390x844');
    await visitor.setViewportSize(DESKTOP);
  });

  it('the second player opens the invite link and takes the seat; all see both names', async () => {
    bolat = await open(await person('Bolat'), invite);
    await bolat.getByText('You are watching this game.').waitFor();
    await bolat.getByRole('button', { name: 'Take the seat' }).click();
    for (const page of [aigerim, bolat, visitor]) {
      await page.getByText('Playing', { exact: true }).waitFor();
      expect(await names(page)).toEqual(['Aigerim', 'Bolat']);
      // The seats are taken: no invite link any more.
      expect(await page.getByLabel('Invite link: send it to your opponent').count()).toBe(0);
      expect(await page.locator('.turn-badge').count()).toBeGreaterThan(0);
    }
    await bolat.getByRole('heading', { name: 'Players’ chat' }).waitFor();
    expect(await bolat.getByText('You are watching this game.').count()).toBe(0);
    expect(await visitor.getByText('You are watching this game.').count()).toBe(1);
  });

  it('the players chat: markup is shown as text, to the players only', async () => {
    await say(aigerim, markup);
    await bolat.locator('.chat-text', { hasText: markup }).waitFor();
    expect(await chatTexts(bolat)).toEqual([markup]);
    expect(await bolat.locator('.chat-lines b').count()).toBe(0);
    await say(bolat, 'hi Aigerim');
    await aigerim.locator('.chat-text', { hasText: 'hi Aigerim' }).waitFor();
    expect(await chatTexts(aigerim)).toEqual([markup, 'hi Aigerim']);
    expect(await visitor.getByText('No messages yet.').count()).toBe(1);
    expect(await chatTexts(visitor)).toEqual([]);
  });

  it('folded, the chat counts the unread lines', async () => {
    await bolat.getByRole('button', { name: 'Hide chat' }).click();
    await say(aigerim, 'one more');
    await bolat.getByText('1 unread').waitFor();
    // Whether the count is still shown in the very render that shows the lines again (a
    // MutationObserver's callback runs before Preact's effects): it must not flash.
    const flashed = bolat.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector('.chat-text') === null) return;
            observer.disconnect();
            resolve(document.querySelector('.chat-unread') !== null);
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await bolat.getByRole('button', { name: 'Show chat' }).click();
    expect(await flashed).toBe(false);
    await bolat.locator('.chat-text', { hasText: 'one more' }).waitFor();
    expect(await bolat.locator('.chat-unread').count()).toBe(0);
  });

  it('a signed-in spectator writes in the spectators’ chat, which the players do not read', async () => {
    const dana = await open(await person('Dana'), invite);
    await dana.getByText('You are watching this game.').waitFor();
    await dana.getByRole('heading', { name: 'Spectators’ chat' }).waitFor();
    expect(await dana.getByRole('button', { name: 'Take the seat' }).count()).toBe(0);
    expect(await chatTexts(dana)).toEqual([]);
    await say(dana, 'go Bolat');
    await visitor.locator('.chat-text', { hasText: 'go Bolat' }).waitFor();
    await say(bolat, 'thanks');
    expect(await chatTexts(bolat)).toEqual([markup, 'hi Aigerim', 'one more', 'thanks']);
    expect(await chatTexts(visitor)).toEqual(['go Bolat']);
  });

  it('mute hides the other player’s lines, even unread; it is remembered, and a reload keeps the chat', async () => {
    const mute = aigerim.getByRole('button', { name: 'Mute others' });
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await aigerim.getByText('Other people’s messages are hidden.').waitFor();
    expect(await chatTexts(aigerim)).toEqual([markup, 'one more']);
    await say(bolat, 'still there?');
    // Relayed in order: once her own later line is back, Bolat's has come (and stayed hidden).
    await say(aigerim, 'yes');
    expect(await chatTexts(aigerim)).toEqual([markup, 'one more', 'yes']);
    await aigerim.getByRole('button', { name: 'Hide chat' }).click();
    expect(await aigerim.locator('.chat-unread').count()).toBe(0);
    await aigerim.getByRole('button', { name: 'Show chat' }).click();

    await aigerim.reload();
    await aigerim.locator('.chat-text', { hasText: 'yes' }).waitFor();
    expect(await chatTexts(aigerim)).toEqual([markup, 'one more', 'yes']);
    const muted = aigerim.getByRole('button', { name: 'Mute others' });
    expect(await muted.getAttribute('aria-pressed')).toBe('true');
    await muted.click();
    await aigerim.locator('.chat-text', { hasText: 'still there?' }).waitFor();
    expect(await chatTexts(aigerim)).toEqual([
      markup,
      'hi Aigerim',
      'one more',
      'thanks',
      'still there?',
      'yes',
    ]);
    expect(await aigerim.locator('.chat-lines b').count()).toBe(0);
  });

  it('the visitor, reloaded too, gets the spectators’ chat and never the players’', async () => {
    await visitor.reload();
    await visitor.getByText('You are watching this game.').waitFor();
    await visitor.getByRole('heading', { name: 'Spectators’ chat' }).waitFor();
    await visitor.locator('.chat-text', { hasText: 'go Bolat' }).waitFor();
    expect(await names(visitor)).toEqual(['Aigerim', 'Bolat']);
    expect(await chatTexts(visitor)).toEqual(['go Bolat']);
    expect(await visitor.getByText('hi Aigerim').count()).toBe(0);
  });

  it('a table the server does not know: a message and the way to the lobby', async () => {
    const page = await open(await person(), `${url}/#/online/no-such-table`);
    await page.getByRole('heading', { name: 'No such table' }).waitFor();
    await page.getByText('The server knows no table “no-such-table”.', { exact: false }).waitFor();
    const lobby = page.getByRole('link', { name: 'Go to the lobby' });
    expect(await lobby.getAttribute('href')).toBe('#/online');
  });

  it('looks right on a phone and a desktop, free of console errors', async () => {
    await screenshot(aigerim, 'online-table-1440x900');
    await screenshot(visitor, 'online-table-visitor-1440x900');
    for (const page of [aigerim, visitor]) await page.setViewportSize(PHONE);
    await screenshot(aigerim, 'online-table-390x844');
    await screenshot(visitor, 'online-table-visitor-390x844');
    for (const { errors } of opened) expect(errors).toEqual([]);
  });
});
