// Issue 14 under issue 13's rule: axe (WCAG 2 A and AA) on the shop's states beyond the screens
// at rest — its dialogs open and its forms and refusals showing — in both themes, wide and narrow.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { SEED_PASSWORD, seeded, signedIn } from '../support/admin';
import { NARROW, settled, THEMES, violations, WIDE } from '../support/axe';
import { CustomerApi } from '../support/marketing';
import { ADMIN } from '../support/product';
import { adminWithShop } from '../support/routes';
import { topUp } from '../support/shop';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();
const seed = seeded(async () => {
  const { shop } = await adminWithShop(product, ['a11ybuyer', 'a11ypoor'], {
    city: 'Тверь',
    district: 'Заволжский',
    product: 'Кофе',
    price: '250.00',
    stock: 20,
  });
  const buyer = await CustomerApi.signIn(product, 'a11ybuyer');
  await topUp(buyer, '1000.00');
  await buyer.call('POST', '/orders', {
    product_id: shop.productId,
    district_id: shop.districtId,
    quantity: 1,
    expected_total: '250.00',
  });
  return shop;
});

function checker(page: Page, found: string[]) {
  return async (what: string) => {
    await settled(page);
    found.push(...(await violations(page)).map((v) => `${what}: ${v}`));
  };
}

describe("axe in the shop's states", () => {
  for (const theme of THEMES) {
    it(`the back-office's shop dialogs, ${theme} theme`, async () => {
      await seed();
      const { page } = await signedIn(visitor, ADMIN.username, ADMIN.password, WIDE);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      const found: string[] = [];
      const check = checker(page, found);

      await page.goto('/admin/products');
      await page.getByRole('button', { name: 'Загрузить' }).first().click();
      await page.getByRole('dialog', { name: 'Остатки' }).getByRole('textbox').first().fill('-1');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await check('stock dialog with its error');
      await page.keyboard.press('Escape');

      await page.goto('/admin/payments');
      await page.getByRole('button', { name: 'Начислить или списать' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Провести' }).click();
      await check('balance adjustment dialog with its errors');
      await page.keyboard.press('Escape');

      await page.setViewportSize(NARROW);
      await page.goto('/admin/orders');
      await page
        .getByRole('button', { name: /^Действия: заказ № / })
        .first()
        .click();
      await check('375 px, order actions menu');
      await page.getByRole('menuitem', { name: 'Отменить' }).click();
      await page.getByRole('dialog').waitFor();
      await check('375 px, cancel order dialog');
      assert.deepEqual(found, []);
    });

    it(`the customer's forms and refusals, ${theme} theme`, async () => {
      const shop = await seed();
      const { page } = await signedIn(visitor, 'a11ypoor', SEED_PASSWORD, WIDE);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      const found: string[] = [];
      const check = checker(page, found);

      await page.goto('/user/finance');
      await page.getByLabel('Сумма, ₽').fill('50');
      await page.getByRole('button', { name: 'Пополнить', exact: true }).click();
      await page.getByText(/Минимальная сумма пополнения/).waitFor();
      await check('top-up below the minimum');

      await page.goto('/products');
      await page.getByLabel('Город').selectOption({ label: 'Тверь' });
      await page.getByRole('link', { name: /Кофе/ }).click();
      await page.getByRole('textbox', { name: 'Промокод' }).fill('NOSUCH');
      await page.getByRole('button', { name: 'Применить', exact: true }).click();
      await page.getByText('Купон не найден').waitFor();
      await page.getByRole('textbox', { name: 'Промокод' }).fill('');
      await page.getByRole('button', { name: 'Купить', exact: true }).click();
      await page.getByText('Недостаточно средств на балансе').waitFor();
      await check('product page: unknown coupon, refused purchase');
      await page.setViewportSize(NARROW);
      await check(`375 px, product ${shop.productId} with its refusals`);
      assert.deepEqual(found, []);
    });
  }
});
