// The owner's sales on 'Статистика' (issue 23), against the real API and database: today's
// revenue and orders move when a customer buys and move back when the admin cancels the order;
// the period is kept in the address; the chart draws, and its numbers are a table; 375 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { seeded, signedIn } from '../support/admin';
import { NARROW, violations } from '../support/axe';
import { expect } from '../support/expect';
import { CustomerApi, expectFlash, plain, rowsIn } from '../support/marketing';
import { adminWithShop } from '../support/routes';
import { topUp } from '../support/shop';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

const seed = seeded(async () => {
  const { shop } = await adminWithShop(product, ['salesbuyer'], {
    city: 'Казань',
    district: 'Вахитовский',
    product: 'Чай пуэр',
    price: '250.00',
    stock: 30,
  });
  const buyer = await CustomerApi.signIn(product, 'salesbuyer');
  await topUp(buyer, '1000');
  return { shop, buyer };
});

/** A figure's card as the page shows it, spaces made plain ('Выручка500 ₽До этого: 0 ₽'). */
async function card(page: Page, label: string): Promise<string> {
  return plain(await page.getByRole('group', { name: label }).textContent());
}

/** Waits until the card's figure (its text before 'До этого') is `value`. */
async function expectFigure(page: Page, label: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([name, wanted]) => {
      const group = document.querySelector(`[role="group"][aria-label="${name}"]`);
      const text = (group?.textContent ?? '').replace(/\s/g, ' ');
      return text.split('До этого')[0] === `${name}${wanted}`;
    },
    [label, value.replace(/\s/g, ' ')],
    { timeout: 15_000 },
  );
}

describe("the owner's sales on 'Статистика'", () => {
  it("moves today's revenue with a purchase and back with its cancel", async () => {
    const { shop, buyer } = await seed();
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/statistics?period=today');
    await expectFigure(page, 'Выручка', '0 ₽');
    assert.equal(
      await page.getByRole('button', { name: 'Сегодня' }).getAttribute('aria-pressed'),
      'true',
    );

    const order = await buyer.call<{ number: number }>('POST', '/orders', {
      product_id: shop.productId,
      district_id: shop.districtId,
      quantity: 2,
      expected_total: '500.00',
    });
    await page.reload();
    await expectFigure(page, 'Выручка', '500 ₽');
    await expectFigure(page, 'Заказы', '1');
    assert.match(await card(page, 'Пополнения'), /^Пополнения1 000 ₽/);
    await page.getByRole('table', { name: 'Лучшие товары' }).getByText('Чай пуэр').waitFor();
    // The chart draws in the browser (its own chunk); its numbers are the table beside it.
    await page.locator('svg .MuiBarElement-root, svg rect').first().waitFor();
    await page.getByRole('button', { name: 'Выручка и заказы по дням' }).click();
    const days = page.getByRole('table', { name: 'Выручка и заказы по дням' });
    assert.match(plain(await days.textContent()), /500 ₽1$/);

    await page.goto('/admin/orders');
    const row = rowsIn(page, 'Заказы').filter({ hasText: `№ ${order.number}` });
    await row.getByRole('button', { name: 'Отменить', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Отменить заказ' }).click();
    await expectFlash(page, `Заказ № ${order.number} отменён`);
    // Back to the statistics: the period kept in the address.
    await page.goBack();
    await expect.path(page, '/admin/statistics');
    assert.equal(new URL(page.url()).searchParams.get('period'), 'today');
    await expectFigure(page, 'Выручка', '0 ₽');
    await expectFigure(page, 'Заказы', '0');
    assert.match(await card(page, 'Возвраты'), /^Возвраты500 ₽/);
    assert.deepEqual(pageErrors, []);
  });

  it('fits 375 px, passes axe with the chart and the table open, and takes a period of its own', async () => {
    await seed();
    const { page, pageErrors } = await signedIn(visitor, undefined, undefined, NARROW);
    await page.goto('/admin/statistics');
    await page.getByRole('button', { name: 'Свой период' }).click();
    await page.getByLabel('С', { exact: true }).fill('2026-01-01');
    await page.getByLabel('По', { exact: true }).fill('2025-01-01');
    await expect.text(page, 'Дата окончания раньше даты начала');
    await page.getByLabel('По', { exact: true }).fill('2026-03-31');
    await page.getByRole('button', { name: 'Выручка и заказы по неделям' }).click();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= NARROW.width, `the page is ${width} px wide`);
    assert.deepEqual(await violations(page), []);
    assert.deepEqual(pageErrors, []);
  });
});
