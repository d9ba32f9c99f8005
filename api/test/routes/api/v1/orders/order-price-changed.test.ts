/**
 * Issue 20, defect 2: a purchase carries the total the customer was shown. When the server's
 * total, priced inside the purchase with the locked rows, differs, nothing is charged: 409
 * 'price_changed' with the new total, in the request's language.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { createCoupon } from '../../../../helpers/marketing.ts';
import {
  balanceOf,
  buy,
  call,
  fund,
  ok,
  quote,
  type Shelf,
  shelf,
} from '../../../../helpers/shop.ts';

// Intl writes its group and currency gaps as no-break spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

for (const backend of backends()) {
  describe(`POST /orders: the total the customer confirmed [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let buyer: Account;

    before(async () => {
      admin = await newAdmin(ctx.app);
      buyer = await createAccount(ctx.app);
      await fund(ctx.app, admin, buyer, '100000');
    });

    async function changed(s: Shelf, shown: string, coupon?: string, language = 'ru') {
      const before = await databaseState(ctx.app);
      const order = {
        product_id: s.productId,
        district_id: s.districtId,
        quantity: 1,
        expected_total: shown,
        ...(coupon && { coupon_code: coupon }),
      };
      const res = await ctx.call(buyer, 'POST', '/api/v1/orders', order, language);
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(await databaseState(ctx.app), before, 'a refused purchase changes nothing');
      return res.json() as { detail: string; code: string; total: string };
    }

    it('a price changed after the page was shown: nothing is charged, the new total is said', async () => {
      const s = await shelf(ctx.app, admin, '50.00', 5);
      const shown = await quote(ctx.app, buyer, s);
      assert.equal(shown, '50.00');
      await ok(ctx.app, admin, 'PUT', `/products/${s.productId}`, { price: '25000' }, 200);
      const balance = await balanceOf(ctx.app, buyer);
      const answer = await changed(s, shown);
      assert.equal(answer.code, 'price_changed');
      assert.equal(answer.total, '25000.00');
      assert.equal(
        plain(answer.detail),
        'Цена изменилась: теперь к оплате 25 000 ₽. Проверьте сумму и подтвердите покупку.',
      );
      const english = await changed(s, shown, undefined, 'en');
      assert.equal(
        plain(english.detail),
        'The price has changed: the total is now RUB 25,000. Check it and confirm the purchase.',
      );
      assert.equal(await balanceOf(ctx.app, buyer), balance);
      // Confirming the new total buys at it.
      const res = await buy(ctx.app, buyer, s, 1, undefined, answer.total);
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().total, '25000.00');
    });

    it('a discount starting, and an auto-apply coupon running out, change the total too', async () => {
      const s = await shelf(ctx.app, admin, '200.00', 5);
      const shown = await quote(ctx.app, buyer, s);
      await ok(ctx.app, admin, 'POST', '/discounts/', {
        name: 'Скидка дня',
        discount_type: 'percentage',
        value: '10',
        product_ids: [s.productId],
      });
      assert.equal((await changed(s, shown)).total, '180.00');

      const t = await shelf(ctx.app, admin, '100.00', 5);
      const coupon = await createCoupon(ctx.app, admin, {
        coupon_type: 'fixed',
        discount_value: 30,
        usage_limit: 1,
        auto_apply: true,
      });
      const withCoupon = await quote(ctx.app, buyer, t);
      assert.equal(withCoupon, '70.00');
      const other = await createAccount(ctx.app);
      await fund(ctx.app, admin, other, '1000');
      const first = await buy(ctx.app, other, t);
      assert.equal(first.json().coupon_code, coupon.code, 'the other customer took the last use');
      assert.equal((await changed(t, withCoupon)).total, '100.00');
    });

    it('the confirmed total is required and must be an amount', async () => {
      const s = await shelf(ctx.app, admin, '10.00', 5);
      const body = { product_id: s.productId, district_id: s.districtId, quantity: 1 };
      const missing = await call(ctx.app, buyer, 'POST', '/orders', body);
      assert.equal(missing.statusCode, 422);
      assert.deepEqual(
        missing.json().detail.map((d: { loc: string[] }) => d.loc),
        [['body', 'expected_total']],
      );
      const bad = await call(ctx.app, buyer, 'POST', '/orders', { ...body, expected_total: '1,5' });
      assert.equal(bad.statusCode, 422);
      assert.deepEqual(bad.json().detail[0].loc, ['body', 'expected_total']);
      // The same figure written otherwise ("10" for "10.00") is the same total.
      const res = await call(ctx.app, buyer, 'POST', '/orders', { ...body, expected_total: '10' });
      assert.equal(res.statusCode, 201, res.body);
    });
  });
}
