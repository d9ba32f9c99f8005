import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newAdmin } from '../../helpers/accounts.ts';
import { useApp } from '../../helpers/app.ts';
import { databaseState } from '../../helpers/database-state.ts';
import { backends } from '../../helpers/databases.ts';

// JSON bodies keep their types exactly; query strings and paths take decimal numbers only.
for (const backend of backends()) {
  describe(`types are not coerced [${backend}]`, () => {
    const ctx = useApp(backend);
    const admin = () => newAdmin(ctx.app);

    it('refuses a body value of the wrong type with 422 and stores nothing', async () => {
      const { headers } = await admin();
      const before = await databaseState(ctx.app);
      for (const [payload, field, type] of [
        [{ name: ['Казань'] }, 'name', 'string_type'],
        [{ name: 12345 }, 'name', 'string_type'],
        [{ name: 'Казань', is_active: 'false' }, 'is_active', 'boolean_type'],
        [{ name: 'Казань', is_active: 0 }, 'is_active', 'boolean_type'],
        [{ name: null }, 'name', 'string_type'],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/cities/',
          headers,
          payload,
        });
        assert.equal(res.statusCode, 422, JSON.stringify(payload));
        assert.deepEqual(res.json().detail[0].loc, ['body', field]);
        assert.equal(res.json().detail[0].type, type);
      }
      assert.equal(await databaseState(ctx.app), before);
    });

    it('refuses a number in a body written as text', async () => {
      const { headers } = await admin();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/coupons/validate',
        headers,
        payload: { code: 'ANY', order_amount: '100' },
      });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json().detail[0].loc, ['body', 'order_amount']);
    });

    it('still takes the right types', async () => {
      const { headers } = await admin();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/cities/',
        headers,
        payload: { name: 'Казань', is_active: false },
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().is_active, false);
    });

    it('reads query and path numbers in decimal only', async () => {
      const { headers } = await admin();
      for (const url of [
        '/api/v1/admin/users/?page=0x10',
        '/api/v1/admin/users/?page=1e1',
        '/api/v1/admin/users/?size=%2010',
        '/api/v1/admin/users/?page=0b1',
        '/api/v1/admin/users/?page=Infinity',
        '/api/v1/admin/users/?page=',
        '/api/v1/cities/0x1',
      ]) {
        const res = await ctx.app.inject({ url, headers });
        assert.equal(res.statusCode, 422, url);
        assert.equal(res.json().detail[0].type, 'integer_type', url);
      }
      const decimal = await ctx.app.inject({ url: '/api/v1/admin/users/?page=2&size=10', headers });
      assert.equal(decimal.statusCode, 200);
      assert.equal(decimal.json().page, 2);
    });
  });
}
