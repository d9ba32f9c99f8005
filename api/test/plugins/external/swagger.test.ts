import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useApp } from '../../helpers/app.ts';
import { backends } from '../../helpers/databases.ts';

for (const backend of backends()) {
  describe(`OpenAPI at /api/docs and security headers [${backend}]`, () => {
    const ctx = useApp(backend);

    it('serves the OpenAPI document with every auth call and its schemas', async () => {
      const res = await ctx.app.inject({ url: '/api/docs/json' });
      assert.equal(res.statusCode, 200);
      const doc = res.json();
      assert.equal(doc.openapi, '3.1.0');
      for (const path of [
        '/api/v1/auth/token',
        '/api/v1/auth/register',
        '/api/v1/auth/me',
        '/api/v1/auth/users',
        '/api/v1/admin/users/',
        '/api/v1/admin/users/{id}',
        '/api/v1/admin/activities/',
        '/api/v1/tasks/',
        '/api/v1/tasks/{id}',
        '/api/v1/cities/',
        '/api/v1/districts/city/{cityId}',
        '/api/v1/products/{id}',
        '/api/v1/upload/files/{filename}',
        '/api/v1/coupons/coupons/{id}',
        '/api/v1/coupons/apply',
        '/api/v1/referrals/my-code/',
        '/api/v1/referral/codes/{id}/toggle',
        '/health',
      ]) {
        assert.ok(doc.paths[path], path);
      }
      const token = doc.paths['/api/v1/auth/token'].post;
      assert.ok(token.requestBody.content['application/x-www-form-urlencoded']);
      assert.ok(token.responses['401']);
      assert.deepEqual(doc.paths['/api/v1/auth/me'].get.security, [{ OAuth2PasswordBearer: [] }]);
      const upload = doc.paths['/api/v1/upload/single'].post.requestBody.content;
      assert.equal(upload['multipart/form-data'].schema.properties.file.format, 'binary');
    });

    it('serves swagger-ui from same-origin files only, so the strict CSP lets it run', async () => {
      const page = await ctx.app.inject({ url: '/api/docs/' });
      assert.equal(page.statusCode, 200);
      assert.doesNotMatch(page.body, /<script>|https?:\/\//);
      const csp = page.headers['content-security-policy'] ?? '';
      assert.match(csp, /script-src 'self'(;|$)/);
      const bundle = await ctx.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
      assert.equal(bundle.statusCode, 200);
    });

    it('sends the security headers the SPA needs', async () => {
      const res = await ctx.app.inject({ url: '/health' });
      const csp = res.headers['content-security-policy'] ?? '';
      for (const directive of [
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
      ]) {
        assert.ok(csp.includes(directive), directive);
      }
      assert.doesNotMatch(csp, /upgrade-insecure-requests/);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    });
  });
}
