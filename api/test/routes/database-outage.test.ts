import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { App } from '../../src/app.ts';
import { type Account, createAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/app.ts';
import { backends, createTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { postToken } from '../helpers/requests.ts';
import { type Fault, startTcpProxy, type TcpProxy, throughProxy } from '../helpers/tcp-proxy.ts';

const DB_DOWN = { detail: 'База данных временно недоступна. Попробуйте позже.' };
// Well under the client's 20 s timeout; a silent server costs the 5 s connection timeout.
const BOUND_MS = { reset: 1_500, refuse: 1_500, silent: 7_000 } satisfies Record<Fault, number>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`not within ${ms} ms: ${what}`);
    await sleep(100);
  }
}

/**
 * PostgreSQL going away under a running app, through a TCP relay the test breaks (the machine's
 * server is never touched). PGlite has no network to lose: its closed-database case is in
 * health.test.ts.
 */
describe('PostgreSQL unreachable, then back [postgres]', {
  skip: backends().includes('postgres') ? false : 'needs PostgreSQL: set DATABASE_URL',
}, () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: App;
  let admin: Account;

  before(async () => {
    database = await createTestDatabase('postgres');
    if (database.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const real = new URL(database.config.url);
    proxy = await startTcpProxy(real.hostname, Number(real.port || 5432));
    app = await buildTestApp({ kind: 'postgres', url: throughProxy(database.config.url, proxy) });
    admin = await createAccount(app, { role: 'admin', isSuperuser: true });
  });
  after(async () => {
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });

  const me = () => app.inject({ url: '/api/v1/auth/me', headers: admin.headers });

  for (const fault of ['reset', 'silent', 'refuse'] as const) {
    it(`${fault}: DB routes and readiness answer 503 in time, liveness 200`, async () => {
      assert.equal((await me()).statusCode, 200);
      assert.ok(app.userCache.size > 0, 'the signed-in user is cached while LISTEN runs');
      await proxy.break(fault);
      // The LISTEN connection is cut too: the cache must go offline and forget everyone, or
      // /auth/me would keep answering from memory what the database can no longer confirm.
      await until(async () => app.userCache.size === 0, 5_000, 'the user cache goes offline');

      const calls = {
        me: me(),
        cities: app.inject({ url: '/api/v1/cities', headers: admin.headers }),
        login: postToken(app, admin.username, 'whatever'),
        ready: app.inject({ url: '/health/ready' }),
      };
      const started = Date.now();
      for (const [name, call] of Object.entries(calls)) {
        const res = await call;
        assert.equal(res.statusCode, 503, `${name}: ${res.body}`);
        assert.deepEqual(res.json(), DB_DOWN, name);
      }
      assert.ok(Date.now() - started < BOUND_MS[fault], `answered in ${Date.now() - started} ms`);
      const health = await app.inject({ url: '/health' });
      assert.equal(health.statusCode, 200);
      assert.equal(health.json().status, 'ok');

      await proxy.restore();
      await until(
        async () => (await app.inject({ url: '/health/ready' })).statusCode === 200,
        10_000,
        'ready again',
      );
      assert.equal((await me()).statusCode, 200);
      // LISTEN is retried on its own: once back, the cache keeps users again.
      await until(
        async () => (await me()).statusCode === 200 && app.userCache.size > 0,
        10_000,
        'the user cache back online',
      );
    });
  }
});
