/**
 * Issue 20, defect 3: an admin's POST /coupons/apply on an order, then the order's cancel. An
 * apply on a canceled order or on one that carries a coupon is refused; the usage is the
 * buyer's; a cancel gives back every use it releases, so the use count stays the usages.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createAccount } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { rows } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { createCoupon } from '../../../../helpers/marketing.ts';
import { buy, call, fund, ok, useStockedShelf } from '../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../helpers/shop-invariants.ts';

for (const backend of backends()) {
  describe(`POST /coupons/apply on an order, then its cancel [${backend}]`, () => {
    const ctx = useApp(backend);
    const shop = useStockedShelf(() => ctx.app);

    async function order(coupon?: string) {
      const buyer = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, buyer, '1000');
      const res = await buy(ctx.app, buyer, shop.shelf, 1, coupon);
      assert.equal(res.statusCode, 201, res.body);
      return { buyer, id: res.json().id as number };
    }
    const apply = (code: string, orderId: number, language = 'ru') =>
      ctx.call(
        shop.admin,
        'POST',
        '/api/v1/coupons/apply',
        { code, order_amount: 100, order_id: orderId },
        language,
      );
    const uses = async (couponId: number) =>
      (
        await rows<{ n: number }>(
          ctx.app,
          sql`SELECT current_usage_count AS n FROM coupons WHERE id = ${couponId}`,
        )
      )[0]?.n;

    it('records the use under the buyer and a cancel gives it back', async () => {
      const coupon = await createCoupon(ctx.app, shop.admin, {
        usage_limit: 2,
        usage_limit_per_user: 1,
      });
      const { buyer, id } = await order();
      const res = await apply(coupon.code, id);
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().username, buyer.username);
      // The buyer's own limit is now spent, not the admin's.
      const again = await buy(ctx.app, buyer, shop.shelf, 1, coupon.code);
      assert.equal(again.json().detail, 'Вы уже использовали этот купон максимальное число раз');
      await ok(ctx.app, shop.admin, 'POST', `/admin/orders/${id}/cancel`, undefined, 200);
      assert.equal(await uses(coupon.id), 0);
      await assertShopInvariants(ctx.app.db);
      // The use is back: another customer may take it.
      const other = await order(coupon.code);
      assert.ok(other.id > 0);
      assert.equal(await uses(coupon.id), 1);
      await assertShopInvariants(ctx.app.db);
    });

    it('refuses a canceled order and an order that carries a coupon', async () => {
      const coupon = await createCoupon(ctx.app, shop.admin);
      const { id } = await order();
      await ok(ctx.app, shop.admin, 'POST', `/admin/orders/${id}/cancel`, undefined, 200);
      const canceled = await apply(coupon.code, id);
      assert.equal(canceled.statusCode, 409);
      assert.equal(canceled.json().detail, 'Заказ отменён: купон к нему применить нельзя');
      assert.equal(
        (await apply(coupon.code, id, 'en')).json().detail,
        'The order is canceled: no coupon can be applied to it',
      );

      const own = await createCoupon(ctx.app, shop.admin);
      const bought = await order(own.code);
      const twice = await apply(coupon.code, bought.id);
      assert.equal(twice.statusCode, 409);
      assert.equal(twice.json().detail, 'К заказу уже применён купон');

      const plain = await order();
      assert.equal((await apply(coupon.code, plain.id)).statusCode, 201);
      assert.equal(
        (await apply(coupon.code, plain.id)).json().detail,
        'К заказу уже применён купон',
      );
      assert.equal(await uses(coupon.id), 1);
      await assertShopInvariants(ctx.app.db);
    });

    it('a cancel releases a purchase coupon and an applied one alike (older rows)', async () => {
      // An order carrying two usages, as an apply before issue 20 could leave it.
      const first = await createCoupon(ctx.app, shop.admin);
      const second = await createCoupon(ctx.app, shop.admin);
      const { id } = await order(first.code);
      const [usage] = await rows<{ user_id: number }>(
        ctx.app,
        sql`SELECT user_id FROM coupon_usages WHERE order_id = ${id}`,
      );
      await ctx.app.db.execute(sql`INSERT INTO coupon_usages
          (coupon_id, user_id, order_id, order_amount, discount_amount, final_amount)
        VALUES (${second.id}, ${usage?.user_id}, ${id}, '90.00', '9.00', '81.00')`);
      await ctx.app.db.execute(
        sql`UPDATE coupons SET current_usage_count = 1 WHERE id = ${second.id}`,
      );
      await assertShopInvariants(ctx.app.db);
      const res = await call(ctx.app, shop.admin, 'POST', `/admin/orders/${id}/cancel`);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual([await uses(first.id), await uses(second.id)], [0, 0]);
      await assertShopInvariants(ctx.app.db);
    });
  });
}
