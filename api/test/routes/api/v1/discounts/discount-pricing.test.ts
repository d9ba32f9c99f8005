import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { App } from '../../../../../src/app.ts';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { createCoupon } from '../../../../helpers/marketing.ts';
import { fromNow, watchCache } from '../../../../helpers/service.ts';
import { balanceOf, buy, call, fund, ok, type Shelf, shelf } from '../../../../helpers/shop.ts';

interface ProductPage {
  discounts: { id: number; name: string; discount_type: string; value: string }[];
}
interface OrderAnswer {
  subtotal: string;
  discount_amount: string;
  discount_name: string | null;
  coupon_code: string | null;
  coupon_discount: string;
  total: string;
}

const page = (app: App, s: Shelf, city: number | null = s.cityId) =>
  ok<ProductPage>(
    app,
    null,
    'GET',
    `/shop/products/${s.productId}${city === null ? '' : `?city_id=${city}`}`,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const backend of backends()) {
  describe(`automatic discounts at checkout and on the product page [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    const discount = (s: Shelf, fields: object) =>
      ok<{ id: number }>(ctx.app, admin, 'POST', '/discounts/', {
        name: 'Скидка',
        discount_type: 'percentage',
        value: '10',
        product_ids: [s.productId],
        ...fields,
      });

    async function purchase(s: Shelf, coupon?: string): Promise<[OrderAnswer, Account]> {
      const buyer = await createAccount(ctx.app);
      await fund(ctx.app, admin, buyer, '5000');
      const res = await buy(ctx.app, buyer, s, 1, coupon);
      assert.equal(res.statusCode, 201, res.body);
      return [res.json(), buyer];
    }

    it('applies the largest active discount for the product and city; the order keeps it', async () => {
      const s = await shelf(ctx.app, admin, '1000.00', 10);
      await discount(s, { name: 'Десять процентов', value: '10' });
      await discount(s, { name: 'Сто пятьдесят', discount_type: 'fixed', value: '150' });
      await discount(s, { name: 'Для города', value: '12.5', city_id: s.cityId });
      const shown = await page(ctx.app, s);
      assert.deepEqual(shown.discounts.map((d) => d.name).sort(), [
        'Десять процентов',
        'Для города',
        'Сто пятьдесят',
      ]);
      const [order, buyer] = await purchase(s);
      assert.equal(order.subtotal, '1000.00');
      assert.equal(order.discount_amount, '150.00');
      assert.equal(order.discount_name, 'Сто пятьдесят');
      assert.equal(order.total, '850.00');
      assert.equal(await balanceOf(ctx.app, buyer), '4150.00');
      const mine = await ok<{ orders: OrderAnswer[] }>(ctx.app, buyer, 'GET', '/orders/my');
      assert.equal(mine.orders[0]?.discount_name, 'Сто пятьдесят');
    });

    it('ignores inactive, expired, future, other-city and other-product discounts', async () => {
      const s = await shelf(ctx.app, admin, '200.00', 10);
      const other = await shelf(ctx.app, admin, '200.00', 10);
      await discount(s, { is_active: false, value: '50' });
      await discount(s, { valid_from: fromNow(-7_200_000), valid_until: fromNow(-3_600_000) });
      await discount(s, { valid_from: fromNow(3_600_000) });
      await discount(s, { city_id: other.cityId, value: '40' });
      await discount(other, { value: '30' });
      assert.deepEqual((await page(ctx.app, s)).discounts, []);
      const [order] = await purchase(s);
      assert.deepEqual(
        [order.discount_amount, order.discount_name, order.total],
        ['0.00', null, '200.00'],
      );
    });

    it('a fixed discount never exceeds the subtotal', async () => {
      const s = await shelf(ctx.app, admin, '100.00', 10);
      await discount(s, { discount_type: 'fixed', value: '500' });
      const [order, buyer] = await purchase(s);
      assert.deepEqual([order.discount_amount, order.total], ['100.00', '0.00']);
      assert.equal(await balanceOf(ctx.app, buyer), '5000.00');
    });

    it('combines with a stackable coupon; a non-stackable one competes with it', async () => {
      const s = await shelf(ctx.app, admin, '1000.00', 10);
      await discount(s, { name: 'Автоскидка', value: '10' });
      const stackable = await createCoupon(ctx.app, admin, { discount_value: 5, stackable: true });
      const [both] = await purchase(s, stackable.code);
      // 10 % of 1000, then 5 % of the remaining 900.
      assert.deepEqual(
        [both.discount_amount, both.discount_name, both.coupon_discount, both.total],
        ['100.00', 'Автоскидка', '45.00', '855.00'],
      );
      const bigger = await createCoupon(ctx.app, admin, { discount_value: 20 });
      const [coupon] = await purchase(s, bigger.code);
      assert.deepEqual(
        [coupon.discount_amount, coupon.discount_name, coupon.coupon_discount, coupon.total],
        ['0.00', null, '200.00', '800.00'],
      );
      const smaller = await createCoupon(ctx.app, admin, { discount_value: 5 });
      const [auto] = await purchase(s, smaller.code);
      assert.deepEqual(
        [auto.discount_amount, auto.coupon_code, auto.coupon_discount, auto.total],
        ['100.00', null, '0.00', '900.00'],
      );
    });

    it('shows a city’s discount only with that city; without a city only the all-cities ones', async () => {
      const s = await shelf(ctx.app, admin, '300.00', 10);
      await discount(s, { name: 'Городская', city_id: s.cityId });
      await discount(s, { name: 'Везде', discount_type: 'fixed', value: '20' });
      assert.deepEqual((await page(ctx.app, s)).discounts.map((d) => d.name).sort(), [
        'Везде',
        'Городская',
      ]);
      const anywhere = await page(ctx.app, s, null);
      assert.deepEqual(
        anywhere.discounts.map((d) => [d.name, d.discount_type, d.value]),
        [['Везде', 'fixed', '20.00']],
      );
    });

    it('a discount write drops the cached product page at once (its writer’s process)', async () => {
      const s = await shelf(ctx.app, admin, '500.00', 10);
      const first = await call(
        ctx.app,
        null,
        'GET',
        `/shop/products/${s.productId}?city_id=${s.cityId}`,
      );
      assert.deepEqual(first.json().discounts, []);
      const d = await discount(s, { name: 'Новая' });
      const shown = await call(
        ctx.app,
        null,
        'GET',
        `/shop/products/${s.productId}?city_id=${s.cityId}`,
        undefined,
      );
      assert.deepEqual(
        shown.json().discounts.map((x: { name: string }) => x.name),
        ['Новая'],
      );
      assert.notEqual(shown.headers.etag, first.headers.etag);
      await ok(ctx.app, admin, 'PUT', `/discounts/${d.id}`, { is_active: false });
      assert.deepEqual((await page(ctx.app, s)).discounts, []);
      await ok(ctx.app, admin, 'PUT', `/discounts/${d.id}`, { is_active: true });
      assert.equal((await page(ctx.app, s)).discounts.length, 1);
      assert.equal((await call(ctx.app, admin, 'DELETE', `/discounts/${d.id}`)).statusCode, 204);
      assert.deepEqual((await page(ctx.app, s)).discounts, []);
    });

    it('a discount written behind its back (another replica) reaches the page through the notification', async () => {
      const s = await shelf(ctx.app, admin, '500.00', 10);
      const w = watchCache(ctx.app);
      try {
        assert.deepEqual((await page(ctx.app, s)).discounts, []);
        w.seen.payloads.length = 0;
        await ctx.app.db.execute(sql`WITH d AS (INSERT INTO discounts (name, discount_type, value,
            all_products) VALUES ('Чужая', 'fixed', '10', false) RETURNING id)
          INSERT INTO discount_products SELECT d.id, ${s.productId} FROM d`);
        await w.heard('discounts');
        assert.deepEqual(
          (await page(ctx.app, s)).discounts.map((d) => d.name),
          ['Чужая'],
        );
      } finally {
        w.stop();
      }
    });

    it('a cached page does not outlive a discount’s start or end', async () => {
      const s = await shelf(ctx.app, admin, '500.00', 10);
      const w = watchCache(ctx.app);
      try {
        await discount(s, { name: 'Скоро', valid_from: fromNow(1_500) });
        await discount(s, {
          name: 'Уходит',
          valid_from: fromNow(-60_000),
          valid_until: fromNow(2_500),
        });
        // Their own notifications first: a late one would drop the page for another reason.
        await w.heard('discounts', 2);
        await w.heard('discount_products', 2);
        assert.deepEqual(
          (await page(ctx.app, s)).discounts.map((d) => d.name),
          ['Уходит'],
        );
        w.seen.loads.length = 0;
        assert.deepEqual(
          (await page(ctx.app, s)).discounts.map((d) => d.name),
          ['Уходит'],
        );
        assert.deepEqual(w.seen.loads, [], 'served from the cache before the boundary');
        await sleep(1_700);
        assert.deepEqual((await page(ctx.app, s)).discounts.map((d) => d.name).sort(), [
          'Скоро',
          'Уходит',
        ]);
        await sleep(1_000);
        assert.deepEqual(
          (await page(ctx.app, s)).discounts.map((d) => d.name),
          ['Скоро'],
        );
        assert.equal(w.seen.loads.length, 2, 'one load after each boundary');
      } finally {
        w.stop();
      }
    });
  });
}
