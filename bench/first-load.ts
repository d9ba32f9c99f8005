// First load of / and /login in Chromium with an empty cache, as the embedded server sends it
// (the API serving the shell and remotes, like `npm start`): requests, bytes on the wire per kind
// (JS, CSS, other; headers and the body as sent, compressed or not, from Chromium's own network
// events) beside the decoded size, and how many providers of each federation singleton were
// loaded. Budget (issue 13): JS on the wire at most 220 KB for / and 250 KB for /login, every
// singleton loaded once and no file fetched twice; a miss sets the exit code. Run after a build:
// `npm run first-load`.
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startProduct } from './support/start-product';

type Kind = 'JS' | 'CSS' | 'other';
const KINDS: Kind[] = ['JS', 'CSS', 'other'];
const KB = 1024;

interface Fetched {
  url: string;
  kind: Kind;
  /** Headers and body as received: what the network carried. */
  wire: number;
  /** The response headers' share of `wire` (about 1 KB each here, HTTP/1.1). */
  headers: number;
  /** The body after Content-Encoding was undone. */
  decoded: number;
  encoding: string;
  done: boolean;
}

/** Chromium's network events (CDP), which count the bytes before decompression. */
function recordNetwork(cdp: CDPSession) {
  const byId = new Map<string, Fetched>();
  cdp.on('Network.requestWillBeSent', (event) => {
    byId.set(event.requestId, {
      url: event.request.url,
      kind: 'other',
      wire: 0,
      headers: 0,
      decoded: 0,
      encoding: 'none',
      done: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const fetched = byId.get(event.requestId);
    if (!fetched) return;
    fetched.kind = event.type === 'Script' ? 'JS' : event.type === 'Stylesheet' ? 'CSS' : 'other';
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    fetched.encoding = headers['content-encoding'] ?? 'none';
    // Bytes received when the headers were parsed: the headers themselves.
    fetched.headers = event.response.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (event) => {
    const fetched = byId.get(event.requestId);
    if (fetched) fetched.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const fetched = byId.get(event.requestId);
    if (!fetched) return;
    fetched.wire = event.encodedDataLength;
    fetched.done = true;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const fetched = byId.get(event.requestId);
    if (fetched) fetched.done = true;
  });
  return byId;
}

/** Requests already started when the page became usable are counted once they end. */
async function allFinished(byId: Map<string, Fetched>) {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if ([...byId.values()].every((f) => f.done)) return;
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

async function measure(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const byId = recordNetwork(cdp);
  const started = Date.now();
  await page.goto(path);
  await ready(page);
  const usableMs = Date.now() - started;
  await allFinished(byId);
  const fetched = [...byId.values()].filter((f) => f.done && !f.url.startsWith('data:'));
  await cdp.detach();
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

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const sum = (list: Fetched[], key: 'wire' | 'headers' | 'decoded') =>
  list.reduce((total, f) => total + f[key], 0);

/** Prints the figures; returns the budget misses. */
function report(
  title: string,
  budgetKb: number,
  result: Awaited<ReturnType<typeof measure>>,
): string[] {
  const misses: string[] = [];
  const scripts = result.fetched.filter((f) => f.kind === 'JS');
  console.log(`\n${title}`);
  console.log(
    `  requests: ${result.fetched.length} (JS ${scripts.length}), usable after ${result.usableMs} ms`,
  );
  for (const kind of KINDS) {
    const list = result.fetched.filter((f) => f.kind === kind);
    const budget = kind === 'JS' ? ` (budget ${budgetKb} KB)` : '';
    const wire = sum(list, 'wire');
    const headers = sum(list, 'headers');
    console.log(
      `  ${kind.padEnd(5)} ${kb(wire).padStart(9)} on the wire (bodies ${kb(wire - headers)}, headers ${kb(headers)}), ${kb(sum(list, 'decoded'))} decoded${budget}`,
    );
  }
  console.log(
    `  total ${kb(sum(result.fetched, 'wire')).padStart(9)} on the wire, ${kb(sum(result.fetched, 'decoded'))} decoded`,
  );
  const encodings = new Map<string, number>();
  for (const f of scripts) encodings.set(f.encoding, (encodings.get(f.encoding) ?? 0) + 1);
  console.log(
    `  JS content-encoding: ${[...encodings].map(([name, count]) => `${name}×${count}`).join(', ')}`,
  );
  if (sum(scripts, 'wire') > budgetKb * KB) misses.push(`${title}: JS over ${budgetKb} KB`);

  const twice = Object.entries(result.singletons).filter(([, count]) => count !== 1);
  console.log(
    `  singletons loaded: ${Object.keys(result.singletons).length}, loaded more than once: ${twice.length ? twice.map(([n, c]) => `${n}×${c}`).join(', ') : 'none'}`,
  );
  if (twice.length) misses.push(`${title}: a singleton loaded more than once`);
  const urls = result.fetched.map((f) => f.url);
  const repeated = [...new Set(urls.filter((url, i) => urls.indexOf(url) !== i))];
  if (repeated.length) misses.push(`${title}: fetched twice: ${repeated.join(', ')}`);

  const largest = [...scripts]
    .sort((a, b) => b.wire - a.wire)
    .slice(0, Number(process.env.TOP ?? 6));
  for (const f of largest) {
    console.log(
      `    ${kb(f.wire).padStart(9)} ${f.encoding.padEnd(4)}  ${new URL(f.url).pathname}`,
    );
  }
  return misses;
}

async function main() {
  const product = await startProduct();
  const browser = await launchChromium();
  const misses: string[] = [];
  try {
    for (const [title, path, budgetKb, ready] of [
      ['First load of /', '/', 220, (page: Page) => page.getByText('Главная').first().waitFor()],
      [
        'First load of /login (until the form is usable)',
        '/login',
        250,
        (page: Page) => page.locator('input[name="username"]:not([disabled])').waitFor(),
      ],
    ] as const) {
      const context = await browser.newContext({ baseURL: product.url });
      misses.push(...report(title, budgetKb, await measure(await context.newPage(), path, ready)));
      await context.close();
    }
  } finally {
    await browser.close();
    await product.stop();
  }
  console.log(misses.length ? `\nBudget missed:\n  ${misses.join('\n  ')}` : '\nBudget met.');
  if (misses.length) process.exitCode = 1;
}

await main();
