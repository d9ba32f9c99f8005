// Small waiting assertions over playwright-core (which has no test runner of its own).
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

export const expect = {
  /** Waits until the text is visible on the page. */
  async text(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
    await page.getByText(text).first().waitFor({ state: 'visible', timeout });
  },

  /** Waits until the page's path is the expected one. */
  async path(page: Page, pathname: string, timeout = 15_000): Promise<void> {
    try {
      await page.waitForURL((url) => url.pathname === pathname, { timeout });
    } catch {
      assert.equal(new URL(page.url()).pathname, pathname);
    }
  },
};
