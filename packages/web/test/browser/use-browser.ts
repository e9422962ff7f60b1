// The set-up every browser test file shares: one Chromium per describe block (Debian's
// /usr/bin/chromium with the house flags, see ../helpers/browser), launched before the block's
// first test and closed after its last, on the app that the web-browser project's global set-up
// built and serves (`inject('webUrl')`).
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  openPage,
  type TestBrowser,
  type WatchedPage,
} from '../helpers/browser';

export interface BrowserUnderTest {
  /** Where the built app is served, without a trailing slash: `${base}/#/shatra`. */
  readonly base: string;
  /**
   * The browser's one context: every page of the describe block shares its local storage.
   * Readable only while the block's tests run.
   */
  readonly context: BrowserContext;
  /** Opens `base + path` in a new page that records console errors and failed requests. */
  open(path: string): Promise<WatchedPage>;
}

/**
 * Registers, in the describe block that calls it, the hooks that launch a fresh desktop-sized,
 * en-US Chromium (its own user-data dir, so local storage starts empty) and close it afterwards.
 */
export function useBrowser(): BrowserUnderTest {
  const base = inject('webUrl');
  let launched: TestBrowser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser(DESKTOP, 'en-US');
  });
  afterAll(async () => {
    await launched?.close();
    launched = undefined;
  });
  const context = (): BrowserContext => {
    if (!launched) {
      throw new Error('useBrowser: the browser is open only while its describe block runs');
    }
    return launched.context;
  };
  return {
    base,
    get context() {
      return context();
    },
    open: (path) => openPage(context(), `${base}${path}`),
  };
}
