import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { settings } from '../../src/db/schema/index.ts';
import { buildTestApp, useApp } from '../helpers/app.ts';
import { backends, createTestDatabase } from '../helpers/databases.ts';
import { postToken } from '../helpers/requests.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DB_DOWN = { detail: 'База данных временно недоступна. Попробуйте позже.' };

for (const backend of backends()) {
  describe(`GET /health and /health/ready [${backend}]`, () => {
    const ctx = useApp(backend);

    it('answers ok with a boot id, never cached', async () => {
      const res = await ctx.app.inject({ url: '/health' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.deepEqual(Object.keys(res.json()).sort(), ['boot_id', 'status']);
      assert.equal(res.json().status, 'ok');
      assert.match(res.json().boot_id, UUID);
    });

    it('is ready while the database answers, never cached', async () => {
      const res = await ctx.app.inject({ url: '/health/ready' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.deepEqual(res.json(), { status: 'ready' });
    });

    it('keeps the boot id within a process', async () => {
      const first = (await ctx.app.inject({ url: '/health' })).json().boot_id;
      const again = (await ctx.app.inject({ url: '/health' })).json().boot_id;
      assert.equal(again, first);
    });

    it('answers DEPLOYMENT_ID as the boot id when it is set', async () => {
      const database = await createTestDatabase(backend);
      const app = await buildTestApp(database.config, {
        config: { deploymentId: 'release-2024.06.01_a' },
      });
      try {
        const res = await app.inject({ url: '/health' });
        assert.deepEqual(res.json(), { status: 'ok', boot_id: 'release-2024.06.01_a' });
      } finally {
        await app.close();
        await database.drop();
      }
    });

    if (backend === 'pglite') {
      it('PGlite: a new process (app) gets a new boot id', async () => {
        const first = (await ctx.app.inject({ url: '/health' })).json().boot_id;
        const database = await createTestDatabase(backend);
        const other = await buildTestApp(database.config);
        try {
          const second = (await other.inject({ url: '/health' })).json().boot_id;
          assert.match(second, UUID);
          assert.notEqual(second, first);
        } finally {
          await other.close();
        }
      });
    } else {
      it('PostgreSQL: every replica on the database answers one boot id, kept in settings', async () => {
        const first = (await ctx.app.inject({ url: '/health' })).json().boot_id;
        const [row] = await ctx.app.db.select().from(settings).where(eq(settings.key, 'boot_id'));
        assert.equal(row?.value, first);
        // A second replica (or a restart) on the same database: the same id.
        const replica = await buildTestApp(ctx.database.config);
        try {
          assert.equal((await replica.inject({ url: '/health' })).json().boot_id, first);
        } finally {
          await replica.close();
        }
        // Another database is another deployment.
        const database = await createTestDatabase(backend);
        const other = await buildTestApp(database.config);
        try {
          assert.notEqual((await other.inject({ url: '/health' })).json().boot_id, first);
        } finally {
          await other.close();
          await database.drop();
        }
      });
    }

    it('lists both endpoints in the OpenAPI document', async () => {
      const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
      assert.ok(doc.paths['/health']?.get.responses['200']);
      assert.ok(doc.paths['/health/ready']?.get.responses['200']);
      assert.ok(doc.paths['/health/ready']?.get.responses['503']);
    });

    // Last on purpose: it closes this app's database.
    it('once the database is gone: alive (same boot id), not ready, DB routes 503', async () => {
      const bootId = (await ctx.app.inject({ url: '/health' })).json().boot_id;
      await ctx.app.database.close();
      const health = await ctx.app.inject({ url: '/health' });
      assert.equal(health.statusCode, 200);
      assert.deepEqual(health.json(), { status: 'ok', boot_id: bootId });
      const ready = await ctx.app.inject({ url: '/health/ready' });
      assert.equal(ready.statusCode, 503);
      assert.equal(ready.headers['cache-control'], 'no-store');
      assert.deepEqual(ready.json(), DB_DOWN);
      const login = await postToken(ctx.app, 'someone', 'password');
      assert.equal(login.statusCode, 503);
      assert.deepEqual(login.json(), DB_DOWN);
    });
  });
}
