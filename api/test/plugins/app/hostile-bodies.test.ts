import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, it } from 'node:test';
import { MESSAGES } from '../../../src/i18n/messages.ts';
import { MAX_JSON_DEPTH } from '../../../src/plugins/app/json-body.ts';
import { countUsers, createAccount } from '../../helpers/accounts.ts';
import { useApp } from '../../helpers/app.ts';
import { backends } from '../../helpers/databases.ts';
import { HOSTILE_BODIES } from '../../helpers/hostile-bodies.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };
/** Far below the seconds a hostile body used to cost, far above a GC pause on a busy CI. */
const MAX_LOOP_BLOCK_MS = 60;

for (const backend of backends()) {
  describe(`hostile JSON bodies [${backend}]`, () => {
    const ctx = useApp(backend);
    const send = (method: 'POST' | 'PUT', url: string, payload: string, headers = {}) =>
      ctx.app.inject({ method, url, payload, headers: { ...JSON_HEADERS, ...headers } });

    it('are never parsed on a route that takes no body: the answer is the route’s own', async () => {
      const deep = HOSTILE_BODIES['arrays 8,000 deep'] as string;
      for (const [method, url] of [
        ['POST', '/nonexistent'],
        ['POST', '/health'],
        ['PUT', '/api/v1/auth/token'],
      ] as const) {
        const res = await send(method, url, deep);
        assert.equal(res.statusCode, 404, `${method} ${url}`);
        assert.deepEqual(res.json(), { detail: MESSAGES.notFound.ru });
      }
      const guest = await send('POST', '/api/v1/referrals/my-code', deep);
      assert.equal(guest.statusCode, 401);
      const customer = await createAccount(ctx.app);
      const own = await send('POST', '/api/v1/referrals/my-code', deep, customer.headers);
      assert.equal(own.statusCode, 201, own.body);
    });

    it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with 400 and stores nothing`, async () => {
      const before = await countUsers(ctx.app);
      const wrap = (depth: number) =>
        JSON.stringify({
          username: 'nested',
          password: 'secret-pass-1',
          referral_code: null,
        }).replace('null', `${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}`);
      const tooDeep = await send('POST', '/api/v1/auth/register', wrap(MAX_JSON_DEPTH + 1));
      assert.equal(tooDeep.statusCode, 400);
      assert.deepEqual(tooDeep.json(), { detail: MESSAGES.jsonTooDeep.ru });
      // At the limit the body is parsed and the schema refuses the array where text belongs.
      const atLimit = await send('POST', '/api/v1/auth/register', wrap(MAX_JSON_DEPTH));
      assert.equal(atLimit.statusCode, 422);
      assert.deepEqual(atLimit.json().detail[0].loc, ['body', 'referral_code']);
      assert.equal(await countUsers(ctx.app), before);
    });

    it('brackets inside strings do not count as nesting', async () => {
      const res = await send(
        'POST',
        '/api/v1/auth/register',
        JSON.stringify({ username: `a${'['.repeat(100)}"\\`, password: 'secret-pass-1' }),
      );
      assert.notEqual(res.statusCode, 400, res.body);
    });

    it(`none holds the event loop over ${MAX_LOOP_BLOCK_MS} ms, on any path`, async () => {
      const customer = await createAccount(ctx.app);
      const targets = [
        ['/nonexistent', {}],
        ['/api/v1/auth/register', {}],
        ['/api/v1/referrals/my-code', customer.headers],
        ['/api/v1/coupons/validate', customer.headers],
      ] as const;
      for (const [name, body] of Object.entries(HOSTILE_BODIES)) {
        for (const [url, headers] of targets) {
          const loop = monitorEventLoopDelay({ resolution: 1 });
          loop.enable();
          const res = await send('POST', url, body, headers);
          loop.disable();
          assert.ok(res.statusCode < 500, `${name} → ${url}: ${res.statusCode}`);
          assert.ok(res.statusCode < 300 || 'detail' in res.json(), `${name} → ${url}`);
          const blockedMs = loop.max / 1e6;
          assert.ok(blockedMs < MAX_LOOP_BLOCK_MS, `${name} → ${url} blocked ${blockedMs} ms`);
        }
      }
    });
  });
}
