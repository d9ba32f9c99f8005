// First load of / and /login in Chromium with an empty cache: requests, JS bytes (raw and
// gzip -9) and how many providers of each federation singleton were loaded. Budget: 300 KB
// gzip of JS before the login form is usable. Run after a build: `npm run first-load`.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startProduct } from './support/start-product';

interface Fetched {
  url: string;
  bytes: number;
  gzip: number;
  isScript: boolean;
}

async function measure(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const fetched: Fetched[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    pending.push(
      response
        .body()
        .then((body) => {
          const isScript = /\.js(\?|$)/.test(response.url());
          fetched.push({
            url: response.url(),
            bytes: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            isScript,
          });
        })
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  const started = Date.now();
  await page.goto(path);
  await ready(page);
  const usableMs = Date.now() - started;
  await Promise.all(pending);
  page.off('response', onResponse);
  const singletons = await page.evaluate(loadedProviders);
  return { fetched, usableMs, singletons };
}

/** Runs in the page: for each shared package, how many provider versions were loaded. */
function loadedProviders(): Record<string, number> {
  const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } })
    .__FEDERATION__?.__SHARE__;
  const counts: Record<string, Set<string>> = {};
  for (const scopes of Object.values(share ?? {})) {
    for (const packages of Object.values(
      scopes as Record<string, Record<string, Record<string, { from?: string; loaded?: boolean }>>>,
    )) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, entry] of Object.entries(versions)) {
          if (!entry.loaded) continue;
          counts[name] ??= new Set();
          counts[name].add(`${entry.from}@${version}`);
        }
      }
    }
  }
  return Object.fromEntries(Object.entries(counts).map(([name, set]) => [name, set.size]));
}

function report(title: string, result: Awaited<ReturnType<typeof measure>>) {
  const scripts = result.fetched.filter((f) => f.isScript);
  const sum = (list: Fetched[], key: 'bytes' | 'gzip') =>
    list.reduce((total, f) => total + f[key], 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\n${title}`);
  console.log(
    `  requests: ${result.fetched.length} (JS ${scripts.length}), usable after ${result.usableMs} ms`,
  );
  console.log(
    `  JS: ${kb(sum(scripts, 'bytes'))} raw, ${kb(sum(scripts, 'gzip'))} gzip -9 (budget 300 KB)`,
  );
  const twice = Object.entries(result.singletons).filter(([, count]) => count !== 1);
  console.log(
    `  singletons loaded: ${Object.keys(result.singletons).length}, loaded more than once: ${twice.length ? twice.map(([n, c]) => `${n}×${c}`).join(', ') : 'none'}`,
  );
  const largest = [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, Number(process.env.TOP ?? 6));
  for (const f of largest)
    console.log(`    ${kb(f.gzip).padStart(9)} gzip  ${new URL(f.url).pathname}`);
}

async function main() {
  const product = await startProduct();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    for (const [title, path, ready] of [
      ['First load of /', '/', (page: Page) => page.getByText('Главная').first().waitFor()],
      [
        'First load of /login (until the form is usable)',
        '/login',
        (page: Page) => page.locator('input[name="username"]:not([disabled])').waitFor(),
      ],
    ] as const) {
      const context = await browser.newContext({ baseURL: product.url });
      report(title, await measure(await context.newPage(), path, ready));
      await context.close();
    }
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main();
