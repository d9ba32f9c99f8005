// Debian's Chromium driven by playwright-core, with the flags this machine's closed network needs.
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * Debian's headless shell (package chromium-headless-shell: the same Chromium without the
 * browser's windows and UI), as Playwright's own headless default is, when it is installed: on
 * one suite side by side it took 16 s of CPU against the full browser's 24 s. `CHROME_PATH`
 * chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROME_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Headless Chromium 156 builds its omnibox popup (a WebUI page of ~300 modules in a
      // renderer of its own) for every window: CPU the pages under test need on two cores.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
    ],
  });
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors: a test can assert that none happened. */
  pageErrors: Error[];
}

/** A fresh browser profile (empty storage) at the product's origin. */
export async function newVisitor(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 860 },
): Promise<Visitor> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'ru-RU' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

let counter = 0;
/** Usernames unique within a run, so scenarios never collide. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/**
 * Holds back the page's requests for `url` (a glob) until `release()`: the server's page is on
 * screen and the visitor acts on it before the scripts, or the start-up, arrive.
 */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
