// 'Мало на складе' (issue 23): the settings' threshold, and the products list filtered by it.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { DEFAULT_SHOP_SETTINGS } from '@storefront/shared/shop/default-settings';
import { type Account, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { createCatalogTarget } from '../../../../helpers/catalog-targets.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { fieldRefusal } from '../../../../helpers/service.ts';
import { call, ok } from '../../../../helpers/shop.ts';

/** A settings body of the defaults: the tests add the threshold. */
const { updated_at: _, low_stock_threshold: __, ...SETTINGS } = DEFAULT_SHOP_SETTINGS;

interface Listed {
  products: { name: string; stock_total: number }[];
  total: number;
}

for (const backend of backends()) {
  describe(`low stock [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let district: number;

    before(async () => {
      admin = await newAdmin(ctx.app);
      district = (await createCatalogTarget(ctx.app, 'district')).id;
    });

    /** A product named `name`, holding `quantity` in the test's district. */
    const stocked = async (name: string, quantity: number, is_active = true) => {
      const { id } = await createCatalogTarget(ctx.app, 'product');
      await ok(ctx.app, admin, 'PUT', `/products/${id}`, { name, is_active });
      if (quantity > 0) {
        await ok(ctx.app, admin, 'PUT', `/products/${id}/stock`, {
          stock: [{ district_id: district, quantity }],
        });
      }
    };
    const low = async (search: string) => {
      const page = await ok<Listed>(
        ctx.app,
        admin,
        'GET',
        `/products/?low_stock=true&search=${encodeURIComponent(search)}`,
      );
      return { names: page.products.map((p) => p.name), total: page.total };
    };
    const saveThreshold = (low_stock_threshold: unknown) =>
      call(ctx.app, admin, 'PUT', '/admin/settings', { ...SETTINGS, low_stock_threshold });

    it('lists the active products holding at most the threshold (5 until set), 0 included', async () => {
      await stocked('Мало-А три', 3);
      await stocked('Мало-Б десять', 10);
      await stocked('Мало-В ноль', 0);
      await stocked('Мало-Г пять', 5);
      await stocked('Мало-Д черновик', 0, false);
      assert.equal(
        (await ok<{ low_stock_threshold: number }>(ctx.app, null, 'GET', '/settings'))
          .low_stock_threshold,
        5,
      );
      assert.deepEqual(await low('Мало-'), {
        names: ['Мало-А три', 'Мало-В ноль', 'Мало-Г пять'],
        total: 3,
      });
      // Without the filter every product is listed.
      const all = await ok<Listed>(ctx.app, admin, 'GET', '/products/?search=Мало-');
      assert.equal(all.total, 5);

      assert.equal((await saveThreshold(10)).statusCode, 200);
      assert.equal(
        (await ok<{ low_stock_threshold: number }>(ctx.app, null, 'GET', '/settings'))
          .low_stock_threshold,
        10,
      );
      assert.equal((await low('Мало-')).total, 4);
      assert.equal((await saveThreshold(0)).statusCode, 200);
      assert.deepEqual((await low('Мало-')).names, ['Мало-В ноль']);
    });

    it('keeps the threshold when a save leaves it out', async () => {
      assert.equal((await saveThreshold(7)).statusCode, 200);
      const saved = await call(ctx.app, admin, 'PUT', '/admin/settings', SETTINGS);
      assert.equal(saved.statusCode, 200);
      assert.equal(saved.json().low_stock_threshold, 7);
    });

    it('refuses a threshold that is not a whole number from 0 to 1 000 000, changing nothing', async () => {
      const state = await databaseState(ctx.app);
      for (const value of [-1, 1_000_001, 2.5, 'много', null]) {
        const msg = fieldRefusal(await saveThreshold(value), 'low_stock_threshold');
        assert.ok(msg.length > 0, String(value));
      }
      assert.deepEqual(await databaseState(ctx.app), state);
      const page = await call(ctx.app, admin, 'GET', '/products/?low_stock=maybe');
      assert.equal(fieldRefusal(page, 'low_stock').length > 0, true);
    });
  });
}
