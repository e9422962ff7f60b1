// Browser-test helpers: Chromium through playwright-core, a page that records console errors,
// and screenshots into packages/web/test-artifacts/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
export const ARTIFACTS = resolve(import.meta.dirname, '../../test-artifacts');

export interface TestBrowser {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly userDataDir: string;
  close(): Promise<void>;
}

/** A fresh Chromium with its own user-data dir (so local storage starts empty). */
export async function launchBrowser(
  viewport: { width: number; height: number } = DESKTOP,
  locale = 'en-US',
  extraArgs: readonly string[] = [],
): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'ludus-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
    viewport,
    locale,
  });
  const browser = context.browser() as Browser;
  return {
    browser,
    context,
    userDataDir,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export interface WatchedPage {
  readonly page: Page;
  /** Console errors, page errors and failed requests seen so far. */
  readonly errors: string[];
}

/** Opens `url` in a new page that records every console error and uncaught exception. */
export async function openPage(context: BrowserContext, url: string): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the page itself gave up (a reload or a language switch navigating away while the
    // favicon loads: net::ERR_ABORTED) is no failure of the app; every other one is.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`requestfailed: ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  });
  await page.goto(url);
  return { page, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}
