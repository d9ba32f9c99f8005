import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { createCatalogTarget } from '../../../../helpers/catalog-targets.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { createCoupon } from '../../../../helpers/marketing.ts';
import { buy, call, fund, ok, type Shelf, shelf } from '../../../../helpers/shop.ts';

/** Every refused purchase answers its detail and code and changes nothing at all. */
for (const backend of backends()) {
  describe(`refused purchases [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let buyer: Account;
    let s: Shelf;

    before(async () => {
      admin = await newAdmin(ctx.app);
      buyer = await createAccount(ctx.app);
      s = await shelf(ctx.app, admin, '100.00', 3);
      await fund(ctx.app, admin, buyer, '10000');
    });

    async function refused(res: Promise<{ statusCode: number; json(): unknown }>, status = 400) {
      const before = await databaseState(ctx.app);
      const answer = await res;
      assert.equal(answer.statusCode, status);
      assert.equal(await databaseState(ctx.app), before);
      return answer.json() as { detail: string; code: string; available?: number };
    }

    it('out of stock, not enough stock with the units left', async () => {
      assert.deepEqual(await refused(buy(ctx.app, buyer, s, 4)), {
        detail: 'Осталось только 3 шт.',
        code: 'not_enough_stock',
        available: 3,
      });
      const elsewhere = await createCatalogTarget(ctx.app, 'district');
      const detail = 'Товара нет в наличии в выбранном районе';
      assert.deepEqual(await refused(buy(ctx.app, buyer, { ...s, districtId: elsewhere.id })), {
        detail,
        code: 'out_of_stock',
      });
      const emptied = await shelf(ctx.app, admin, '5.00', 1);
      await ok(
        ctx.app,
        admin,
        'PUT',
        `/products/${emptied.productId}/stock`,
        {
          stock: [{ district_id: emptied.districtId, quantity: 0 }],
        },
        200,
      );
      assert.deepEqual(await refused(buy(ctx.app, buyer, emptied)), {
        detail,
        code: 'out_of_stock',
      });
      assert.equal(
        (await refused(buy(ctx.app, buyer, { ...s, districtId: 999_999 }))).code,
        'out_of_stock',
      );
    });

    it('not on sale: unknown, unpriced or inactive product', async () => {
      const unknown = await refused(buy(ctx.app, buyer, { ...s, productId: 999_999 }));
      assert.deepEqual(unknown, { detail: 'Товар сейчас не продаётся', code: 'not_on_sale' });
      const inactive = await shelf(ctx.app, admin, '5.00', 1);
      await ok(ctx.app, admin, 'PUT', `/products/${inactive.productId}`, { is_active: false }, 200);
      assert.equal((await refused(buy(ctx.app, buyer, inactive))).code, 'not_on_sale');
      await ok(
        ctx.app,
        admin,
        'PUT',
        `/products/${inactive.productId}`,
        { is_active: true, price: null },
        200,
      );
      assert.equal((await refused(buy(ctx.app, buyer, inactive))).code, 'not_on_sale');
    });

    it('a coupon that does not apply: its own reason, in the coupon checks’ words', async () => {
      const unknown = await refused(buy(ctx.app, buyer, s, 1, 'NOSUCHCODE'));
      assert.deepEqual(unknown, { detail: 'Купон не найден', code: 'coupon' });
      const dear = await createCoupon(ctx.app, admin, { minimum_purchase_amount: 500 });
      const under = await refused(buy(ctx.app, buyer, s, 1, dear.code));
      assert.match(under.detail, /500/);
      const used = await createCoupon(ctx.app, admin, { usage_limit_per_user: 1 });
      await ok(ctx.app, buyer, 'POST', '/orders', {
        product_id: s.productId,
        district_id: s.districtId,
        quantity: 1,
        coupon_code: used.code.toLowerCase(),
        expected_total: '90.00',
      });
      assert.deepEqual(await refused(buy(ctx.app, buyer, s, 1, used.code)), {
        detail: 'Вы уже использовали этот купон максимальное число раз',
        code: 'coupon',
      });
    });

    it('insufficient funds; a quantity outside 1–10; an admin may not buy', async () => {
      const poor = await createAccount(ctx.app);
      assert.equal((await refused(buy(ctx.app, poor, s))).code, 'insufficient_funds');
      await refused(buy(ctx.app, buyer, s, 0), 422);
      await refused(buy(ctx.app, buyer, s, 11), 422);
      assert.deepEqual(await refused(buy(ctx.app, admin, s), 403), {
        detail: 'Покупки доступны только покупателям',
        code: 'admin',
      });
      const english = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: { ...poor.headers, 'accept-language': 'en' },
        payload: {
          product_id: s.productId,
          district_id: s.districtId,
          quantity: 1,
          expected_total: '100.00',
        },
      });
      assert.deepEqual(english.json(), {
        detail: 'Insufficient balance',
        code: 'insufficient_funds',
      });
      assert.equal((await call(ctx.app, null, 'POST', '/orders', {})).statusCode, 401);
    });
  });
}
