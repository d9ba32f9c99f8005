// The axe scan every accessibility test relies on (support/axe.ts) finds what it must: a page
// with known faults reports each, scoped scans see only their part, and a second scan of the
// same document (axe already injected) still reports.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { violations } from '../support/axe';
import { launchBrowser } from '../support/browser';

const FAULTY = `<!doctype html><html lang="ru"><head><title>Проверка</title></head><body>
  <main><h1>Страница</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p style="color:#777;background:#888">Бледный текст</p></main>
  <section id="form"><input type="text"></section></body></html>`;

describe('the axe scan', () => {
  let browser: Browser;
  let page: Page;
  before(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setContent(FAULTY);
  });
  after(() => browser.close());

  it('reports every WCAG A/AA fault of the page, as "rule: target" lines', async () => {
    const found = await violations(page);
    for (const rule of ['image-alt', 'color-contrast', 'label']) {
      assert.ok(
        found.some((line) => line.startsWith(`${rule}: `)),
        `${rule} in ${found}`,
      );
    }
  });

  it('scans only the part it is given, and only the rules named; a second scan still reports', async () => {
    assert.deepEqual(await violations(page, { include: '#form', rules: ['image-alt'] }), []);
    const label = await violations(page, { include: '#form', explain: true });
    assert.equal(label.length, 1);
    assert.match(label[0] ?? '', /^label: input .+/);
  });
});
