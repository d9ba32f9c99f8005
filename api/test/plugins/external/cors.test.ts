import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { App } from '../../../src/app.ts';
import { useApp } from '../../helpers/app.ts';

const SHOP = 'https://shop.example.com';
const OTHER = 'https://other.example.com';
const preflight = (app: App, origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/v1/auth/me',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
const CORS_HEADERS = /^access-control-/;
const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((h) => CORS_HEADERS.test(h));

// CORS does not depend on the database: one backend is enough.
describe('CORS with CORS_ORIGINS set', () => {
  const ctx = useApp('pglite', { config: { corsOrigins: [SHOP, 'http://localhost:8080'] } });

  it('allows a listed origin by name, never *, on answers and errors alike', async () => {
    for (const url of ['/health', '/api/v1/auth/me', '/api/v1/nowhere']) {
      const res = await ctx.app.inject({ url, headers: { origin: SHOP } });
      assert.equal(res.headers['access-control-allow-origin'], SHOP, url);
      assert.match(String(res.headers.vary), /Origin/, url);
      assert.match(String(res.headers['access-control-expose-headers']), /X-Request-Id/, url);
      assert.equal(res.headers['access-control-allow-credentials'], undefined);
    }
    const local = await ctx.app.inject({
      url: '/health',
      headers: { origin: 'http://localhost:8080' },
    });
    assert.equal(local.headers['access-control-allow-origin'], 'http://localhost:8080');
  });

  it('gives an unlisted origin, or none, no CORS header at all', async () => {
    for (const origin of [OTHER, `${SHOP}.evil.com`, 'http://shop.example.com', 'null']) {
      const res = await ctx.app.inject({ url: '/health', headers: { origin } });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(corsHeaders(res.headers), [], origin);
    }
    assert.deepEqual(corsHeaders((await ctx.app.inject({ url: '/health' })).headers), []);
  });

  it('answers the preflight of a listed origin with the methods and headers the API uses', async () => {
    const res = await preflight(ctx.app, SHOP);
    assert.equal(res.statusCode, 204);
    assert.equal(res.headers['access-control-allow-origin'], SHOP);
    const methods = String(res.headers['access-control-allow-methods']).split(/,\s*/);
    for (const m of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) assert.ok(methods.includes(m), m);
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    assert.deepEqual(allowed.split(/,\s*/).sort(), ['authorization', 'content-type']);
    assert.ok(Number(res.headers['access-control-max-age']) > 0);
  });

  it('refuses the preflight of an unlisted origin', async () => {
    const res = await preflight(ctx.app, OTHER);
    assert.notEqual(res.statusCode, 204);
    assert.deepEqual(corsHeaders(res.headers), []);
  });
});

describe('CORS without CORS_ORIGINS', () => {
  const ctx = useApp('pglite');

  it('sends no CORS header and answers no preflight: the product is same-origin', async () => {
    const res = await ctx.app.inject({ url: '/health', headers: { origin: SHOP } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(corsHeaders(res.headers), []);
    const pre = await preflight(ctx.app, SHOP);
    assert.equal(pre.statusCode, 404);
    assert.deepEqual(corsHeaders(pre.headers), []);
  });
});
