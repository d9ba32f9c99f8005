import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { App } from '../../../src/app.ts';
import type { AppConfig } from '../../../src/config.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { buildTestApp } from '../../helpers/app.ts';
import { backends, createTestDatabase, type TestDatabase } from '../../helpers/databases.ts';
import { SMALL_RATE_LIMITS as rateLimits, TOO_MANY } from '../../helpers/rate-limits.ts';
import {
  dropKeysUnder,
  keysUnder,
  LOCAL_REDIS_URL,
  redisSkipReason,
  uniquePrefix,
} from '../../helpers/redis.ts';
import {
  changePassword,
  postRegister,
  postToken,
  uniqueName,
  validateCoupon,
} from '../../helpers/requests.ts';

const skip = await redisSkipReason();

for (const backend of backends()) {
  describe(`attempt limits shared through Redis [${backend}]`, { skip }, () => {
    const prefix = uniquePrefix();
    const otherPrefix = uniquePrefix();
    const config: Partial<AppConfig> = {
      rateLimits,
      redis: { url: LOCAL_REDIS_URL, keyPrefix: prefix },
    };
    const databases: TestDatabase[] = [];
    const apps: App[] = [];
    // Two replicas: on PostgreSQL they share the database as real ones do.
    let a: App;
    let b: App;

    const start = async (overrides: Partial<AppConfig>, database?: TestDatabase) => {
      const db = database ?? (await createTestDatabase(backend));
      if (!database) databases.push(db);
      const app = await buildTestApp(db.config, { config: overrides });
      apps.push(app);
      return app;
    };

    before(async () => {
      a = await start(config);
      b = await start(config, backend === 'postgres' ? databases[0] : undefined);
    });
    after(async () => {
      for (const app of apps) await app.close();
      for (const db of databases) await db.drop();
      await dropKeysUnder(prefix);
      await dropKeysUnder(otherPrefix);
    });

    it('counts logins of one IP + username on both replicas: 429 at limit + 1 in total', async () => {
      const ip = '10.1.0.1';
      const codes = [];
      for (const app of [a, b, a, b, a])
        codes.push((await postToken(app, 'victim', 'x', ip)).statusCode);
      assert.deepEqual(codes, [401, 401, 401, 429, 429]);
      const limited = await postToken(b, 'Victim', 'x', ip);
      assert.deepEqual(limited.json(), TOO_MANY);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal((await postToken(a, 'victim', 'x', '10.1.0.2')).statusCode, 401);
      const keys = await keysUnder(prefix);
      assert.ok(
        keys.some(
          (k) => k.startsWith(`${prefix}rate-limit:`) && k.endsWith('login:10.1.0.1:victim'),
        ),
        keys.join(),
      );
    });

    it('counts logins of one IP across usernames on both replicas', async () => {
      const ip = '10.1.0.3';
      for (const app of [a, b, a, b, a]) {
        assert.equal((await postToken(app, uniqueName('spray'), 'x', ip)).statusCode, 401);
      }
      assert.equal((await postToken(b, uniqueName('spray'), 'x', ip)).statusCode, 429);
    });

    it('counts registrations of one IP on both replicas', async () => {
      const ip = '10.1.0.4';
      const register = (app: App) =>
        postRegister(app, { username: uniqueName(), password: 'secret' }, ip);
      assert.equal((await register(a)).statusCode, 201);
      assert.equal((await register(b)).statusCode, 201);
      const limited = await register(a);
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), TOO_MANY);
    });

    it('counts password changes of one user on both replicas', async (t) => {
      if (backend !== 'postgres') t.skip('replicas share a user only on PostgreSQL');
      if (backend !== 'postgres') return;
      const user = await createAccount(a);
      const wrong = { current_password: 'guess', new_password: 'brand-new-password' };
      const codes = [];
      for (const app of [a, b, a, b]) {
        codes.push((await changePassword(app, user.token, wrong, '10.1.1.1')).statusCode);
      }
      assert.deepEqual(codes, [400, 400, 400, 429]);
    });

    it('counts coupon checks of one IP on both replicas', async () => {
      const ip = '10.1.2.1';
      const codes = [];
      for (const app of [a, b, a, b, a, b, a]) {
        const user = await createAccount(app);
        codes.push((await validateCoupon(app, user.token, 'GUESS', ip)).statusCode);
      }
      assert.deepEqual(codes, [200, 200, 200, 200, 200, 200, 429]);
    });

    it('keeps deployments under other key prefixes apart', async () => {
      const other = await start({
        rateLimits,
        redis: { url: LOCAL_REDIS_URL, keyPrefix: otherPrefix },
      });
      assert.equal((await postToken(a, 'victim', 'x', '10.1.0.1')).statusCode, 429);
      assert.equal((await postToken(other, 'victim', 'x', '10.1.0.1')).statusCode, 401);
    });
  });
}
