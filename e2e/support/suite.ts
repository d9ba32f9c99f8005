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

export interface SuiteOptions {
  /** Added to the product's environment (e.g. STATIC_ROOT to serve other builds). */
  env?: NodeJS.ProcessEnv;
  /** The product's port, when its settings must name its address (a gateway's return URL). */
  port?: number;
  /** Stops what the file started beside the product (a fake gateway). */
  onStop?: () => Promise<void>;
}

/** Registers the file's before/after hooks: start the product and Chromium, then stop both. */
export function productSuite({ env, port, onStop }: SuiteOptions = {}): Suite {
  const product = new Product(env, port);
  let browser: Browser | undefined;
  before(async () => {
    await product.start();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product.dispose();
    await onStop?.();
  });
  return {
    product,
    visitor: (viewport) => {
      if (!browser) throw new Error('the browser starts in the before hook');
      return newVisitor(browser, product.url, viewport);
    },
  };
}
