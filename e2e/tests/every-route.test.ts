// Issue 13, on every screen of the product as the role that reaches it: in English no Cyrillic
// is left outside user data (seeded in Latin letters), and axe finds no WCAG 2 A/AA violation in
// either theme at 1366 px or 375 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { seeded, signedIn, signInToken } from '../support/admin';
import { NARROW, violations, WIDE } from '../support/axe';
import type { Visitor as Browser } from '../support/browser';
import { ADMIN } from '../support/product';
import { CUSTOMER, type Screen, seedEveryScreen, type Visitor } from '../support/routes';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();
const seed = seeded(async () =>
  seedEveryScreen(product, await signInToken(product, ADMIN.username, ADMIN.password)),
);

const CYRILLIC = /[\u0400-\u04ff]+/g;

async function visitorAs(who: Visitor, { english }: Look): Promise<Browser> {
  const browser =
    who === 'guest'
      ? await visitor(WIDE)
      : who === 'admin'
        ? await signedIn(visitor, ADMIN.username, ADMIN.password, WIDE)
        : await signedIn(visitor, CUSTOMER.username, CUSTOMER.password, WIDE);
  if (english) {
    // Through the header's switch, as a person does: a signed-in choice is saved on the account.
    if (who === 'guest') await browser.page.goto('/');
    await browser.page.getByRole('button', { name: 'English' }).click();
    await browser.page.waitForFunction(() => document.documentElement.lang === 'en');
  }
  return browser;
}

/** Loaded, data shown, no spinner left, transitions over. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await page.waitForTimeout(400);
}

/**
 * Text a person sees or hears: the page's text and its accessible names and hints. What is
 * marked as written in Russian (`lang="ru"`: the language switch's own "Русский") is meant so.
 */
// A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
const VISIBLE_TEXT = `(() => {
  const english = (element) => element.closest('[lang]')?.getAttribute('lang') !== 'ru';
  const attributes = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')]
    .filter(english)
    .flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''));
  const text = [...document.querySelectorAll('body *')]
    .filter((element) => english(element) && element.tagName !== 'SCRIPT' && element.offsetParent !== null)
    .flatMap((element) => [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? ''));
  return [document.title, ...text, ...attributes].join('\\n');
})()`;

function visibleText(page: Page): Promise<string> {
  return page.evaluate(VISIBLE_TEXT);
}

interface Look {
  english?: boolean;
}

/** What a check found on one screen, and where: '<role> <path>'. */
interface Found<T> {
  where: string;
  found: T;
}

/**
 * Each role's screens in a page of its own, the three side by side: a screen is mostly waited
 * for (its data, the network going quiet, transitions), so the waits overlap.
 */
async function forEachScreen<T>(
  look: Look,
  check: (page: Page, screen: Screen) => Promise<T>,
): Promise<Found<T>[]> {
  const screens = await seed();
  const byRole = await Promise.all(
    (['guest', 'customer', 'admin'] as const).map(async (who) => {
      const found: Found<T>[] = [];
      const { page, context } = await visitorAs(who, look);
      for (const screen of screens.filter((s) => s.as === who)) {
        await openScreen(page, screen.path);
        found.push({ where: `${who} ${screen.path}`, found: await check(page, screen) });
      }
      await context.close();
      return found;
    }),
  );
  return byRole.flat();
}

function problems(found: Found<string[]>[]): string[] {
  return found.flatMap(({ where, found: list }) => list.map((p) => `${where}: ${p}`));
}

async function axeAtBothWidths(page: Page): Promise<string[]> {
  const wide = (await violations(page)).map((v) => `1366: ${v}`);
  await page.setViewportSize(NARROW);
  await page.waitForTimeout(300);
  const narrow = (await violations(page)).map((v) => `375: ${v}`);
  await page.setViewportSize(WIDE);
  return [...wide, ...narrow];
}

type Theme = 'dark' | 'light';

function shownTheme(page: Page): Promise<Theme> {
  return page.evaluate(() => (localStorage.getItem('theme') === 'light' ? 'light' : 'dark'));
}

/**
 * The header's switch, as a person turns the theme: the page redrawn in place. A screen without
 * the header (the payment page) is opened again with the other theme stored.
 */
async function switchTheme(page: Page, to: Theme): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Переключить тему' }).first();
  if (await toggle.isVisible()) {
    await toggle.click();
  } else {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), to);
    await openScreen(page, page.url());
  }
  await page.waitForFunction((mode) => localStorage.getItem('theme') === mode, to);
  await page.waitForTimeout(400);
}

/**
 * Both themes in one walk: each screen is opened once, checked in the theme it opens in (dark,
 * the default, on the first), switched with the header's switch and checked again; the next
 * screen opens in the theme the last one ended in. Opening every screen once per theme instead
 * was a third of this file's page loads.
 */
let themeWalk: Promise<Found<Record<Theme, string[]>>[]> | undefined;
function axeInBothThemes(): Promise<Found<Record<Theme, string[]>>[]> {
  themeWalk ??= forEachScreen({}, async (page) => {
    const first = await shownTheme(page);
    const second: Theme = first === 'dark' ? 'light' : 'dark';
    const before = await axeAtBothWidths(page);
    await switchTheme(page, second);
    const after = await axeAtBothWidths(page);
    return first === 'dark' ? { dark: before, light: after } : { dark: after, light: before };
  });
  return themeWalk;
}

// The two walks only read what the seed made, so they run side by side too. (The English walk
// saves English on the accounts it signs in with: the theme walk checks only axe.)
describe('every screen', { concurrency: true }, () => {
  it('in English shows no Cyrillic outside user data', async () => {
    const found = await forEachScreen({ english: true }, async (page) => {
      const lang = await page.evaluate(() => document.documentElement.lang);
      const cyrillic = [...new Set((await visibleText(page)).match(CYRILLIC) ?? [])];
      return [...(lang === 'en' ? [] : [`<html lang="${lang}">`]), ...cyrillic];
    });
    assert.deepEqual(problems(found), []);
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`passes axe (WCAG 2 A and AA) in the ${theme} theme at 1366 and 375 px`, async () => {
      const found = await axeInBothThemes();
      assert.deepEqual(
        problems(found.map(({ where, found: byTheme }) => ({ where, found: byTheme[theme] }))),
        [],
      );
    });
  }
});
