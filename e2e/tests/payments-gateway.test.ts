// Real money (issue 20), as customers and an admin meet it, against the real API and database
// and a local fake ЮKassa that implements the gateway's documented contract and shows its own
// checkout page: a top-up leaves for the gateway, comes back and is credited by the gateway's
// notification; a customer who closed the gateway's page resumes the payment from
// /user/finance, and a lost notification is made good by asking the gateway; a pending one is
// cancelled; the admin finds the payment by the gateway's id in 'Журнал финансов'; a price
// changed under an open product page charges nothing until the customer confirms the new one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startFakeYookassa } from '../../api/test/helpers/fake-yookassa';
import { SEED_PASSWORD, seeded, signedIn } from '../support/admin';
import { expect } from '../support/expect';
import { CustomerApi, plain, rowsIn } from '../support/marketing';
import { freePort } from '../support/product';
import { adminWithShop } from '../support/routes';
import { expectBalance } from '../support/shop';
import { productSuite } from '../support/suite';

const gateway = await startFakeYookassa({ checkoutPages: true });
const port = await freePort();
const { product, visitor } = productSuite({
  port,
  env: {
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_SHOP_ID: gateway.shopId,
    YOOKASSA_SECRET_KEY: gateway.secretKey,
    YOOKASSA_API_URL: gateway.url,
    YOOKASSA_RETURN_URL: `http://127.0.0.1:${port}`,
    // The fake posts its notifications from this machine.
    YOOKASSA_NOTIFICATION_IPS: '127.0.0.1/32',
  },
  onStop: () => gateway.close(),
});
gateway.webhook = `http://127.0.0.1:${port}/api/v1/payments/notifications`;

const seed = seeded(() =>
  adminWithShop(product, ['payer', 'returner', 'pricewatcher'], {
    city: 'Казань',
    district: 'Вахитовский',
    product: 'Чай сенча',
    price: '50.00',
    stock: 20,
  }),
);

/** From /user/finance to the gateway's checkout page with a new top-up of `amount` roubles. */
async function startTopUp(page: Page, amount: string): Promise<void> {
  await page.goto('/user/finance');
  await page.getByLabel('Сумма, ₽').fill(amount);
  await page.getByRole('button', { name: 'Пополнить', exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(gateway.origin));
  await expect.text(page, `${amount}.00 RUB`);
}

describe('real money through ЮKassa', () => {
  it("tops up on the gateway's page, comes back credited, and the admin finds the payment", async () => {
    await seed();
    const { page, pageErrors } = await signedIn(visitor, 'payer', SEED_PASSWORD);
    await page.goto('/user/finance');
    await page.getByRole('button', { name: 'Пополнить', exact: true }).waitFor();
    assert.equal(await page.getByText('Тестовый режим').count(), 0, 'no test-mode notice');

    await startTopUp(page, '500');
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    await expect.text(page, /Баланс пополнен на 500\s₽/);
    await expectBalance(page, '500 ₽');

    await page.goto('/user/finance');
    const row = rowsIn(page, 'Пополнения баланса').first();
    await row.getByText('Оплачен').waitFor();

    const [paid] = [...gateway.payments.values()];
    assert.ok(paid);
    const admin = await signedIn(visitor);
    await admin.page.goto('/admin/payments?tab=payments');
    await admin.page.getByRole('searchbox').fill(paid.id);
    const found = rowsIn(admin.page, 'Платежи покупателей').filter({ hasText: paid.id });
    await found.waitFor();
    const text = plain(await found.textContent());
    assert.match(text, /payer/);
    assert.match(text, /Оплачен/);
    assert.match(text, /ЮKassa/);
    assert.deepEqual(pageErrors, []);
  });

  it('resumes a payment whose page was closed, is credited without the lost notification, and cancels another', async () => {
    await seed();
    const { page, pageErrors } = await signedIn(visitor, 'returner', SEED_PASSWORD);
    await startTopUp(page, '300');
    // The customer closes the gateway's page and comes back later.
    await page.goto('/user/finance');
    const pending = rowsIn(page, 'Пополнения баланса').filter({ hasText: 'Ожидает оплаты' });
    await pending.getByRole('button', { name: 'Продолжить оплату' }).click();
    await page.waitForURL((url) => url.href.startsWith(gateway.origin));
    // The gateway takes the money, but its notification never reaches the shop.
    gateway.loseNotifications(1);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    // The return page asks the shop, which asks the gateway.
    await expect.text(page, /Баланс пополнен на 300\s₽/, 30_000);
    await expectBalance(page, '300 ₽');

    await startTopUp(page, '200');
    await page.goto('/user/finance');
    const another = rowsIn(page, 'Пополнения баланса').filter({ hasText: 'Ожидает оплаты' });
    await another.getByRole('button', { name: 'Отменить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Отменить платёж' }).click();
    await rowsIn(page, 'Пополнения баланса').filter({ hasText: 'Отменён' }).waitFor();
    await expectBalance(page, '300 ₽');
    assert.deepEqual(pageErrors, []);
  });

  it('charges nothing when the price changed under an open page, then buys at the price shown', async () => {
    const { api, shop } = await seed();
    const buyer = await CustomerApi.signIn(product, 'pricewatcher');
    const payment = await buyer.call<{ id: string }>('POST', '/payments', { amount: '500.00' });
    const gatewayPayment = gateway.paymentFor(payment.id);
    assert.ok(gatewayPayment);
    gateway.succeed(gatewayPayment.id);
    await gateway.notify(gateway.webhook, gatewayPayment.id);

    const { page, pageErrors } = await signedIn(visitor, 'pricewatcher', SEED_PASSWORD);
    await expectBalance(page, '500 ₽');
    await page.goto('/products');
    await page.getByLabel('Город').selectOption({ label: 'Казань' });
    await page.getByRole('link', { name: /Чай сенча/ }).click();
    await expect.path(page, `/products/${shop.productId}`);
    await expect.text(page, /Итого: 50\s₽/);
    await api.call('PUT', `/products/${shop.productId}`, { price: '120.00' });

    await page.getByRole('button', { name: 'Купить', exact: true }).click();
    await expect.text(page, /Цена изменилась: теперь к оплате 120\s₽/);
    await expect.text(page, /Итого: 120\s₽/);
    await expectBalance(page, '500 ₽');
    const orders = await buyer.call<{ total: number }>('GET', '/orders/my');
    assert.equal(orders.total, 0, 'nothing was bought at a price never shown');

    await page.getByRole('button', { name: 'Купить', exact: true }).click();
    await page.getByText(/Заказ № \d+ оформлен/).waitFor();
    await expectBalance(page, '380 ₽');
    assert.deepEqual(pageErrors, []);
  });
});
