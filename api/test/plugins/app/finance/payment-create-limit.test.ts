// Issue 8 of issue 20: POST /payments is limited per user in Redis like the login and coupon
// limits, so every replica counts the same creates (on PostgreSQL two apps share one database,
// as two replicas do); the 429 carries the other limits' Russian text and Retry-After.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { App } from '../../../../src/app.ts';
import { DEFAULT_PAYMENTS_CONFIG } from '../../../../src/lib/payments-env.ts';
import { createAccount } from '../../../helpers/accounts.ts';
import { buildTestApp } from '../../../helpers/app.ts';
import { backends, createTestDatabase, type TestDatabase } from '../../../helpers/databases.ts';
import {
  dropKeysUnder,
  keysUnder,
  LOCAL_REDIS_URL,
  redisSkipReason,
  uniquePrefix,
} from '../../../helpers/redis.ts';
import { call } from '../../../helpers/shop.ts';

const skip = await redisSkipReason();

for (const backend of backends()) {
  describe(`payment creates counted in Redis [${backend}]`, { skip }, () => {
    const prefix = uniquePrefix();
    const databases: TestDatabase[] = [];
    const apps: App[] = [];
    const config = {
      redis: { url: LOCAL_REDIS_URL, keyPrefix: prefix },
      payments: { ...DEFAULT_PAYMENTS_CONFIG, createPerUser: 3, pendingPerUser: 100 },
    };

    before(async () => {
      const database = await createTestDatabase(backend);
      databases.push(database);
      apps.push(await buildTestApp(database.config, { config }));
      // A second replica on the same database (PGlite is one process only).
      if (backend === 'postgres') apps.push(await buildTestApp(database.config, { config }));
    });
    after(async () => {
      for (const app of apps) await app.close();
      for (const db of databases) await db.drop();
      await dropKeysUnder(prefix);
    });

    it('refuses the creates past the limit with 429, across replicas', async () => {
      const [a, b = a] = apps as [App, App?];
      const customer = await createAccount(a);
      const codes: number[] = [];
      for (const app of [a, b, a]) {
        codes.push((await call(app, customer, 'POST', '/payments', { amount: '100' })).statusCode);
      }
      assert.deepEqual(codes, [201, 201, 201]);
      const refused = await call(b, customer, 'POST', '/payments', { amount: '100' });
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().detail, 'Слишком много попыток. Попробуйте позже.');
      assert.ok(Number(refused.headers['retry-after']) > 0);
      const keys = await keysUnder(prefix);
      assert.ok(
        keys.some((key) => key.includes(`payment-create:${customer.id}`)),
        keys.join(),
      );
      // Another customer is not affected.
      const other = await createAccount(a);
      assert.equal((await call(a, other, 'POST', '/payments', { amount: '100' })).statusCode, 201);
    });
  });
}
