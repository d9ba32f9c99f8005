import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useApp } from '../../helpers/app.ts';
import { backends } from '../../helpers/databases.ts';
import { fakeStaticRoot } from '../../helpers/fake-builds.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

for (const backend of backends()) {
  describe(`static hosting of the shell and remotes [${backend}]`, () => {
    const ctx = useApp(backend, { config: { staticRoot: fakeStaticRoot() } });
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ url, headers });

    it('serves /config.json with every built remote, not cached', async () => {
      const res = await get('/config.json');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.deepEqual(res.json(), {
        apiBase: '/api/v1',
        remotes: {
          mf_auth: '/remotes/mf-auth/mf-manifest.json',
          mf_customer: '/remotes/mf-customer/mf-manifest.json',
        },
      });
    });

    it('serves the shell index at / with no-cache', async () => {
      const res = await get('/', HTML);
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /text\/html/);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.match(res.body, /Витрина/);
    });

    it('caches content-hashed chunks for a year and revalidates the rest', async () => {
      assert.equal((await get('/123.4f9a2c1b.js')).headers['cache-control'], IMMUTABLE);
      assert.equal((await get('/main.js')).headers['cache-control'], 'no-cache');
      const chunk = await get('/remotes/mf-auth/456.abcdef12.js');
      assert.equal(chunk.statusCode, 200);
      assert.equal(chunk.headers['cache-control'], IMMUTABLE);
      for (const url of ['/remotes/mf-auth/mf-manifest.json', '/remotes/mf-auth/remoteEntry.js']) {
        const res = await get(url);
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.headers['cache-control'], 'no-cache', url);
      }
    });

    it('answers client routes with the shell so client routing takes over', async () => {
      const res = await get('/user/settings', HTML);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.match(res.body, /<div id="root">/);
      assert.match(res.headers['content-security-policy'] ?? '', /frame-ancestors 'none'/);
    });

    it('keeps unknown API paths, missing remote files and non-HTML requests as JSON 404', async () => {
      for (const [url, headers] of [
        ['/api/unknown', HTML],
        ['/api/v1/nothing-here', HTML],
        ['/remotes/mf-auth/missing.js', HTML],
        ['/remotes/mf-admin-users/mf-manifest.json', {}],
        ['/favicon.ico', { accept: 'image/*' }],
      ] as const) {
        const res = await get(url, headers);
        assert.equal(res.statusCode, 404, url);
        assert.deepEqual(res.json(), { detail: 'Not Found' }, url);
      }
      const post = await ctx.app.inject({ method: 'POST', url: '/api/v1/nowhere', payload: {} });
      assert.equal(post.statusCode, 404);
      assert.deepEqual(post.json(), { detail: 'Not Found' });
    });
  });

  describe(`static hosting without a shell build, with REMOTE_MANIFESTS [${backend}]`, () => {
    const remoteManifests = { mf_auth: 'https://cdn.example.com/mf-auth/mf-manifest.json' };
    const ctx = useApp(backend, {
      config: { staticRoot: fakeStaticRoot({ shell: false }), remoteManifests },
    });

    it('tells a browser in Russian to run the build', async () => {
      const res = await ctx.app.inject({ url: '/user/settings', headers: HTML });
      assert.equal(res.statusCode, 503);
      assert.match(String(res.headers['content-type']), /text\/plain/);
      assert.match(res.body, /не собран/);
    });

    it('lets REMOTE_MANIFESTS override a remote and allows its origin in the CSP', async () => {
      const res = await ctx.app.inject({ url: '/config.json' });
      assert.equal(res.json().remotes.mf_auth, remoteManifests.mf_auth);
      assert.equal(res.json().remotes.mf_customer, '/remotes/mf-customer/mf-manifest.json');
      assert.match(
        res.headers['content-security-policy'] ?? '',
        /script-src 'self' https:\/\/cdn\.example\.com/,
      );
    });
  });
}
