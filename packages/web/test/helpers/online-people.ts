// People at the real game server (`inject('onlineUrl')`, started by the browser projects' global
// setup) in one Chromium: each person a browser context of their own — their own cookies, so
// their own session — signed in as a guest over HTTP when named, as the page's own sign-in would.
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, DESKTOP } from './browser';

export interface People {
  /** The game server's address, without a trailing slash. */
  readonly url: string;
  /** A new person: a visitor, or with a name a signed-in guest. Closed after the block. */
  person(name?: string): Promise<BrowserContext>;
}

/** Signs the context in as the guest `name` (the session cookie lands in the context). */
export async function signInAsGuest(context: BrowserContext, url: string, name: string) {
  const reply = await context.request.post(`${url}/api/guest`, {
    data: { name },
    headers: { origin: url },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Registers `name` with a password in the context (the session cookie lands in it). */
export async function registerPlayer(context: BrowserContext, url: string, name: string) {
  const reply = await context.request.post(`${url}/api/register`, {
    data: { name, password: 'correct horse battery' },
    headers: { origin: url },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/**
 * Two registered players of their own, each in a context of their own: names tagged with the
 * time, since the server lives for the whole run and registered names are unique.
 */
export async function registeredPair(people: People) {
  const tag = Date.now().toString(36).slice(-5);
  const names = { white: `Aigerim ${tag}`, black: `Bolat ${tag}` };
  const whiteContext = await people.person();
  const blackContext = await people.person();
  await registerPlayer(whiteContext, people.url, names.white);
  await registerPlayer(blackContext, people.url, names.black);
  return { tag, names, whiteContext, blackContext };
}

/** Registers the hooks of the calling describe block (or file): one Chromium, closed after. */
export function usePeople(): People {
  const url = inject('onlineUrl');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  return {
    url,
    async person(name) {
      if (!browser) throw new Error('usePeople: the browser is open only while its block runs');
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
      contexts.push(context);
      if (name !== undefined) await signInAsGuest(context, url, name);
      return context;
    },
  };
}
