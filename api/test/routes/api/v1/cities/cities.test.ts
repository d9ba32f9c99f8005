import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { activities } from '../../../../../src/db/schema/index.ts';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';

const URL = '/api/v1/cities';
/** A tag no other city has: searching for it isolates a test's own cities. */
const tag = () => `т${randomBytes(3).toString('hex')}`;

for (const backend of backends()) {
  describe(`/api/v1/cities [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let customer: Account;
    const { call } = ctx;
    const create = async (name: string, isActive?: boolean) => {
      const res = await call(admin, 'POST', `${URL}/`, { name, is_active: isActive });
      assert.equal(res.statusCode, 201, res.body);
      return res.json();
    };
    const names = async (query: string) =>
      (await call(customer, 'GET', `${URL}/?${query}`))
        .json()
        .cities.map((c: { name: string }) => c.name);

    before(async () => {
      admin = await newAdmin(ctx.app);
      customer = await createAccount(ctx.app);
    });

    it('creates (trimmed, active by default), reads, updates and deletes, logging each', async () => {
      const city = await create(`  Казань ${tag()}  `);
      assert.deepEqual(Object.keys(city).sort(), ['id', 'is_active', 'name']);
      assert.equal(city.name, city.name.trim());
      assert.equal(city.is_active, true);
      const read = await call(customer, 'GET', `${URL}/${city.id}`);
      assert.deepEqual(read.json(), city);
      const renamed = await call(admin, 'PUT', `${URL}/${city.id}`, { is_active: false });
      assert.deepEqual(renamed.json(), { ...city, is_active: false });
      assert.equal((await call(admin, 'DELETE', `${URL}/${city.id}`)).statusCode, 204);
      const gone = await call(customer, 'GET', `${URL}/${city.id}`);
      assert.deepEqual([gone.statusCode, gone.json().detail], [404, 'Город не найден']);
      const log = await ctx.app.db
        .select()
        .from(activities)
        .where(
          and(eq(activities.resourceType, 'city'), eq(activities.resourceId, String(city.id))),
        );
      assert.deepEqual(log.map((a) => a.action).sort(), [
        'city_create',
        'city_delete',
        'city_update',
      ]);
      assert.ok(log.every((a) => a.userId === admin.id));
      const update = log.find((a) => a.action === 'city_update');
      assert.deepEqual(update?.metadataJson.after, { ...city, is_active: false });
      // Every row names the city as it was, for the event log after the city is gone.
      assert.ok(log.every((a) => a.metadataJson.resource_name === city.name));
    });

    it('answers 404 with a Russian detail for unknown ids, and accepts paths without a slash', async () => {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const res = await call(
          admin,
          method,
          `${URL}/2000000000`,
          method === 'PUT' ? {} : undefined,
        );
        assert.deepEqual([res.statusCode, res.json().detail], [404, 'Город не найден'], method);
      }
      assert.equal((await call(customer, 'GET', URL)).statusCode, 200);
      assert.equal((await call(admin, 'POST', URL, { name: tag() })).statusCode, 201);
    });

    it('refuses a name taken in any case, after trimming, and changes nothing', async () => {
      const name = `Самара ${tag()}`;
      const city = await create(name);
      const state = await databaseState(ctx.app);
      for (const taken of [name.toUpperCase(), `  ${name.toLowerCase()} `]) {
        const res = await call(admin, 'POST', URL, { name: taken });
        assert.deepEqual(
          [res.statusCode, res.json()],
          [400, { detail: 'Город с таким названием уже существует' }],
        );
      }
      assert.equal(await databaseState(ctx.app), state);
      const other = await create(tag());
      const rename = await call(admin, 'PUT', `${URL}/${other.id}`, { name: name.toUpperCase() });
      assert.equal(rename.statusCode, 400);
      const same = await call(admin, 'PUT', `${URL}/${city.id}`, { name: name.toUpperCase() });
      assert.equal(
        same.json().name,
        name.toUpperCase(),
        'a city may change the case of its own name',
      );
    });

    it('lets one of simultaneous adds of one name win; the others answer 400', async () => {
      const name = `Тверь ${tag()}`;
      const answers = await Promise.all(
        [name, name.toUpperCase(), ` ${name} `].map((n) => call(admin, 'POST', URL, { name: n })),
      );
      assert.deepEqual(answers.map((r) => r.statusCode).sort(), [201, 400, 400]);
    });

    it('refuses empty, long and unknown fields with 422, writing nothing', async () => {
      const bad: [object, string, string][] = [
        [{ name: '   ' }, 'name', 'string_too_short'],
        [{ name: '' }, 'name', 'string_too_short'],
        [{ name: 'я'.repeat(201) }, 'name', 'string_too_long'],
        [{}, 'name', 'missing'],
        [{ name: 'x', products: [] }, 'products', 'extra_forbidden'],
      ];
      for (const [payload, field, type] of bad) {
        const state = await databaseState(ctx.app);
        const res = await call(admin, 'POST', URL, payload);
        assert.equal(res.statusCode, 422, JSON.stringify(payload));
        assert.deepEqual(res.json().detail[0].loc, ['body', field]);
        assert.equal(res.json().detail[0].type, type);
        assert.match(res.json().detail[0].msg, /[а-я]/);
        assert.equal(await databaseState(ctx.app), state);
      }
    });

    it('searches any case, Cyrillic too, `%` and `_` literal; orders by name in Russian', async () => {
      const t = tag();
      for (const word of ['Zürich', 'Ярославль', 'ёлкино', 'Абакан', 'Екатеринбург', '50%_off']) {
        await create(`${word} ${t}`);
      }
      // Digits, then Cyrillic (ё right after е), then Latin: the `ru` collation of the users list.
      assert.deepEqual(await names(`search=${encodeURIComponent(t.toUpperCase())}`), [
        `50%_off ${t}`,
        `Абакан ${t}`,
        `Екатеринбург ${t}`,
        `ёлкино ${t}`,
        `Ярославль ${t}`,
        `Zürich ${t}`,
      ]);
      assert.deepEqual(await names(`search=${encodeURIComponent(`ЯРОСЛАВЛЬ ${t}`)}`), [
        `Ярославль ${t}`,
      ]);
      assert.deepEqual(await names(`search=${encodeURIComponent(`%_off ${t}`)}`), [`50%_off ${t}`]);
      assert.deepEqual(await names(`search=${encodeURIComponent(`_ ${t}`)}`), []);
    });

    it('pages tile the list with an exact total; past the end is empty; bad bounds are 422', async () => {
      const t = tag();
      for (let i = 0; i < 5; i++) await create(`Город ${i} ${t}`);
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const body = (await call(customer, 'GET', `${URL}?search=${t}&size=2&page=${page}`)).json();
        assert.deepEqual([body.total, body.page, body.size, body.pages], [5, page, 2, 3]);
        seen.push(...body.cities.map((c: { name: string }) => c.name));
      }
      assert.deepEqual(seen, await names(`search=${t}&size=100`));
      const past = (await call(customer, 'GET', `${URL}?search=${t}&size=2&page=9`)).json();
      assert.deepEqual([past.cities, past.total, past.pages], [[], 5, 3]);
      const all = (await call(customer, 'GET', `${URL}?page=1&size=1`)).json();
      assert.ok(all.total >= 5 && all.cities.length === 1, 'the count call of spec 7');
      for (const query of ['page=0', 'page=-1', 'size=0', 'size=101', 'page=x', 'sort=name']) {
        const res = await call(customer, 'GET', `${URL}?${query}`);
        assert.equal(res.statusCode, 422, query);
        assert.equal(res.json().detail[0].loc[0], 'query');
      }
    });
  });
}
