import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { createCatalogTarget } from '../../../../helpers/catalog-targets.ts';
import { databaseState, rows } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { call, ok } from '../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../helpers/shop-invariants.ts';

interface Stock {
  product_id: number;
  rows: { city_id: number; district_id: number; district_name: string; quantity: number }[];
}

for (const backend of backends()) {
  describe(`product prices and stock [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    const put = (id: number, payload: object) =>
      call(ctx.app, admin, 'PUT', `/products/${id}`, payload);
    const issue = (body: string) => JSON.parse(body).detail[0];
    const FORMAT = 'Цена — число не точнее копейки, например 1500 или 99.90';

    it('stores a price as exact money and answers it with two decimals', async () => {
      const product = await createCatalogTarget(ctx.app, 'product');
      assert.equal((await put(product.id, { price: '1500' })).json().price, '1500.00');
      assert.equal((await put(product.id, { price: '0.1' })).json().price, '0.10');
      assert.equal((await put(product.id, { price: '10000000' })).json().price, '10000000.00');
      assert.equal((await put(product.id, { price: null })).json().price, null);
    });

    it('refuses a missing, non-positive, malformed or too high price, changing nothing', async () => {
      const product = await createCatalogTarget(ctx.app, 'product');
      const before = await databaseState(ctx.app);
      const cases: [string, string][] = [
        ['', 'Укажите цену'],
        ['0', 'Цена должна быть больше 0'],
        ['-5', 'Цена должна быть больше 0'],
        ['10000000.01', 'Цена не может быть больше 10 000 000 ₽'],
        ['1,5', FORMAT],
        ['1.234', FORMAT],
        ['1e3', FORMAT],
      ];
      for (const [price, msg] of cases) {
        const res = await put(product.id, { price });
        assert.equal(res.statusCode, 422, price);
        assert.deepEqual(issue(res.body).loc, ['body', 'price']);
        assert.equal(issue(res.body).msg, msg, price);
      }
      const english = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/products/${product.id}`,
        headers: { ...admin.headers, 'accept-language': 'en' },
        payload: { price: '0' },
      });
      assert.equal(issue(english.body).msg, 'The price must be greater than 0');
      assert.equal(await databaseState(ctx.app), before);
    });

    it('lists every district (0 where none is held) and writes each change as a load', async () => {
      const a = await createCatalogTarget(ctx.app, 'district');
      const b = await createCatalogTarget(ctx.app, 'district');
      const product = await createCatalogTarget(ctx.app, 'product');
      const url = `/products/${product.id}/stock`;
      const empty = await ok<Stock>(ctx.app, admin, 'GET', url);
      assert.equal(empty.product_id, product.id);
      assert.ok(empty.rows.every((r) => r.quantity === 0));
      assert.ok(empty.rows.some((r) => r.district_id === a.id));
      const set = (stock: object[]) => ok<Stock>(ctx.app, admin, 'PUT', url, { stock }, 200);
      await set([
        { district_id: a.id, quantity: 7 },
        { district_id: b.id, quantity: 0 },
      ]);
      const after = await set([{ district_id: a.id, quantity: 3 }]);
      assert.equal(after.rows.find((r) => r.district_id === a.id)?.quantity, 3);
      const loads = await rows<{ district_id: number; delta: number }>(
        ctx.app,
        sql`SELECT district_id, delta FROM stock_loads WHERE product_id = ${product.id} ORDER BY id`,
      );
      assert.deepEqual(loads, [
        { district_id: a.id, delta: 7 },
        { district_id: a.id, delta: -4 },
      ]);
      const logged = await rows<{ n: number }>(
        ctx.app,
        sql`SELECT count(*)::int AS n FROM activities
          WHERE action = 'stock_update' AND resource_id = ${String(product.id)}`,
      );
      assert.equal(logged[0]?.n, 2);
      await assertShopInvariants(ctx.app.db);
    });

    it('lists each product with its stock summed over every district (issue 23)', async () => {
      const a = await createCatalogTarget(ctx.app, 'district');
      const b = await createCatalogTarget(ctx.app, 'district');
      const held = await createCatalogTarget(ctx.app, 'product');
      const none = await createCatalogTarget(ctx.app, 'product');
      await ok(ctx.app, admin, 'PUT', `/products/${held.id}/stock`, {
        stock: [
          { district_id: a.id, quantity: 7 },
          { district_id: b.id, quantity: 5 },
        ],
      });
      const totals = async () => {
        const page = await ok<{ products: { id: number; stock_total: number }[] }>(
          ctx.app,
          admin,
          'GET',
          '/products/?page=1&size=100',
        );
        const of = (id: number) => page.products.find((p) => p.id === id)?.stock_total;
        return [of(held.id), of(none.id)];
      };
      assert.deepEqual(await totals(), [12, 0]);
      await ok(ctx.app, admin, 'PUT', `/products/${held.id}/stock`, {
        stock: [{ district_id: a.id, quantity: 1 }],
      });
      assert.deepEqual(await totals(), [6, 0]);
    });

    it('refuses unknown or repeated districts, bad quantities, unknown products', async () => {
      const product = await createCatalogTarget(ctx.app, 'product');
      const d = await createCatalogTarget(ctx.app, 'district');
      const url = `/products/${product.id}/stock`;
      const before = await databaseState(ctx.app);
      const send = (stock: object[], id = product.id) =>
        call(ctx.app, admin, 'PUT', `/products/${id}/stock`, { stock });
      assert.equal((await send([{ district_id: 999_999, quantity: 1 }])).statusCode, 404);
      const twice = await send([
        { district_id: d.id, quantity: 1 },
        { district_id: d.id, quantity: 2 },
      ]);
      assert.equal(twice.statusCode, 422);
      assert.equal(issue(twice.body).msg, 'Район указан в списке дважды');
      assert.equal((await send([{ district_id: d.id, quantity: 1_000_001 }])).statusCode, 422);
      assert.equal((await send([{ district_id: d.id, quantity: -1 }])).statusCode, 422);
      assert.equal((await send([], 999_999)).statusCode, 404);
      assert.equal((await call(ctx.app, admin, 'GET', '/products/999999/stock')).statusCode, 404);
      assert.equal(await databaseState(ctx.app), before);
      const customer = await createAccount(ctx.app);
      assert.equal((await call(ctx.app, customer, 'GET', url)).statusCode, 403);
    });

    it('lists the products a city holds, with their districts holding more than 0', async () => {
      const d = await createCatalogTarget(ctx.app, 'district');
      const row = await ctx.app.districtsRepository.findById(d.id);
      const held = await createCatalogTarget(ctx.app, 'product');
      const emptied = await createCatalogTarget(ctx.app, 'product');
      await put(held.id, { price: '99.90' });
      const stock = (id: number, quantity: number) =>
        ok(
          ctx.app,
          admin,
          'PUT',
          `/products/${id}/stock`,
          {
            stock: [{ district_id: d.id, quantity }],
          },
          200,
        );
      await stock(held.id, 4);
      await stock(emptied.id, 2);
      await stock(emptied.id, 0);
      const page = await ok<{
        city: { id: number };
        products: {
          id: number;
          price: string | null;
          districts: { id: number; quantity: number }[];
        }[];
        total: number;
      }>(ctx.app, admin, 'GET', `/cities/${row?.cityId}/stock`);
      assert.equal(page.city.id, row?.cityId);
      assert.equal(page.total, 1);
      assert.equal(page.products[0]?.id, held.id);
      assert.equal(page.products[0]?.price, '99.90');
      assert.deepEqual(
        page.products[0]?.districts.map((x) => [x.id, x.quantity]),
        [[d.id, 4]],
      );
      assert.equal((await call(ctx.app, admin, 'GET', '/cities/999999/stock')).statusCode, 404);
    });
  });
}
