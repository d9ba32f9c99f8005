import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { App } from '../../../src/app.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { buildTestApp, useApp } from '../../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/databases.ts';
import { SMALL_RATE_LIMITS as rateLimits } from '../../helpers/rate-limits.ts';
import {
  dropKeysUnder,
  LOCAL_REDIS_URL,
  redisSkipReason,
  uniquePrefix,
} from '../../helpers/redis.ts';
import { postRegister, postToken, uniqueName } from '../../helpers/requests.ts';
import { startTcpProxy, type TcpProxy, throughProxy } from '../../helpers/tcp-proxy.ts';

/** Redis away: logins and registrations fail closed (503), nothing else notices. */
const UNAVAILABLE = { detail: 'Сервис временно недоступен. Попробуйте позже.' };
const skip = await redisSkipReason();

describe('auth rate limits when Redis is unreachable', () => {
  const ctx = useApp('pglite', {
    config: { rateLimits, redis: { url: 'redis://127.0.0.1:1', keyPrefix: uniquePrefix() } },
  });

  it('refuses logins and registrations at once with 503 and a Russian detail', async () => {
    const started = Date.now();
    const login = await postToken(ctx.app, 'someone', 'password', '10.2.0.1');
    assert.equal(login.statusCode, 503);
    assert.deepEqual(login.json(), UNAVAILABLE);
    const username = uniqueName();
    const register = await postRegister(ctx.app, { username, password: 'secret' }, '10.2.0.1');
    assert.equal(register.statusCode, 503);
    assert.deepEqual(register.json(), UNAVAILABLE);
    assert.ok(Date.now() - started < 1_500, `answered in ${Date.now() - started} ms`);
    assert.equal(await ctx.app.usersRepository.findByUsername(username), null);
  });

  it('keeps every other route working', async () => {
    const admin = await createAccount(ctx.app, { role: 'admin' });
    assert.equal((await ctx.app.inject({ url: '/health' })).statusCode, 200);
    assert.equal((await ctx.app.inject({ url: '/health/ready' })).statusCode, 200);
    const me = await ctx.app.inject({ url: '/api/v1/auth/me', headers: admin.headers });
    assert.equal(me.statusCode, 200);
    const users = await ctx.app.inject({ url: '/api/v1/admin/users', headers: admin.headers });
    assert.equal(users.statusCode, 200);
  });
});

describe('auth rate limits when Redis goes away and comes back', { skip }, () => {
  const prefix = uniquePrefix();
  let proxy: TcpProxy;
  let database: TestDatabase;
  let app: App;

  before(async () => {
    proxy = await startTcpProxy('127.0.0.1', 6379);
    database = await createTestDatabase('pglite');
    app = await buildTestApp(database.config, {
      config: {
        rateLimits,
        redis: { url: throughProxy(LOCAL_REDIS_URL, proxy), keyPrefix: prefix },
      },
    });
  });
  after(async () => {
    await app?.close();
    await proxy?.close();
    await dropKeysUnder(prefix);
  });

  it('fails closed while Redis is cut off, and counts again once it is back', async () => {
    assert.equal((await postToken(app, 'someone', 'x', '10.3.0.1')).statusCode, 401);
    for (const fault of ['reset', 'silent', 'refuse'] as const) {
      await proxy.break(fault);
      const started = Date.now();
      const login = await postToken(app, 'someone', 'x', '10.3.0.1');
      assert.equal(login.statusCode, 503, fault);
      assert.deepEqual(login.json(), UNAVAILABLE);
      assert.ok(Date.now() - started < 1_500, `${fault}: answered in ${Date.now() - started} ms`);
    }
    await proxy.restore();
    const deadline = Date.now() + 10_000;
    let status = 503;
    while (status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await postToken(app, 'someone', 'x', '10.3.0.1')).statusCode;
    }
    assert.equal(status, 401, 'logins are counted (and answered) again');
  });
});
