// /admin/users as the superuser: the debounced search, the role and state filters, paging, and
// the address keeping all of it. Data is seeded through the real API.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Account,
  expectLogins,
  expectQuery,
  expectRowCount,
  rowOf,
  seededAccounts,
  signedIn,
} from '../support/admin';
import { expect } from '../support/expect';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

const two = (n: number) => String(n).padStart(2, '0');
/** 23 active and 3 inactive customers and 2 executors: 28 matches for 'pager', 26 customers. */
const PAGER_CUSTOMERS = [
  ...Array.from({ length: 23 }, (_, i) => `pager-${two(i + 1)}`),
  ...['pager-off-1', 'pager-off-2', 'pager-off-3'],
];

const seed = seededAccounts(product, [
  ...PAGER_CUSTOMERS.map((name): Account => [name, 'customer', !/off/.test(name)]),
  ['pager-exec-1', 'executor'],
  ['pager-exec-2', 'executor'],
  ['zebra-one'],
  ['zebra-two'],
]);

const pager = (page: import('playwright-core').Page) =>
  page.getByRole('navigation', { name: 'Страницы' });

describe('the users list', () => {
  it('searches 300 ms after the last keystroke, and at once on Enter', async () => {
    await seed();
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/users?page=2');
    await expect.text(page, 'Страница 2 из 2');
    const searches: { value: string; at: number }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const search = url.searchParams.get('search');
      if (url.pathname === '/api/v1/admin/users' && search !== null) {
        searches.push({ value: search, at: Date.now() });
      }
    });
    const box = page.getByRole('searchbox', { name: 'Поиск' });

    // Keystrokes 50 ms apart: one request, for the whole word, once typing stops.
    await box.pressSequentially('ebra-o', { delay: 50 });
    await expectLogins(page, ['zebra-one']);
    await page.waitForTimeout(500);
    assert.deepEqual(
      searches.map((s) => s.value),
      ['ebra-o'],
    );
    await expectQuery(page, { search: 'ebra-o' }); // typing went back to page 1

    // Enter does not wait for the debounce.
    searches.length = 0;
    const typedAt = Date.now();
    await box.fill('zebra-t');
    await box.press('Enter');
    await expectLogins(page, ['zebra-two']);
    await page.waitForTimeout(500);
    assert.deepEqual(
      searches.map((s) => s.value),
      ['zebra-t'],
    );
    const waited = (searches[0]?.at ?? Number.POSITIVE_INFINITY) - typedAt;
    assert.ok(waited < 300, `the Enter search was sent ${waited} ms after typing`);

    await page.reload();
    await expectLogins(page, ['zebra-two']);
    assert.equal(await box.inputValue(), 'zebra-t');
    await expectQuery(page, { search: 'zebra-t' });

    await box.fill('нет-такого-логина');
    await box.press('Enter');
    await expect.text(page, 'Пользователи не найдены');
    await expect.text(page, 'Страница 1 из 1');
    assert.deepEqual(pageErrors, []);
  });

  it('narrows by role and state, pages by 20, and keeps it all in the address', async () => {
    await seed();
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/users?search=pager');
    await expect.text(page, 'Страница 1 из 2');
    await page.getByTestId('total-badge').getByText('28', { exact: true }).waitFor();

    await page.getByLabel('Роль', { exact: true }).selectOption('customer');
    await expectQuery(page, { search: 'pager', role: 'customer' });
    await page.getByTestId('total-badge').getByText('26', { exact: true }).waitFor();
    await expect.text(page, 'Страница 1 из 2');
    const first = await expectRowCount(page, 20);

    await pager(page).getByRole('button', { name: 'Вперёд' }).click();
    await expect.text(page, 'Страница 2 из 2');
    await expectQuery(page, { search: 'pager', role: 'customer', page: '2' });
    const second = await expectRowCount(page, 6);
    assert.deepEqual([...first, ...second].sort(), [...PAGER_CUSTOMERS].sort());

    await page.reload();
    await expect.text(page, 'Страница 2 из 2');
    await expectLogins(page, second);
    assert.equal(await page.getByLabel('Роль', { exact: true }).inputValue(), 'customer');

    await page.goBack();
    await expect.text(page, 'Страница 1 из 2');
    await expectQuery(page, { search: 'pager', role: 'customer' });
    await expectLogins(page, first);

    await page.getByLabel('Статус', { exact: true }).selectOption('false');
    await expectQuery(page, { search: 'pager', role: 'customer', active: 'false' });
    await expectLogins(page, ['pager-off-1', 'pager-off-2', 'pager-off-3']);
    await expect.text(page, 'Страница 1 из 1');
    await rowOf(page, 'pager-off-1').getByText('Неактивный', { exact: true }).waitFor();

    await page.goBack();
    await expectQuery(page, { search: 'pager', role: 'customer' });
    await expectRowCount(page, 20);
    assert.deepEqual(pageErrors, []);
  });
});
