import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { createCatalogTarget } from '../../../../helpers/catalog-targets.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import {
  activityRows,
  assertRefusals,
  fieldRefusal,
  fromNow,
} from '../../../../helpers/service.ts';
import { call, ok } from '../../../../helpers/shop.ts';

interface Discount {
  id: number;
  name: string;
  value: string;
  discount_type: string;
  products: { id: number; name: string }[] | null;
  city: { id: number; name: string } | null;
  valid_from: string;
  valid_until: string | null;
  is_active: boolean;
}

const base = { name: 'Весенняя', discount_type: 'percentage', value: '10' };

for (const backend of backends()) {
  describe(`/discounts [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    const post = (payload: object, lang?: string) =>
      ctx.call(admin, 'POST', '/api/v1/discounts/', payload, lang);

    it('creates with defaults (every product, every city, from now, active) and logs it', async () => {
      const d = await ok<Discount>(ctx.app, admin, 'POST', '/discounts/', base);
      assert.equal(d.value, '10.00');
      assert.equal(d.products, null);
      assert.equal(d.city, null);
      assert.equal(d.valid_until, null);
      assert.equal(d.is_active, true);
      assert.ok(Math.abs(Date.parse(d.valid_from) - Date.now()) < 60_000);
      const [row] = (await activityRows(ctx.app, 'discount_create')).slice(-1);
      assert.equal(row?.resource_type, 'discount');
      assert.equal(row?.resource_id, String(d.id));
      assert.equal(row?.user_id, admin.id);
    });

    it('names its products and city; answers them by name', async () => {
      const p1 = await createCatalogTarget(ctx.app, 'product');
      const p2 = await createCatalogTarget(ctx.app, 'product');
      const city = await createCatalogTarget(ctx.app, 'city');
      const d = await ok<Discount>(ctx.app, admin, 'POST', '/discounts/', {
        ...base,
        discount_type: 'fixed',
        value: '300.5',
        product_ids: [p1.id, p2.id],
        city_id: city.id,
        valid_from: fromNow(-60_000),
        valid_until: fromNow(86_400_000),
      });
      assert.equal(d.value, '300.50');
      assert.deepEqual(d.products?.map((p) => p.id).sort(), [p1.id, p2.id].sort());
      assert.equal(d.city?.id, city.id);
      assert.equal(typeof d.city?.name, 'string');
    });

    it('refuses each invalid field with its detail, in Russian and English, storing nothing', async () => {
      const cases: [object, string, string, string][] = [
        [
          { name: 'ab' },
          'name',
          'Название скидки — от 3 до 100 символов',
          'The discount name must be 3 to 100 characters long',
        ],
        [
          { name: 'я'.repeat(101) },
          'name',
          'Название скидки — от 3 до 100 символов',
          'The discount name must be 3 to 100 characters long',
        ],
        [
          { name: '   ab   ' },
          'name',
          'Название скидки — от 3 до 100 символов',
          'The discount name must be 3 to 100 characters long',
        ],
        [
          { value: '0' },
          'value',
          'Размер скидки должен быть больше 0',
          'The discount must be greater than 0',
        ],
        [
          { value: '100.01' },
          'value',
          'Процент скидки не может быть больше 100',
          'A percentage discount cannot exceed 100',
        ],
        [
          { discount_type: 'fixed', value: '10000000.01' },
          'value',
          'Скидка не может быть больше 10 000 000 ₽',
          'A fixed discount cannot exceed RUB 10,000,000',
        ],
        [
          { value: '1.234' },
          'value',
          'Размер скидки — число не точнее сотых, например 10 или 12.5',
          'The discount is a number with at most two decimals, e.g. 10 or 12.5',
        ],
        [
          { value: '-5' },
          'value',
          'Размер скидки — число не точнее сотых, например 10 или 12.5',
          'The discount is a number with at most two decimals, e.g. 10 or 12.5',
        ],
        [
          { product_ids: [] },
          'product_ids',
          'Выберите хотя бы один товар или все товары',
          'Choose at least one product, or all products',
        ],
        [
          { valid_from: fromNow(0), valid_until: fromNow(-1000) },
          'valid_until',
          'Дата окончания должна быть позже даты начала',
          'The end date must be after the start date',
        ],
      ];
      const before = await databaseState(ctx.app);
      await assertRefusals((fields, language) => post({ ...base, ...fields }, language), cases);
      assert.equal(await databaseState(ctx.app), before);
    });

    it('takes the limits themselves: 3 and 100 characters, 100 %, 10 000 000 ₽, 0.01', async () => {
      for (const fields of [
        { name: 'абв' },
        { name: 'я'.repeat(100) },
        { value: '100' },
        { value: '0.01' },
        { discount_type: 'fixed', value: '10000000' },
      ]) {
        await ok(ctx.app, admin, 'POST', '/discounts/', { ...base, ...fields });
      }
    });

    it('refuses unknown products and cities with 400 and their detail, storing nothing', async () => {
      const p = await createCatalogTarget(ctx.app, 'product');
      const before = await databaseState(ctx.app);
      const products = await post({ ...base, product_ids: [p.id, 999_999] });
      assert.equal(products.statusCode, 400);
      assert.equal(products.json().detail, 'Товары не найдены: 999999');
      const city = await post({ ...base, city_id: 999_999 }, 'en');
      assert.equal(city.statusCode, 400);
      assert.equal(city.json().detail, 'City not found');
      assert.equal(await databaseState(ctx.app), before);
    });

    it('updates only what is sent, checking the merged discount; logs before and after', async () => {
      const d = await ok<Discount>(ctx.app, admin, 'POST', '/discounts/', {
        ...base,
        valid_until: fromNow(3_600_000),
      });
      const off = await ok<Discount>(ctx.app, admin, 'PUT', `/discounts/${d.id}`, {
        is_active: false,
      });
      assert.equal(off.is_active, false);
      assert.equal(off.name, d.name);
      assert.equal(off.valid_until, d.valid_until);
      const [row] = (await activityRows(ctx.app, 'discount_update')).slice(-1);
      const change = row?.metadata as { before: Discount; after: Discount };
      assert.deepEqual([change.before.is_active, change.after.is_active], [true, false]);
      const before = await databaseState(ctx.app);
      // The stored end is before this new start: the merged discount is refused.
      const res = await call(ctx.app, admin, 'PUT', `/discounts/${d.id}`, {
        valid_from: fromNow(7_200_000),
      });
      assert.equal(
        fieldRefusal(res, 'valid_until'),
        'Дата окончания должна быть позже даты начала',
      );
      const fixed = await call(ctx.app, admin, 'PUT', `/discounts/${d.id}`, { value: '0' });
      assert.equal(fieldRefusal(fixed, 'value'), 'Размер скидки должен быть больше 0');
      assert.equal(await databaseState(ctx.app), before);
      const p = await createCatalogTarget(ctx.app, 'product');
      const some = await ok<Discount>(ctx.app, admin, 'PUT', `/discounts/${d.id}`, {
        product_ids: [p.id],
        valid_until: null,
      });
      assert.deepEqual(
        some.products?.map((x) => x.id),
        [p.id],
      );
      const all = await ok<Discount>(ctx.app, admin, 'PUT', `/discounts/${d.id}`, {
        product_ids: null,
      });
      assert.equal(all.products, null);
    });

    it('deletes (204, logged); an unknown id is 404 for PUT and DELETE', async () => {
      const d = await ok<Discount>(ctx.app, admin, 'POST', '/discounts/', base);
      const res = await call(ctx.app, admin, 'DELETE', `/discounts/${d.id}`);
      assert.equal(res.statusCode, 204);
      const [row] = (await activityRows(ctx.app, 'discount_delete')).slice(-1);
      assert.equal(row?.resource_id, String(d.id));
      const before = await databaseState(ctx.app);
      for (const [method, payload] of [
        ['PUT', { is_active: true }],
        ['DELETE', undefined],
      ] as const) {
        const gone = await call(ctx.app, admin, method, `/discounts/${d.id}`, payload);
        assert.equal(gone.statusCode, 404);
        assert.equal(gone.json().detail, 'Скидка не найдена');
      }
      assert.equal(await databaseState(ctx.app), before);
    });

    it('lists newest first, searches the name, filters by is_active, pages', async () => {
      const tag = `Поиск${Date.now()}`;
      const made: Discount[] = [];
      for (let i = 0; i < 3; i++) {
        made.push(
          await ok<Discount>(ctx.app, admin, 'POST', '/discounts/', {
            ...base,
            name: `${tag} ${i}`,
            is_active: i !== 1,
          }),
        );
      }
      const found = await ok<{ discounts: Discount[]; total: number }>(
        ctx.app,
        admin,
        'GET',
        `/discounts/?search=${encodeURIComponent(tag.toLowerCase())}`,
      );
      assert.equal(found.total, 3);
      assert.deepEqual(
        found.discounts.map((d) => d.id),
        made.map((d) => d.id).reverse(),
      );
      const active = await ok<{ discounts: Discount[]; total: number }>(
        ctx.app,
        admin,
        'GET',
        `/discounts/?search=${encodeURIComponent(tag)}&is_active=false`,
      );
      assert.deepEqual(
        active.discounts.map((d) => d.id),
        [made[1]?.id],
      );
      const page = await ok<{ discounts: Discount[]; total: number; pages: number }>(
        ctx.app,
        admin,
        'GET',
        `/discounts/?search=${encodeURIComponent(tag)}&size=2&page=2`,
      );
      assert.deepEqual([page.total, page.pages, page.discounts.length], [3, 2, 1]);
      const all = await ok<{ total: number }>(ctx.app, admin, 'GET', '/discounts/');
      assert.ok(all.total >= 3);
    });

    it('is for admins only', async () => {
      const customer = await createAccount(ctx.app);
      assert.equal((await call(ctx.app, customer, 'GET', '/discounts/')).statusCode, 403);
      assert.equal((await call(ctx.app, null, 'GET', '/discounts/')).statusCode, 401);
    });
  });
}
