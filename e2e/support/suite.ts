// Every test file gets its own product (fresh database) and one browser for its scenarios.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, type Visitor } from './browser';
import { Product } from './product';

export interface Suite {
  product: Product;
  /** A fresh browser profile (empty storage) at the product's origin. */
  visitor: (viewport?: { width: number; height: number }) => Promise<Visitor>;
}

/**
 * Registers the file's before/after hooks: start the product and Chromium, then stop both.
 * `env` is added to the product's environment (e.g. STATIC_ROOT to serve other builds).
 */
export function productSuite({ env }: { env?: NodeJS.ProcessEnv } = {}): Suite {
  const product = new Product(env);
  let browser: Browser | undefined;
  before(async () => {
    await product.start();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product.dispose();
  });
  return {
    product,
    visitor: (viewport) => {
      if (!browser) throw new Error('the browser starts in the before hook');
      return newVisitor(browser, product.url, viewport);
    },
  };
}
