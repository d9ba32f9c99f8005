/**
 * Issue 20, defect 8: a customer opened 60 tickets of 4,000 characters in 0.3 s. Now a
 * customer's tickets not closed are capped (409), and creations and messages are attempt-limited
 * per customer (429 with the other limits' text), in Redis across replicas when it is set.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { App } from '../../../../../src/app.ts';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { buildTestApp, useApp } from '../../../../helpers/app.ts';
import { backends, createTestDatabase, type TestDatabase } from '../../../../helpers/databases.ts';
import { SMALL_RATE_LIMITS, TOO_MANY } from '../../../../helpers/rate-limits.ts';
import {
  dropKeysUnder,
  LOCAL_REDIS_URL,
  redisSkipReason,
  uniquePrefix,
} from '../../../../helpers/redis.ts';
import { call } from '../../../../helpers/shop.ts';

const ticket = { subject: 'Где мой заказ?', text: 'Заказ не пришёл, подскажите, пожалуйста.' };
const open = (app: App, who: Account) => call(app, who, 'POST', '/tickets/', ticket);

for (const backend of backends()) {
  describe(`limits on a customer's tickets [${backend}]`, () => {
    // Two open at most, three creations and four messages per window (helpers/rate-limits.ts).
    const ctx = useApp(backend, { config: { rateLimits: SMALL_RATE_LIMITS } });
    let admin: Account;

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    it('caps the tickets not closed, then the creations per window', async () => {
      const who = await createAccount(ctx.app);
      assert.equal((await open(ctx.app, who)).statusCode, 201);
      assert.equal((await open(ctx.app, who)).statusCode, 201);
      const capped = await open(ctx.app, who);
      assert.equal(capped.statusCode, 409);
      assert.equal(
        capped.json().detail,
        'Открытых тикетов может быть не больше 2: закройте один из них, чтобы открыть новый',
      );
      // Another customer is not held up by this one; a closed ticket frees a place.
      const other = await createAccount(ctx.app);
      const first = await open(ctx.app, other);
      assert.equal(first.statusCode, 201, first.body);
      assert.equal((await open(ctx.app, other)).statusCode, 201);
      await call(ctx.app, other, 'POST', `/tickets/${first.json().id}/close`);
      assert.equal((await open(ctx.app, other)).statusCode, 201, 'a closed one frees a place');
      await call(ctx.app, other, 'POST', `/tickets/${first.json().id}/close`);
      // Three creations in the window: the fourth attempt is refused whatever is open.
      const limited = await open(ctx.app, other);
      assert.equal(limited.statusCode, 429, limited.body);
      assert.deepEqual(limited.json(), TOO_MANY);
      assert.ok(Number(limited.headers['retry-after']) > 0);
    });

    it("limits a customer's messages; an admin answers without a limit", async () => {
      const who = await createAccount(ctx.app);
      const { id } = (await open(ctx.app, who)).json();
      const say = (as: Account) =>
        call(ctx.app, as, 'POST', `/tickets/${id}/messages`, { text: 'Есть новости?' });
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await say(who)).statusCode);
      assert.deepEqual(codes, [201, 201, 201, 201, 429]);
      for (let i = 0; i < 6; i++) assert.equal((await say(admin)).statusCode, 201);
    });
  });
}

const skip = await redisSkipReason();

// Replicas share the database only on PostgreSQL, and the counters in Redis.
for (const backend of backends().filter((b) => b === 'postgres')) {
  describe(`ticket limits shared through Redis [${backend}]`, { skip }, () => {
    const prefix = uniquePrefix();
    let database: TestDatabase;
    const apps: App[] = [];

    before(async () => {
      database = await createTestDatabase(backend);
      const config = {
        rateLimits: { ...SMALL_RATE_LIMITS, ticketsOpenPerUser: 100 },
        redis: { url: LOCAL_REDIS_URL, keyPrefix: prefix },
      };
      for (let i = 0; i < 2; i++) apps.push(await buildTestApp(database.config, { config }));
    });
    after(async () => {
      for (const app of apps) await app.close();
      await database.drop();
      await dropKeysUnder(prefix);
    });

    it("counts one customer's creations on both replicas: 429 at limit + 1 in total", async () => {
      const [a, b] = apps as [App, App];
      const who = await createAccount(a);
      const codes = [];
      for (const app of [a, b, a, b]) codes.push((await open(app, who)).statusCode);
      assert.deepEqual(codes, [201, 201, 201, 429]);
    });
  });
}
