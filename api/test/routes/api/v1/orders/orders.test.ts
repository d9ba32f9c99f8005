import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAccount } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { balanceOf, buy, fund, ok, useStockedShelf } from '../../../../helpers/shop.ts';

for (const backend of backends()) {
  describe(`POST /orders [${backend}]`, () => {
    const ctx = useApp(backend);
    const shop = useStockedShelf(() => ctx.app, '150.50', 3);

    it('takes the money and the stock and answers the order with amounts as strings', async () => {
      const buyer = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, buyer, '1000');
      const res = await buy(ctx.app, buyer, shop.shelf, 2);
      assert.equal(res.statusCode, 201, res.body);
      const order = res.json();
      assert.equal(order.subtotal, '301.00');
      assert.equal(order.total, '301.00');
      assert.equal(order.coupon_discount, '0.00');
      assert.equal(order.status, 'paid');
      assert.ok(order.number >= 1000);
      assert.equal(await balanceOf(ctx.app, buyer), '699.00');
      const stock = await ok<{ rows: { district_id: number; quantity: number }[] }>(
        ctx.app,
        shop.admin,
        'GET',
        `/products/${shop.shelf.productId}/stock`,
      );
      assert.equal(stock.rows.find((r) => r.district_id === shop.shelf.districtId)?.quantity, 1);
    });

    it('refuses without enough money and changes nothing', async () => {
      const buyer = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, buyer, '100');
      const before = await databaseState(ctx.app);
      const res = await buy(ctx.app, buyer, shop.shelf, 1);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        detail: 'Недостаточно средств на балансе',
        code: 'insufficient_funds',
      });
      assert.equal(await databaseState(ctx.app), before);
    });
  });
}
