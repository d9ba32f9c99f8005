import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { activities } from '../../../../../src/db/schema/index.ts';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';

const URL = '/api/v1/districts';
const tag = () => `р${randomBytes(3).toString('hex')}`;

for (const backend of backends()) {
  describe(`/api/v1/districts [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let customer: Account;
    const { call } = ctx;
    const city = async () =>
      (await call(admin, 'POST', '/api/v1/cities/', { name: `Город ${tag()}` })).json()
        .id as number;
    const create = async (cityId: number, name: string) => {
      const res = await call(admin, 'POST', `${URL}/`, { name, city_id: cityId });
      assert.equal(res.statusCode, 201, res.body);
      return res.json();
    };
    const list = async (cityId: number, query = '') =>
      (await call(customer, 'GET', `${URL}/city/${cityId}?${query}`)).json();

    before(async () => {
      admin = await newAdmin(ctx.app);
      customer = await createAccount(ctx.app);
    });

    it('creates, reads, updates and deletes a district, logging each', async () => {
      const cityId = await city();
      const district = await create(cityId, '  Вахитовский  ');
      assert.deepEqual(district, {
        id: district.id,
        name: 'Вахитовский',
        city_id: cityId,
        is_active: true,
      });
      assert.deepEqual((await call(customer, 'GET', `${URL}/${district.id}`)).json(), district);
      const changed = await call(admin, 'PUT', `${URL}/${district.id}`, {
        name: 'Приволжский',
        is_active: false,
      });
      assert.deepEqual(changed.json(), { ...district, name: 'Приволжский', is_active: false });
      assert.equal((await call(admin, 'DELETE', `${URL}/${district.id}`)).statusCode, 204);
      const gone = await call(customer, 'GET', `${URL}/${district.id}`);
      assert.deepEqual([gone.statusCode, gone.json().detail], [404, 'Район не найден']);
      const where = and(
        eq(activities.resourceType, 'district'),
        eq(activities.resourceId, String(district.id)),
      );
      const log = await ctx.app.db.select().from(activities).where(where);
      assert.deepEqual(log.map((a) => a.action).sort(), [
        'district_create',
        'district_delete',
        'district_update',
      ]);
    });

    it('lists one city: its own districts only, searched and ordered; 404 for an unknown city', async () => {
      const [kazan, samara] = [await city(), await city()];
      for (const name of ['Советский', 'авиастроительный', 'Ново-Савиновский']) {
        await create(kazan, name);
      }
      await create(samara, 'Советский');
      const body = await list(kazan);
      assert.deepEqual(
        body.districts.map((d: { name: string }) => d.name),
        ['авиастроительный', 'Ново-Савиновский', 'Советский'],
      );
      assert.deepEqual([body.total, body.page, body.size, body.pages], [3, 1, 20, 1]);
      assert.deepEqual(
        (await list(kazan, `search=${encodeURIComponent('САВ')}`)).districts.map(
          (d: { name: string }) => d.name,
        ),
        ['Ново-Савиновский'],
      );
      const second = await list(kazan, 'size=2&page=2');
      assert.deepEqual([second.districts.length, second.total, second.pages], [1, 3, 2]);
      const unknown = await call(customer, 'GET', `${URL}/city/2000000000`);
      assert.deepEqual([unknown.statusCode, unknown.json().detail], [404, 'Город не найден']);
      for (const query of ['page=0', 'size=101', 'page=-3']) {
        assert.equal(
          (await call(customer, 'GET', `${URL}/city/${kazan}?${query}`)).statusCode,
          422,
        );
      }
    });

    it('keeps names unique within a city (any case); the same name elsewhere is fine', async () => {
      const [a, b] = [await city(), await city()];
      const first = await create(a, 'Центральный');
      const elsewhere = await create(b, 'центральный');
      const state = await databaseState(ctx.app);
      const taken = await call(admin, 'POST', URL, { name: ' ЦЕНТРАЛЬНЫЙ ', city_id: a });
      assert.deepEqual(
        [taken.statusCode, taken.json()],
        [400, { detail: 'Район с таким названием уже есть в этом городе' }],
      );
      const moved = await call(admin, 'PUT', `${URL}/${elsewhere.id}`, { city_id: a });
      assert.equal(moved.statusCode, 400);
      assert.equal(await databaseState(ctx.app), state);
      const renamed = await call(admin, 'PUT', `${URL}/${first.id}`, { name: 'Центральный-2' });
      assert.equal(renamed.statusCode, 200);
      assert.equal(
        (await call(admin, 'PUT', `${URL}/${elsewhere.id}`, { city_id: a })).statusCode,
        200,
      );
    });

    it('refuses an unknown city and empty names with 422, writing nothing', async () => {
      const cityId = await city();
      const cases: [object, string[]][] = [
        [{ name: 'Х', city_id: 2_000_000_000 }, ['body', 'city_id']],
        [{ name: '  ', city_id: cityId }, ['body', 'name']],
        [{ name: 'Х' }, ['body', 'city_id']],
      ];
      for (const [payload, loc] of cases) {
        const state = await databaseState(ctx.app);
        const res = await call(admin, 'POST', URL, payload);
        assert.equal(res.statusCode, 422, JSON.stringify(payload));
        assert.deepEqual(res.json().detail[0].loc, loc);
        assert.equal(await databaseState(ctx.app), state);
      }
    });

    it('refuses to delete a city that has districts (409), and deletes it once they are gone', async () => {
      const cityId = await city();
      const district = await create(cityId, 'Последний');
      const state = await databaseState(ctx.app);
      const refused = await call(admin, 'DELETE', `/api/v1/cities/${cityId}`);
      assert.deepEqual(
        [refused.statusCode, refused.json()],
        [409, { detail: 'Нельзя удалить город: сначала удалите его районы' }],
      );
      assert.equal(await databaseState(ctx.app), state);
      await call(admin, 'DELETE', `${URL}/${district.id}`);
      assert.equal((await call(admin, 'DELETE', `/api/v1/cities/${cityId}`)).statusCode, 204);
    });
  });
}
