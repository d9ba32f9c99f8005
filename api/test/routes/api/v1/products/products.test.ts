import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { activities } from '../../../../../src/db/schema/index.ts';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState, rows } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { jpeg } from '../../../../helpers/images.ts';
import { createProduct, itRefusesProducts, type Refusal } from '../../../../helpers/products.ts';
import { type Uploaded, uploadImage } from '../../../../helpers/uploads.ts';

const URL = '/api/v1/products';
const tag = () => `п${randomBytes(3).toString('hex')}`;

for (const backend of backends()) {
  describe(`/api/v1/products [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let customer: Account;
    let logo: Uploaded;
    const { call } = ctx;
    const create = (fields: object = {}) => createProduct(ctx.app, admin, logo.url, fields);
    const names = async (query: string) =>
      (await call(customer, 'GET', `${URL}/?${query}`))
        .json()
        .products.map((p: { name: string }) => p.name);

    before(async () => {
      admin = await newAdmin(ctx.app);
      customer = await createAccount(ctx.app);
      logo = await uploadImage(ctx.app, admin.headers);
      // Deleting the only product that shows a file deletes the file: this one keeps the logo.
      await create();
    });

    it('creates, reads, updates and deletes a product with its images, logging each', async () => {
      const extra = await uploadImage(ctx.app, admin.headers, jpeg(), 'extra.jpg');
      const product = await create({
        name: '  Чай зелёный  ',
        description: '  Листовой, 100 г  ',
        images: [extra.url],
      });
      assert.deepEqual(Object.keys(product).sort(), [
        'created_at',
        'description',
        'id',
        'images',
        'is_active',
        'logo_image',
        'name',
        'price',
        'updated_at',
      ]);
      assert.equal(product.price, null, 'a product is created without a price unless given one');
      assert.deepEqual(
        [product.name, product.description, product.logo_image, product.images, product.is_active],
        ['Чай зелёный', 'Листовой, 100 г', logo.url, [extra.url], true],
      );
      assert.deepEqual((await call(customer, 'GET', `${URL}/${product.id}`)).json(), product);
      const listed = (
        await call(customer, 'GET', `${URL}?search=${encodeURIComponent('ЧАЙ ЗЕЛ')}`)
      ).json();
      assert.deepEqual(
        listed.products,
        // Issue 23: the list adds the product's stock over every district (none held yet).
        [{ ...product, stock_total: 0 }],
        'a list entry is the very record GET /{id} answers, with its stock',
      );
      const res = await call(admin, 'PUT', `${URL}/${product.id}`, {
        images: [],
        is_active: false,
      });
      const updated = res.json();
      assert.deepEqual(
        [updated.images, updated.is_active, updated.name],
        [[], false, product.name],
      );
      assert.ok(Date.parse(updated.updated_at) >= Date.parse(product.updated_at));
      assert.equal((await call(admin, 'DELETE', `${URL}/${product.id}`)).statusCode, 204);
      const gone = await call(customer, 'GET', `${URL}/${product.id}`);
      assert.deepEqual([gone.statusCode, gone.json().detail], [404, 'Товар не найден']);
      const where = and(
        eq(activities.resourceType, 'product'),
        eq(activities.resourceId, String(product.id)),
      );
      const log = await ctx.app.db.select().from(activities).where(where);
      assert.deepEqual(log.map((a) => a.action).sort(), [
        'product_create',
        'product_delete',
        'product_update',
      ]);
      const change = log.find((a) => a.action === 'product_update')?.metadataJson;
      assert.deepEqual(change, {
        before: { images: [extra.url], is_active: true },
        after: { images: [], is_active: false },
        resource_name: 'Чай зелёный',
      });
    });

    const invalid: Refusal[] = [
      ['an empty name', { name: '   ' }, ['body', 'name'], /минимум 1/],
      ['an empty description', { description: ' \n ' }, ['body', 'description'], /минимум 1/],
      ['no logo', { logo_image: undefined }, ['body', 'logo_image'], /Обязательное/],
      ['a long description', { description: 'д'.repeat(5001) }, ['body', 'description'], /5000/],
    ];
    itRefusesProducts(invalid, () => ({ app: ctx.app, admin, logo: logo.url }));

    it('searches names in any case and pages with an exact total kept by the counter', async () => {
      const t = tag();
      for (const word of ['Яблоко', 'арбуз', 'Банан', 'ёжевика', 'Ежевика'])
        await create({ name: `${word} ${t}` });
      assert.deepEqual(await names(`search=${encodeURIComponent(t.toUpperCase())}`), [
        `арбуз ${t}`,
        `Банан ${t}`,
        `Ежевика ${t}`,
        `ёжевика ${t}`,
        `Яблоко ${t}`,
      ]);
      const page = (await call(customer, 'GET', `${URL}?search=${t}&size=2&page=3`)).json();
      assert.deepEqual([page.products.length, page.total, page.pages], [1, 5, 3]);
      const [count] = await rows<{ n: number }>(
        ctx.app,
        sql`SELECT count(*)::int AS n FROM products`,
      );
      const all = (await call(customer, 'GET', `${URL}?page=1000`)).json();
      assert.deepEqual([all.products, all.total], [[], count?.n]);
      for (const query of ['page=0', 'page=-1', 'size=101', 'size=0']) {
        assert.equal((await call(customer, 'GET', `${URL}?${query}`)).statusCode, 422, query);
      }
    });

    it('lets customers read but not write (403), guests nothing (401)', async () => {
      const product = await create();
      const state = await databaseState(ctx.app);
      const writes: [string, string, object?][] = [
        ['POST', URL, { name: 'x', description: 'y', logo_image: logo.url }],
        ['PUT', `${URL}/${product.id}`, { name: 'x' }],
        ['DELETE', `${URL}/${product.id}`],
      ];
      for (const [method, url, payload] of writes) {
        assert.equal((await call(customer, method, url, payload)).statusCode, 403, method);
      }
      assert.equal((await ctx.app.inject({ url: `${URL}/${product.id}` })).statusCode, 401);
      assert.equal(await databaseState(ctx.app), state);
    });
  });
}
