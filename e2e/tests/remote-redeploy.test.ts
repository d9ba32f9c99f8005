// Issue 6: one remote rebuilt and redeployed while shells are open, the shell not rebuilt. A
// reload loads the new build; a shell opened before the deploy loads it on its first visit; a
// shell that already holds the old manifest keeps working, because the old chunks stay served.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { AdminApi, SEED_PASSWORD } from '../support/admin';
import { uniqueName } from '../support/browser';
import {
  buildRemote,
  copyBuildsToStaticRoot,
  deployRemote,
  manifestChunks,
  readManifest,
  snapshot,
} from '../support/builds';
import { expect } from '../support/expect';
import { login } from '../support/flows';
import { REPO_ROOT } from '../support/product';
import { productSuite } from '../support/suite';

const REMOTE = 'mf-customer';
/** The global its remoteEntry.js assigns its container to (its federation name). */
const CONTAINER = 'mf_customer';
const staticRoot = copyBuildsToStaticRoot();
const served = join(staticRoot, REMOTE, 'dist');
const rebuiltDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-rebuild-'));
const { product, visitor } = productSuite({ env: { STATIC_ROOT: staticRoot } });

after(() => {
  rmSync(staticRoot, { recursive: true, force: true });
  rmSync(rebuiltDir, { recursive: true, force: true });
});

/** What one tab fetched from the remote, and everything that went wrong there. */
interface Traffic {
  /** File names fetched under /remotes/mf-customer/, in order. */
  remoteFiles: string[];
  problems: string[];
}

function watch(page: Page): Traffic {
  const traffic: Traffic = { remoteFiles: [], problems: [] };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith(`/remotes/${REMOTE}/`)) {
      traffic.remoteFiles.push(basename(url.pathname));
    }
    if (response.status() >= 400) traffic.problems.push(`${response.status()} ${url.pathname}`);
  });
  page.on('requestfailed', (request) => {
    // A reload cancels the API calls in flight; a script or manifest must never fail.
    if (request.resourceType() !== 'fetch' || request.url().includes('/remotes/')) {
      traffic.problems.push(`${request.failure()?.errorText} ${request.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') traffic.problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => traffic.problems.push(`page: ${error.message}`));
  return traffic;
}

/** mf-customer's settings page rendered, not the shell's message for a remote that failed. */
async function expectSettings(page: Page, traffic: Traffic): Promise<void> {
  const failed = page.getByText('Не удалось загрузить раздел');
  await page.getByText('Смена пароля').or(failed).first().waitFor();
  assert.equal(await failed.count(), 0, `the remote failed: ${traffic.problems.join('; ')}`);
  await page.getByLabel('Текущий пароль').waitFor();
}

/**
 * Holds the page's requests for the remote's chunks (not remoteEntry.js) until `release`, then
 * lets them reach the server. `entryRan` resolves once the page has run that remoteEntry.js: its
 * container (`window.mf_customer`, assigned on the script's last line) exists. The expose's
 * chunk, fetched beside it as the manifest says, is among the held ones by then.
 */
async function holdChunks(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(`**/remotes/${REMOTE}/*.js`, (route) => {
    const name = basename(new URL(route.request().url()).pathname);
    if (released || name === 'remoteEntry.js') return route.continue();
    held.push(route);
  });
  return {
    entryRan: async () => {
      await page.waitForFunction(
        (container) => (window as unknown as Record<string, unknown>)[container] !== undefined,
        CONTAINER,
        { timeout: 15_000 },
      );
      assert.ok(held.length > 0, 'the expose chunk is held');
    },
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** A fresh browser signed in as `username`, on the shell's home page (no remote loaded). */
async function signedInAtHome(username: string) {
  const signed = await visitor();
  await login(signed.page, username, SEED_PASSWORD);
  await signed.page.goto('/');
  await expect.text(signed.page, 'Сайт находится в разработке');
  return signed;
}

/** The chunks among the files (remoteEntry.js apart). */
function scripts(files: string[]): string[] {
  return files.filter((name) => name.endsWith('.js') && name !== 'remoteEntry.js');
}

describe('scripts/deploy-remote.mjs', () => {
  it('refuses an unknown remote, a build without a manifest and a folder that is no site', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'storefront-e2e-empty-'));
    const untouched = snapshot(staticRoot);
    try {
      const unknown = await deployRemote('mf-nope', staticRoot);
      assert.equal(unknown.code, 2);
      assert.match(unknown.output, /Неизвестный удалённый модуль «mf-nope»/);

      const noManifest = await deployRemote(REMOTE, staticRoot, empty);
      assert.equal(noManifest.code, 2);
      assert.match(noManifest.output, /нет mf-manifest\.json/);

      const noSite = await deployRemote(REMOTE, empty, served);
      assert.equal(noSite.code, 2);
      assert.match(noSite.output, /не корень статики: в нём нет shell\/dist\/index\.html/);

      const otherRemote = await deployRemote('mf-auth', staticRoot, served);
      assert.equal(otherRemote.code, 2);
      assert.match(otherRemote.output, /описывает «mf_customer», а не «mf_auth»/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
    assert.deepEqual(snapshot(staticRoot), untouched);
  });
});

describe('a remote redeployed while shells are open', () => {
  it('is loaded by a reload and by a first visit, and the old build keeps working', async () => {
    const shellServed = join(staticRoot, 'shell', 'dist');
    const before = {
      served: snapshot(served),
      shellServed: snapshot(shellServed),
      shellRepo: snapshot(join(REPO_ROOT, 'shell', 'dist')),
      remoteRepo: snapshot(join(REPO_ROOT, REMOTE, 'dist')),
    };
    const oldManifest = readManifest(served);
    const oldExpose = oldManifest.exposes[0]?.assets.js.sync[0] ?? '';
    // A genuinely new build of unchanged sources: the marker changes every script's bytes. It
    // is built while the tabs below open (30-60 s on two cores).
    const marker = `e2e-${Date.now().toString(36)}`;
    const rebuilt = buildRemote(REMOTE, rebuiltDir, marker);
    rebuilt.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled

    const admin = await AdminApi.signIn(product);
    const username = uniqueName('redeploy');
    await admin.createUser(username);

    // One person, two tabs: A on the shell's home page (mf-customer never loaded), B on
    // /user/settings (mf-customer loaded).
    const person = await signedInAtHome(username);
    const tabA = person.page;
    // Watched from here on: what the sign-in page left in flight is cancelled by that goto.
    const trafficA = watch(tabA);
    const tabB = await person.context.newPage();
    const trafficB = watch(tabB);
    await tabB.goto('/user/settings');
    await expectSettings(tabB, trafficB);
    assert.ok(trafficB.remoteFiles.includes(oldExpose), `B loaded ${oldExpose}`);

    // Tab C, another browser (its own cache), is loading mf-customer when the deploy lands: its
    // chunk requests are held until the deploy is over, then answered by the server. The
    // federation runtime fetches the manifest, then remoteEntry.js with the expose's chunk the
    // manifest names; once remoteEntry.js has run with that chunk held, C has the OLD manifest
    // and the OLD remoteEntry.js in memory.
    const other = await signedInAtHome(username);
    const tabC = other.page;
    const trafficC = watch(tabC);
    await rebuilt;
    const newManifest = readManifest(rebuiltDir);
    const newExpose = newManifest.exposes[0]?.assets.js.sync[0] ?? '';
    const hold = await holdChunks(tabC);
    await tabC.getByRole('link', { name: 'Настройки' }).first().click();
    await hold.entryRan();
    assert.deepEqual(
      trafficC.remoteFiles.filter((name) => !name.endsWith('.js') || name === 'remoteEntry.js'),
      ['mf-manifest.json', 'remoteEntry.js'],
    );

    // Deploy the rebuilt remote into the served root.
    const deployed = await deployRemote(REMOTE, staticRoot, rebuiltDir);
    assert.equal(deployed.code, 0, deployed.output);

    // (a) The served manifest is the new one and names only chunks that did not exist before;
    // every file of the old build is still there, unchanged, and still served.
    assert.deepEqual(readManifest(served), newManifest);
    for (const chunk of manifestChunks(newManifest)) {
      assert.ok(!before.served.has(chunk), `${chunk} is new`);
    }
    const now = snapshot(served);
    const newBuild = snapshot(rebuiltDir);
    for (const file of newBuild.keys()) {
      const bytes = readFileSync(join(served, file));
      assert.ok(bytes.equals(readFileSync(join(rebuiltDir, file))), `${file} deployed`);
    }
    // Only the files the new build has under the same names (remoteEntry.js...) were replaced.
    for (const [file, stamp] of before.served) {
      if (!newBuild.has(file)) assert.equal(now.get(file), stamp, `${file} kept as it was`);
    }
    for (const chunk of [oldExpose, ...manifestChunks(oldManifest)]) {
      const response = await fetch(`${product.url}/remotes/${REMOTE}/${chunk}`);
      assert.equal(response.status, 200, `old ${chunk} still served`);
      assert.equal(await response.text(), readFileSync(join(served, chunk), 'utf8'));
    }
    const manifestResponse = await fetch(`${product.url}/remotes/${REMOTE}/mf-manifest.json`);
    assert.equal(manifestResponse.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await manifestResponse.json(), newManifest);

    // (e) Tab C goes on with the old build: its held chunk requests reach the server now.
    await hold.release();
    await expectSettings(tabC, trafficC);
    const filesC = scripts(trafficC.remoteFiles);
    assert.ok(filesC.includes(oldExpose), `C loaded the old ${oldExpose}`);
    for (const file of filesC) assert.ok(before.served.has(file), `C loaded the old ${file}`);
    assert.deepEqual(trafficC.problems, []);

    // (c) Tab A, opened before the deploy and never reloaded, goes to the settings through the
    // shell's menu: it loads the NEW build on that first visit.
    await tabA.getByRole('link', { name: 'Настройки' }).first().click();
    await expect.path(tabA, '/user/settings');
    await expectSettings(tabA, trafficA);
    const filesA = scripts(trafficA.remoteFiles);
    assert.ok(filesA.includes(newExpose), `A loaded the new ${newExpose}`);
    for (const file of filesA) assert.ok(!before.served.has(file), `A loaded the new ${file}`);
    assert.deepEqual(trafficA.problems, []);

    // (b) A reload of tab B fetches the new manifest, the new remoteEntry.js and new chunks.
    trafficB.remoteFiles.length = 0;
    const entryAnswer = tabB.waitForResponse((r) => r.url().endsWith(`${REMOTE}/remoteEntry.js`));
    const manifestAnswer = tabB.waitForResponse((r) =>
      r.url().endsWith(`${REMOTE}/mf-manifest.json`),
    );
    await tabB.reload();
    await expectSettings(tabB, trafficB);
    assert.deepEqual(await (await manifestAnswer).json(), newManifest);
    assert.match(await (await entryAnswer).text(), new RegExp(`build ${marker}`));
    const filesB = scripts(trafficB.remoteFiles);
    assert.ok(filesB.includes(newExpose), `B loaded the new ${newExpose}`);
    for (const file of filesB) assert.ok(!before.served.has(file), `B loaded the new ${file}`);
    assert.deepEqual(trafficB.problems, []);

    // (d) Neither the served shell nor the repository's builds were touched.
    assert.deepEqual(snapshot(shellServed), before.shellServed);
    assert.deepEqual(snapshot(join(REPO_ROOT, 'shell', 'dist')), before.shellRepo);
    assert.deepEqual(snapshot(join(REPO_ROOT, REMOTE, 'dist')), before.remoteRepo);
    await other.context.close();
    await person.context.close();
  });
});
