/**
 * The same refusal in both languages, chosen by Accept-Language as the web client sends it:
 * Russian by default, English on request; the FastAPI constants the client compares by value
 * stay as they are in both.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { type Account, newAdmin } from '../helpers/accounts.ts';
import { useApp } from '../helpers/app.ts';
import { backends } from '../helpers/databases.ts';
import { createCoupon } from '../helpers/marketing.ts';
import { SMALL_RATE_LIMITS } from '../helpers/rate-limits.ts';
import { uniqueName } from '../helpers/requests.ts';

const ORIGIN = 'https://shop.example.com';

/** The answer is marked as chosen by language, in the language given. */
function assertLanguage(res: LightMyRequestResponse, language: 'ru' | 'en') {
  assert.equal(res.headers['content-language'], language);
  const vary = String(res.headers.vary ?? '').toLowerCase();
  assert.ok(vary.split(/\s*,\s*/).includes('accept-language'), `Vary: ${vary}`);
}

for (const backend of backends()) {
  describe(`answers in the language of Accept-Language [${backend}]`, () => {
    const ctx = useApp(backend, { config: { corsOrigins: [ORIGIN] } });
    let admin: Account;

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    const get = (url: string, language?: string) =>
      ctx.call(admin, 'GET', url, undefined, language);

    it('answers a 404 in Russian by default, for an unknown language, and in English', async () => {
      for (const language of [undefined, 'ru', 'de', 'ru-RU,ru;q=0.9']) {
        const res = await get('/api/v1/cities/999999', language);
        assert.equal(res.statusCode, 404);
        assert.deepEqual(res.json(), { detail: 'Город не найден' }, String(language));
        assertLanguage(res, 'ru');
      }
      for (const language of ['en', 'en-US,en;q=0.9', 'de;q=1, en;q=0.5']) {
        const res = await get('/api/v1/cities/999999', language);
        assert.deepEqual(res.json(), { detail: 'City not found' }, language);
        assertLanguage(res, 'en');
      }
    });

    it('answers a 400 in both languages', async () => {
      const name = uniqueName('city');
      const post = (language: string) =>
        ctx.call(admin, 'POST', '/api/v1/cities/', { name }, language);
      assert.equal((await post('ru')).statusCode, 201);
      const ru = await post('ru');
      assert.equal(ru.statusCode, 400);
      assert.deepEqual(ru.json(), { detail: 'Город с таким названием уже существует' });
      const en = await post('en');
      assert.equal(en.statusCode, 400);
      assert.deepEqual(en.json(), { detail: 'A city with this name already exists' });
      assertLanguage(en, 'en');
    });

    it('answers a 422 item with its msg in both languages', async () => {
      const register = (language: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          headers: { 'accept-language': language },
          payload: { username: 'ab', password: 'secret-pass-1' },
        });
      const ru = await register('ru');
      assert.equal(ru.statusCode, 422);
      assert.deepEqual(ru.json().detail, [
        {
          loc: ['body', 'username'],
          msg: 'Должно содержать минимум 3 символа',
          type: 'string_too_short',
        },
      ]);
      const en = await register('en');
      assert.deepEqual(en.json().detail, [
        {
          loc: ['body', 'username'],
          msg: 'String should have at least 3 characters',
          type: 'string_too_short',
        },
      ]);
      assertLanguage(en, 'en');
    });

    it("answers a coupon check's reason (a 200) in both languages", async () => {
      const coupon = await createCoupon(ctx.app, admin, { minimum_purchase_amount: 5000 });
      const body = { code: coupon.code, order_amount: 1000 };
      const check = (language: string) =>
        ctx.call(admin, 'POST', '/api/v1/coupons/validate', body, language);
      const ru = await check('ru');
      assert.equal(ru.statusCode, 200);
      assert.equal(ru.json().reason, 'under_minimum');
      assert.equal(ru.json().detail, 'Купон действует для заказов от 5\u00a0000\u00a0₽');
      assertLanguage(ru, 'ru');
      const en = await check('en');
      assert.equal(en.json().reason, 'under_minimum');
      assert.equal(en.json().detail, 'The coupon applies to orders from RUB\u00a05,000');
      assertLanguage(en, 'en');
    });

    it('keeps the FastAPI constants in both languages, without naming a language', async () => {
      for (const language of ['ru', 'en']) {
        const guest = await ctx.app.inject({
          url: '/api/v1/auth/me',
          headers: { 'accept-language': language },
        });
        assert.equal(guest.statusCode, 401);
        assert.deepEqual(guest.json(), { detail: 'Not authenticated' });
        assert.equal(guest.headers['content-language'], undefined);
        const unknown = await ctx.app.inject({
          url: '/api/v1/no-such-thing',
          headers: { 'accept-language': language },
        });
        assert.deepEqual(unknown.json(), { detail: 'Not Found' });
      }
    });

    it('adds Accept-Language to Vary without dropping what CORS put there', async () => {
      const res = await ctx.app.inject({
        url: '/api/v1/cities/999999',
        headers: { ...admin.headers, origin: ORIGIN, 'accept-language': 'en' },
      });
      assert.equal(res.headers['access-control-allow-origin'], ORIGIN);
      const vary = String(res.headers.vary).toLowerCase();
      assert.match(vary, /origin/);
      assertLanguage(res, 'en');
    });
  });

  describe(`a 429 in the language of Accept-Language [${backend}]`, () => {
    const ctx = useApp(backend, { config: { rateLimits: SMALL_RATE_LIMITS } });

    it('refuses the attempt over the limit in Russian, or in English', async () => {
      const attempt = (language: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/token',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'accept-language': language,
          },
          payload: new URLSearchParams({ username: 'nobody', password: 'wrong' }).toString(),
        });
      for (let i = 0; i < SMALL_RATE_LIMITS.loginPerUser; i++) {
        const res = await attempt('en');
        assert.deepEqual(res.json(), { detail: 'Incorrect username or password' });
      }
      const ru = await attempt('ru');
      assert.equal(ru.statusCode, 429);
      assert.deepEqual(ru.json(), { detail: 'Слишком много попыток. Попробуйте позже.' });
      assert.ok(ru.headers['retry-after']);
      const en = await attempt('en');
      assert.equal(en.statusCode, 429);
      assert.deepEqual(en.json(), { detail: 'Too many attempts. Please try again later.' });
      assertLanguage(en, 'en');
    });
  });
}
