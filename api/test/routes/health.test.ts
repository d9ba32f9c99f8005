import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildTestApp, useApp } from '../helpers/app.ts';
import { backends, createTestDatabase } from '../helpers/databases.ts';
import { postToken } from '../helpers/requests.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

for (const backend of backends()) {
  describe(`GET /health [${backend}]`, () => {
    const ctx = useApp(backend);

    it('answers ok with a boot id, never cached', async () => {
      const res = await ctx.app.inject({ url: '/health' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.equal(res.json().status, 'ok');
      assert.match(res.json().boot_id, UUID);
    });

    it('keeps the boot id within a process and changes it with a new app', async () => {
      const first = (await ctx.app.inject({ url: '/health' })).json().boot_id;
      const again = (await ctx.app.inject({ url: '/health' })).json().boot_id;
      assert.equal(again, first);
      const database = await createTestDatabase(backend);
      const other = await buildTestApp(database.config);
      try {
        const second = (await other.inject({ url: '/health' })).json().boot_id;
        assert.notEqual(second, first);
      } finally {
        await other.close();
        await database.drop();
      }
    });

    // Last on purpose: it closes this app's database.
    it('answers 503 with a Russian detail once the database is gone', async () => {
      await ctx.app.database.close();
      const health = await ctx.app.inject({ url: '/health' });
      assert.equal(health.statusCode, 503);
      assert.equal(health.headers['cache-control'], 'no-store');
      assert.deepEqual(health.json(), {
        detail: 'База данных временно недоступна. Попробуйте позже.',
      });
      const login = await postToken(ctx.app, 'someone', 'password');
      assert.equal(login.statusCode, 503);
      assert.deepEqual(login.json(), health.json());
    });
  });
}
