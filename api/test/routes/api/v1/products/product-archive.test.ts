/**
 * Issue 20, defect 1: deleting a product that was sold or reviewed no longer erases its history
 * (its reviews and rating went with it by cascade). It is archived: off the catalogue and the
 * admin's lists, kept in the journals and the reviews. A product never sold is deleted.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { type Account, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { rows } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { orderOf } from '../../../../helpers/service.ts';
import { call, ok, shelf } from '../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../helpers/shop-invariants.ts';

for (const backend of backends()) {
  describe(`DELETE /products/{id} of a sold product archives it [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    const total = async () =>
      (await ok<{ total: number }>(ctx.app, admin, 'GET', '/products/?size=1')).total;

    it('keeps the orders, the reviews and the rating; the product leaves every list', async () => {
      const s = await shelf(ctx.app, admin, '100.00', 10);
      const order = await orderOf(ctx.app, admin, s);
      const review = await ok<{ id: number }>(ctx.app, order.buyer, 'POST', '/reviews/', {
        order_id: order.id,
        rating: 4,
        text: 'Хороший чай, заказал бы ещё.',
      });
      await ok(ctx.app, admin, 'POST', `/admin/reviews/${review.id}/publish`, undefined, 200);
      const before = await total();

      const res = await call(ctx.app, admin, 'DELETE', `/products/${s.productId}`);
      assert.equal(res.statusCode, 204, res.body);

      assert.equal((await call(ctx.app, admin, 'GET', `/products/${s.productId}`)).statusCode, 404);
      assert.equal(await total(), before - 1);
      const listed = await ok<{ products: { id: number }[] }>(
        ctx.app,
        admin,
        'GET',
        '/products/?size=100',
      );
      assert.ok(!listed.products.some((p) => p.id === s.productId));
      const page = await call(ctx.app, null, 'GET', `/shop/products/${s.productId}`);
      assert.equal(page.statusCode, 404);
      const stock = await ok<{ products: { id: number }[] }>(
        ctx.app,
        admin,
        'GET',
        `/cities/${s.cityId}/stock`,
      );
      assert.ok(!stock.products.some((p) => p.id === s.productId));
      // A second delete, an edit or a stock change find nothing.
      assert.equal(
        (await call(ctx.app, admin, 'DELETE', `/products/${s.productId}`)).statusCode,
        404,
      );
      const put = await call(ctx.app, admin, 'PUT', `/products/${s.productId}`, { price: '5' });
      assert.equal(put.statusCode, 404);

      const journal = await ok<{ orders: { id: number; product_id: number }[] }>(
        ctx.app,
        admin,
        'GET',
        `/admin/orders?search=${order.number}`,
      );
      assert.equal(journal.orders[0]?.product_id, s.productId, 'the order still names it');
      const reviews = await ok<{ rating: number | null; total: number }>(
        ctx.app,
        null,
        'GET',
        `/reviews/?product_id=${s.productId}`,
      );
      assert.deepEqual([reviews.rating, reviews.total], [4, 1]);
      const [row] = await rows<{ archived: boolean }>(
        ctx.app,
        sql`SELECT archived_at IS NOT NULL AS archived FROM products WHERE id = ${s.productId}`,
      );
      assert.equal(row?.archived, true);
      await assertShopInvariants(ctx.app.db);
    });

    it('deletes a product nobody bought', async () => {
      const s = await shelf(ctx.app, admin, '100.00', 10);
      const before = await total();
      assert.equal(
        (await call(ctx.app, admin, 'DELETE', `/products/${s.productId}`)).statusCode,
        204,
      );
      assert.equal(await total(), before - 1);
      const gone = await rows(ctx.app, sql`SELECT id FROM products WHERE id = ${s.productId}`);
      assert.deepEqual(gone, []);
    });
  });
}
