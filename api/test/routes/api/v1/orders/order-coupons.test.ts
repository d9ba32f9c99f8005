import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createAccount } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { rows } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { approvalCoupon, createCoupon } from '../../../../helpers/marketing.ts';
import { balanceOf, buy, call, fund, useStockedShelf } from '../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../helpers/shop-invariants.ts';

/** Coupons act at checkout only (shop-spec 1.4), priced by priceOrder in exact kopecks. */
for (const backend of backends()) {
  describe(`coupons at checkout [${backend}]`, () => {
    const ctx = useApp(backend);
    const shop = useStockedShelf(() => ctx.app, '33.33', 50);

    const customer = async () => {
      const who = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, who, '1000');
      return who;
    };

    it('takes the named coupon off in exact kopecks and records its usage with the order', async () => {
      const coupon = await createCoupon(ctx.app, shop.admin, {
        discount_value: 12.5,
        maximum_discount_amount: null,
      });
      const who = await customer();
      const res = await buy(ctx.app, who, shop.shelf, 3, ` ${coupon.code.toLowerCase()} `);
      assert.equal(res.statusCode, 201, res.body);
      const order = res.json();
      // 99.99 × 12.5 % = 12.49875 → 12.50 (half up), total 87.49.
      assert.deepEqual(
        [order.subtotal, order.coupon_code, order.coupon_discount, order.total, order.status],
        ['99.99', coupon.code, '12.50', '87.49', 'paid'],
      );
      assert.equal(await balanceOf(ctx.app, who), '912.51');
      const usage = await rows<{ order_id: number; discount_amount: string }>(
        ctx.app,
        sql`SELECT order_id, discount_amount::text FROM coupon_usages WHERE coupon_id = ${coupon.id}`,
      );
      assert.deepEqual(usage, [{ order_id: order.id, discount_amount: '12.50' }]);
      const stored = await rows<{ n: number }>(
        ctx.app,
        sql`SELECT current_usage_count AS n FROM coupons WHERE id = ${coupon.id}`,
      );
      assert.equal(stored[0]?.n, 1);
      await assertShopInvariants(ctx.app.db);
    });

    it('applies the best auto-apply coupon when no code is given, and none over a code', async () => {
      const small = await createCoupon(ctx.app, shop.admin, {
        coupon_type: 'fixed',
        discount_value: 5,
        auto_apply: true,
      });
      const best = await createCoupon(ctx.app, shop.admin, {
        coupon_type: 'fixed',
        discount_value: 7,
        auto_apply: true,
      });
      const who = await customer();
      const auto = (await buy(ctx.app, who, shop.shelf, 1)).json();
      assert.deepEqual(
        [auto.coupon_code, auto.coupon_discount, auto.total],
        [best.code, '7.00', '26.33'],
      );
      const named = (await buy(ctx.app, who, shop.shelf, 1, small.code)).json();
      assert.deepEqual([named.coupon_code, named.total], [small.code, '28.33']);
      for (const id of [small.id, best.id]) {
        await call(ctx.app, shop.admin, 'PUT', `/coupons/coupons/${id}`, { status: 'inactive' });
      }
    });

    it("the page's coupon check chooses the auto-apply coupon for its quantity, as the purchase does", async () => {
      // 33.33 × 3 = 99.99 reaches the minimum; one unit does not.
      const bulk = await createCoupon(ctx.app, shop.admin, {
        coupon_type: 'fixed',
        discount_value: 9,
        minimum_purchase_amount: 90,
        auto_apply: true,
      });
      const who = await customer();
      const check = async (quantity?: number) =>
        (
          await call(ctx.app, who, 'POST', '/shop/coupon-check', {
            product_id: shop.shelf.productId,
            city_id: shop.shelf.cityId,
            ...(quantity && { quantity }),
          })
        ).json();
      assert.deepEqual(await check(), { valid: false, detail: null });
      const three = await check(3);
      assert.deepEqual([three.valid, three.coupon.code], [true, bulk.code]);
      // The page names it and confirms its total; the purchase charges exactly that.
      const order = (await buy(ctx.app, who, shop.shelf, 3, bulk.code, '90.99')).json();
      assert.deepEqual([order.coupon_code, order.total], [bulk.code, '90.99']);
      const eleven = await call(ctx.app, who, 'POST', '/shop/coupon-check', {
        product_id: shop.shelf.productId,
        quantity: 11,
      });
      assert.equal(eleven.statusCode, 422);
      await call(ctx.app, shop.admin, 'PUT', `/coupons/coupons/${bulk.id}`, { status: 'inactive' });
    });

    it('a requires_approval coupon takes the money and leaves the order awaiting approval', async () => {
      const coupon = await approvalCoupon(ctx.app, shop.admin, 3);
      const who = await customer();
      const order = (await buy(ctx.app, who, shop.shelf, 1, coupon.code)).json();
      assert.deepEqual([order.status, order.total], ['awaiting_approval', '30.33']);
      assert.equal(await balanceOf(ctx.app, who), '969.67');
    });

    it('checks a code for a product: the rule to price with, or the reason', async () => {
      const coupon = await createCoupon(ctx.app, shop.admin, {
        minimum_purchase_amount: 300,
        requires_approval: true,
      });
      const who = await customer();
      const check = (payload: object) => call(ctx.app, who, 'POST', '/shop/coupon-check', payload);
      // 10 units (the most one order holds) reach the minimum: the page's priceOrder decides.
      const valid = (await check({ code: coupon.code, product_id: shop.shelf.productId })).json();
      assert.deepEqual(
        [valid.valid, valid.coupon.code, valid.requires_approval],
        [true, coupon.code, true],
      );
      const unknown = (await check({ code: 'NOPE', product_id: shop.shelf.productId })).json();
      assert.deepEqual(unknown, { valid: false, detail: 'Купон не найден' });
      const none = (await check({ product_id: shop.shelf.productId })).json();
      assert.deepEqual(none, { valid: false, detail: null });
      const unsold = (await check({ code: coupon.code, product_id: 999_999 })).json();
      assert.deepEqual(unsold, { valid: false, detail: 'Товар сейчас не продаётся' });
    });
  });
}
