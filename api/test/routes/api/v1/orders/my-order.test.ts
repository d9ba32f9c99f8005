/**
 * Issue 23: the customer's order page (GET /orders/{id}): the order and the statuses it went
 * through, to its buyer only, with nothing internal (no authors, no staff notes).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MyOrderPage, Order } from '@storefront/shared/contract/orders';
import { type Account, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { approvalCoupon } from '../../../../helpers/marketing.ts';
import {
  boughtOrder,
  call,
  fundedCustomer,
  ok,
  useStockedShelf,
} from '../../../../helpers/shop.ts';

for (const backend of backends()) {
  describe(`the customer's order page [${backend}]`, () => {
    const ctx = useApp(backend);
    const shop = useStockedShelf(() => ctx.app, '50.00', 100);

    const move = (id: number, m: string) =>
      ok<Order>(ctx.app, shop.admin, 'POST', `/admin/orders/${id}/${m}`, undefined, 200);
    const bought = (who: Account, coupon?: string) =>
      boughtOrder<Order>(ctx.app, who, shop.shelf, coupon);
    const customer = () => fundedCustomer(ctx.app, shop.admin, '500');

    it('shows its buyer the order and each status it went through, nothing internal', async () => {
      const coupon = await approvalCoupon(ctx.app, shop.admin, 5);
      const buyer = await customer();
      const order = await bought(buyer, coupon.code);
      await move(order.id, 'approve');
      await move(order.id, 'complete');
      const secret = 'Внутренняя заметка: покупатель грубил';
      await ok(ctx.app, shop.admin, 'POST', `/admin/orders/${order.id}/notes`, { text: secret });

      const res = await call(ctx.app, buyer, 'GET', `/orders/${order.id}`);
      assert.equal(res.statusCode, 200, res.body);
      const answer = res.json() as MyOrderPage;
      assert.deepEqual(Object.keys(answer).sort(), ['history', 'order']);
      const mine = await ok<{ orders: Order[] }>(ctx.app, buyer, 'GET', '/orders/my');
      assert.deepEqual(answer.order, mine.orders[0]);
      assert.deepEqual(
        answer.history.map((step) => step.status),
        ['awaiting_approval', 'paid', 'completed'],
      );
      for (const step of answer.history)
        assert.deepEqual(Object.keys(step).sort(), ['at', 'status']);
      assert.equal(answer.history[0]?.at, order.created_at);
      const times = answer.history.map((step) => step.at);
      assert.deepEqual(times, [...times].sort());
      assert.ok(!res.body.includes(secret), 'a staff note leaked');
      assert.ok(!res.body.includes(shop.admin.username), 'an admin’s login leaked');
    });

    it('starts a plain purchase at paid and a cancel ends it', async () => {
      const buyer = await customer();
      const order = await bought(buyer);
      await move(order.id, 'cancel');
      const answer = await ok<MyOrderPage>(ctx.app, buyer, 'GET', `/orders/${order.id}`);
      assert.deepEqual(
        answer.history.map((step) => step.status),
        ['paid', 'canceled'],
      );
      assert.equal(answer.order.status, 'canceled');
    });

    it('answers 404 to anyone but the buyer, an admin too, and for an unknown id', async () => {
      const buyer = await customer();
      const order = await bought(buyer);
      for (const who of [await customer(), await newAdmin(ctx.app)]) {
        const res = await call(ctx.app, who, 'GET', `/orders/${order.id}`);
        assert.equal(res.statusCode, 404, res.body);
        assert.deepEqual(res.json(), { detail: 'Заказ не найден' });
      }
      const unknown = await call(ctx.app, buyer, 'GET', '/orders/2000000000');
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { detail: 'Заказ не найден' });
      assert.equal((await call(ctx.app, null, 'GET', `/orders/${order.id}`)).statusCode, 401);
      assert.equal((await call(ctx.app, buyer, 'GET', '/orders/abc')).statusCode, 422);
      // The list's own path is still the list.
      assert.equal((await call(ctx.app, buyer, 'GET', '/orders/my')).statusCode, 200);
    });
  });
}
