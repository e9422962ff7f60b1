// The lobby, the accounts and the history page in Chromium, on the real game server that the
// global set-up starts (`inject('onlineUrl')`, same origin for the cookie and the socket). Each
// player is a browser context of their own (their own cookies): a visitor sees the sign-in
// panel; a guest opens a table that another guest sees arrive without a reload and takes; an
// account is registered, signed out of and logged in to; refusals read in the page's language;
// a finished game (played by bots over HTTP and WebSocket) is listed and opens in the analysis.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from '../../../server/test/support/client';
import { call, createGame, guest } from '../../../server/test/support/http';
import { finished, startBot } from '../../../server/test/support/play';
import { CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, screenshot } from '../helpers/browser';

const base = inject('onlineUrl');
/** Names differ from run to run only to keep a failed run's screenshots apart; the database is new. */
const run = Date.now().toString(36).slice(-4);

interface Watched {
  readonly page: Page;
  readonly errors: string[];
}

let browser: Browser;
const contexts: BrowserContext[] = [];

async function player(path = '/#/online', before?: (page: Page) => void): Promise<Watched> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  before?.(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => errors.push(`requestfailed: ${request.url()}`));
  await page.goto(`${base}${path}`);
  return { page, errors };
}

async function signIn(
  page: Page,
  mode: 'Guest' | 'Log in' | 'Register',
  name: string,
  password = '',
): Promise<void> {
  const form = page.locator('form.sign-in');
  // The mode's button in its group (the submit button may bear the same words).
  await form.getByRole('group').getByRole('button', { name: mode, exact: true }).click();
  await form.getByLabel('Name').fill(name);
  if (mode !== 'Guest') await form.getByLabel('Password').fill(password);
  await form.locator('[data-action=sign-in]').click();
}

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('the online lobby', () => {
  it('the home page offers "Play online" without opening a socket; a visitor gets the sign-in panel', async () => {
    const sockets: string[] = [];
    const { page, errors } = await player('/', (page) =>
      page.on('websocket', (socket) => sockets.push(socket.url())),
    );
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    expect(sockets).toEqual([]);
    await page.getByRole('link', { name: 'Play online' }).click();
    await page.getByRole('heading', { name: 'Play online', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Sign in to play' }).waitFor();
    await page.locator('.link-status[data-link=online]').waitFor();
    expect(sockets).toHaveLength(1);
    await page.getByText('No open tables right now.', { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a guest opens a table; another guest sees it arrive live and takes the seat', async () => {
    const host = await player();
    const joiner = await player();
    await joiner.page.locator('.lobby-list[aria-busy=false]').waitFor();

    await signIn(host.page, 'Guest', `Aigerim ${run}`);
    await host.page.getByRole('heading', { name: 'New online game' }).waitFor();
    await host.page.locator('.account-name').waitFor();
    expect(await host.page.locator('.account-name').textContent()).toBe(`Aigerim ${run}`);
    await host.page.getByLabel('Length').selectOption('3');
    await host.page.getByLabel('Black').check();
    await host.page.getByRole('button', { name: 'Open the table' }).click();
    await host.page.waitForURL(/#\/online\/[A-Za-z0-9_-]+$/);
    const id = host.page.url().split('/').at(-1) ?? '';

    // The joiner, signed in after the page opened, sees the table without a reload.
    await signIn(joiner.page, 'Guest', `Bolat ${run}`);
    const row = joiner.page.locator(`.lobby-table[data-table="${id}"]`);
    await row.waitFor();
    expect(await row.locator('.lobby-game').textContent()).toBe('Backgammon · Match to 3 points');
    expect(await row.locator('[data-seat=black] dd').textContent()).toBe(`Aigerim ${run}`);
    expect(await row.locator('[data-seat=white] dd').textContent()).toBe('free seat');
    await screenshot(joiner.page, 'online-lobby-1440x900');
    await joiner.page.setViewportSize(PHONE);
    await screenshot(joiner.page, 'online-lobby-390x844');
    await joiner.page.setViewportSize(DESKTOP);

    await row.getByRole('button', { name: 'Take the seat' }).click();
    await joiner.page.waitForURL(`${base}/#/online/${id}`);
    const seats = await call(base, 'GET', `/api/games/${id}`);
    expect(seats.body.seats).toEqual({ white: `Bolat ${run}`, black: `Aigerim ${run}` });
    expect(host.errors).toEqual([]);
    expect(joiner.errors).toEqual([]);
  });

  it('registers, signs out from the header, and logs in again', async () => {
    const { page, errors } = await player();
    const name = `Chen ${run}`;
    await signIn(page, 'Register', name, 'a long enough password');
    await page.getByRole('heading', { name: 'New online game' }).waitFor();
    await page.getByText(`You play as ${name}.`).waitFor();

    // On a phone the header's menu opens within the screen.
    await page.setViewportSize(PHONE);
    await page.locator('.account-menu summary').click();
    await page.getByText(`Signed in as ${name}`).waitFor();
    const popup = await page.locator('.account-popup').boundingBox();
    expect(popup?.x).toBeGreaterThanOrEqual(0);
    expect((popup?.x ?? 0) + (popup?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'online-account-menu-390x844');
    await page.keyboard.press('Escape');
    await page.locator('.account-popup').waitFor({ state: 'hidden' });
    await page.locator('.account-menu summary').click();
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to play' }).waitFor();
    await page.getByRole('link', { name: 'Play online' }).waitFor();
    await page.locator('.link-status[data-link=online]').waitFor();

    await signIn(page, 'Log in', name, 'a long enough password');
    await page.getByRole('heading', { name: 'New online game' }).waitFor();
    expect(await page.locator('.account-name').textContent()).toBe(name);
    // A reload keeps the session (the cookie) and the header's name.
    await page.reload();
    await page.getByText(`You play as ${name}.`).waitFor();
    expect(errors).toEqual([]);
  });

  it('a refused registration or login says why, in the page’s language', async () => {
    const taken = `Dana ${run}`;
    const registered = await call(base, 'POST', '/api/register', {
      body: { name: taken, password: 'another long password' },
    });
    expect(registered.status).toBe(200);
    const { page, errors } = await player();
    const problem = page.locator('#sign-in-problem');

    await signIn(page, 'Register', `Emil ${run}`, 'short');
    await problem.getByText('A password has at least 8 characters.').waitFor();
    await signIn(page, 'Register', taken, 'a long enough password');
    await problem
      .getByText('That name belongs to a registered player.', { exact: false })
      .waitFor();
    await signIn(page, 'Log in', taken, 'the wrong password');
    await problem.getByText('Wrong name or password.').waitFor();

    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { name: 'Anmelden und spielen' }).waitFor();
    await page
      .locator('form.sign-in')
      .getByRole('button', { name: 'Registrieren' })
      .first()
      .click();
    await page.locator('form.sign-in').getByLabel('Passwort').fill('kurz');
    await page.locator('[data-action=sign-in]').click();
    await problem.getByText('Ein Passwort hat mindestens 8 Zeichen.').waitFor();
    await page.locator('form.sign-in').getByLabel('Name').fill(taken);
    await page.locator('form.sign-in').getByLabel('Passwort').fill('lang genug, wirklich');
    await page.locator('[data-action=sign-in]').click();
    await problem
      .getByText('Dieser Name gehört einem registrierten Spieler.', { exact: false })
      .waitFor();

    // The server's refusals (409 name taken, 401 wrong password) are the only console lines:
    // Chromium logs every failed response; the short passwords never left the page.
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error).toMatch(/status of (409|401)/);
  });
});

describe('the history page', () => {
  it('lists a finished game and opens its record in the analysis', async () => {
    const { page, errors } = await player('/#/history');
    await page.getByRole('heading', { name: 'Sign in to see your games' }).waitFor();
    const name = `Historian ${run}`;
    await signIn(page, 'Register', name, 'a long enough password');
    await page.getByText('No finished games yet.').waitFor();

    // A 1-point match played out by bots over HTTP and WebSocket, the page's player as white.
    const cookies = await page.context().cookies(base);
    const session = cookies.find((cookie) => cookie.name === 'ludus_session');
    if (!session) throw new Error('no session cookie');
    const mine = `${session.name}=${session.value}`;
    const table = await createGame(base, mine, { game: 'backgammon', matchLength: 1 });
    const white = await TestClient.connect(base, { cookie: mine });
    const black = await TestClient.connect(base, { cookie: await guest(base, `Rival ${run}`) });
    await black.request({ type: 'join', table, clientSeed: 'rival-seed' });
    startBot(white, table, 'white');
    startBot(black, table, 'black');
    await finished(white, table);
    white.close();
    black.close();

    await page.reload();
    const row = page.locator(`.history-game[data-game-id="${table}"]`);
    await row.waitFor();
    expect(await row.locator('.history-players').textContent()).toBe(
      `White: ${name} · Black: Rival ${run}`,
    );
    expect(await row.locator('.history-result').textContent()).toMatch(/ won \d+–0$/);
    expect(await row.getByRole('link', { name: 'Download the record' }).getAttribute('href')).toBe(
      `/api/games/${table}/record`,
    );
    await screenshot(page, 'online-history-1440x900');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'online-history-390x844');
    await page.setViewportSize(DESKTOP);

    // A registered player's games are public, by name.
    await page.goto(`${base}/#/history/${encodeURIComponent(name)}`);
    await page.getByRole('heading', { name: `Finished games of ${name}` }).waitFor();
    await page.locator(`.history-game[data-game-id="${table}"]`).waitFor();
    await page.goto(`${base}/#/history`);
    await row.waitFor();

    await row.getByRole('button', { name: 'Open in analysis' }).click();
    await page.waitForURL(`${base}/#/backgammon`);
    await page.locator('.bg-board').waitFor();
    await page.locator('.analysis').waitFor();
    await page.locator('.result[data-result]').waitFor();
    expect(errors).toEqual([]);
  });
});
