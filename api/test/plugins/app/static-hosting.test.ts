import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import zlib from 'node:zlib';
import { useApp } from '../../helpers/app.ts';
import { backends } from '../../helpers/databases.ts';
import { fakeStaticRoot } from '../../helpers/fake-builds.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What Chromium sends. */
const ANY_ENCODING = 'gzip, deflate, br, zstd';

/** Like the build (shared/build/precompress-plugins.cjs): `.br` and `.gz` beside these files. */
const PRECOMPRESSED = [
  'shell/dist/index.html',
  'shell/dist/main.js',
  'shell/dist/123.4f9a2c1b.js',
  'mf-auth/dist/remoteEntry.js',
  'mf-auth/dist/456.abcdef12.js',
];

function precompressedStaticRoot(): string {
  const root = fakeStaticRoot();
  for (const file of PRECOMPRESSED) {
    const original = fs.readFileSync(path.join(root, file));
    fs.writeFileSync(path.join(root, `${file}.br`), zlib.brotliCompressSync(original));
    fs.writeFileSync(path.join(root, `${file}.gz`), zlib.gzipSync(original));
  }
  return root;
}

const DECODE: Record<string, (body: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
};

/** The body as the browser reads it, after undoing Content-Encoding. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === undefined) return res.rawPayload.toString('utf8');
  const decode = DECODE[String(encoding)];
  assert.ok(decode, `unexpected content-encoding ${String(encoding)}`);
  return decode(res.rawPayload).toString('utf8');
}

function assertVariesOnEncoding(res: { headers: Record<string, unknown> }, what: string) {
  assert.match(String(res.headers.vary ?? ''), /accept-encoding/i, `${what}: Vary`);
}

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
      // The shell's document, its head written for the home page (public-pages.test.ts).
      assert.match(res.body, /<div id="root"><\/div>/);
    });

    it("does not publish the packages' server builds", async () => {
      for (const url of ['/server/1.4f9a2c1b.js', '/remotes/mf-auth/server/remoteEntry.js']) {
        const res = await get(url);
        assert.equal(res.statusCode, 404, url);
        assert.doesNotMatch(res.body, /module\.exports|not a real server build/, url);
      }
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

    it('sends no validator with a chunk that never changes, and keeps the ETag of the rest', async () => {
      for (const url of ['/123.4f9a2c1b.js', '/remotes/mf-auth/456.abcdef12.js']) {
        const res = await get(url, { 'accept-encoding': ANY_ENCODING });
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.headers.etag, undefined, url);
        assert.equal(res.headers['accept-ranges'], undefined, url);
      }
      assert.match(String((await get('/main.js')).headers.etag), /^W\/"/);
    });

    it('sends a script only the headers a script needs; the document keeps every policy', async () => {
      for (const url of ['/123.4f9a2c1b.js', '/remotes/mf-auth/remoteEntry.js']) {
        const { headers } = await get(url);
        assert.equal(headers['x-content-type-options'], 'nosniff', url);
        assert.equal(headers['cross-origin-resource-policy'], 'same-origin', url);
        for (const documentOnly of [
          'content-security-policy',
          'x-frame-options',
          'referrer-policy',
          'last-modified',
        ]) {
          assert.equal(headers[documentOnly], undefined, `${url}: ${documentOnly}`);
        }
      }
      const page = await get('/', HTML);
      assert.match(page.headers['content-security-policy'] ?? '', /frame-ancestors 'none'/);
      assert.equal(page.headers['x-frame-options'], 'DENY');
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

  describe(`static hosting of precompressed builds [${backend}]`, () => {
    const staticRoot = precompressedStaticRoot();
    const ctx = useApp(backend, { config: { staticRoot } });
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ url, headers });
    const onDisk = (file: string) => fs.readFileSync(path.join(staticRoot, file));

    it('sends the brotli copy to a browser that accepts it, with its own length', async () => {
      const res = await get('/123.4f9a2c1b.js', { 'accept-encoding': ANY_ENCODING });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], 'br');
      assert.match(String(res.headers['content-type']), /javascript/);
      assert.equal(res.headers['cache-control'], IMMUTABLE);
      assertVariesOnEncoding(res, 'chunk');
      const br = onDisk('shell/dist/123.4f9a2c1b.js.br');
      assert.equal(Number(res.headers['content-length']), br.length);
      assert.deepEqual(res.rawPayload, br);
      assert.equal(decoded(res), 'console.log("chunk")');
    });

    it('falls back to gzip when brotli is not accepted or refused with q=0', async () => {
      for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=0.5, br;q=0, *;q=0']) {
        const res = await get('/main.js', { 'accept-encoding': accept });
        assert.equal(res.statusCode, 200, accept);
        assert.equal(res.headers['content-encoding'], 'gzip', accept);
        assert.equal(res.headers['cache-control'], 'no-cache', accept);
        assertVariesOnEncoding(res, accept);
        assert.equal(decoded(res), 'console.log("shell")', accept);
      }
    });

    it('sends the file itself when no encoding is accepted, still varying on it', async () => {
      const refusals: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'br;q=0, gzip;q=0' },
      ];
      for (const headers of refusals) {
        const res = await get('/main.js', headers);
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-encoding'], undefined, JSON.stringify(headers));
        assert.equal(res.body, 'console.log("shell")');
        assertVariesOnEncoding(res, JSON.stringify(headers));
      }
    });

    it("compresses the remotes' files with their cache policy, and the manifest left plain", async () => {
      const entry = await get('/remotes/mf-auth/remoteEntry.js', {
        'accept-encoding': ANY_ENCODING,
      });
      assert.equal(entry.headers['content-encoding'], 'br');
      assert.equal(entry.headers['cache-control'], 'no-cache');
      assert.equal(decoded(entry), 'var mf_auth;');
      const chunk = await get('/remotes/mf-auth/456.abcdef12.js', { 'accept-encoding': 'gzip' });
      assert.equal(chunk.headers['content-encoding'], 'gzip');
      assert.equal(chunk.headers['cache-control'], IMMUTABLE);
      // The build leaves manifests uncompressed (precompress-plugins.cjs says why).
      const manifest = await get('/remotes/mf-auth/mf-manifest.json', {
        'accept-encoding': ANY_ENCODING,
      });
      assert.equal(manifest.statusCode, 200);
      assert.equal(manifest.headers['content-encoding'], undefined);
      assert.deepEqual(manifest.json(), { name: 'mf_auth' });
    });

    it('compresses the shell sent for / and for client routes', async () => {
      for (const url of ['/', '/user/settings']) {
        const res = await get(url, { ...HTML, 'accept-encoding': ANY_ENCODING });
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.headers['content-encoding'], 'br', url);
        assert.match(String(res.headers['content-type']), /text\/html/, url);
        assert.equal(res.headers['cache-control'], 'no-cache', url);
        assertVariesOnEncoding(res, url);
        assert.match(decoded(res), /<div id="root">/, url);
      }
    });

    it('revalidates each encoding against its own ETag', async () => {
      const br = await get('/main.js', { 'accept-encoding': 'br' });
      const gzip = await get('/main.js', { 'accept-encoding': 'gzip' });
      const plain = await get('/main.js');
      const etags = [br, gzip, plain].map((res) => String(res.headers.etag));
      assert.equal(new Set(etags).size, 3, `three variants, three ETags: ${etags.join(' ')}`);
      const again = await get('/main.js', {
        'accept-encoding': 'br',
        'if-none-match': String(br.headers.etag),
      });
      assert.equal(again.statusCode, 304);
      // A cached brotli copy does not validate the gzip one: the gzip body is sent.
      const other = await get('/main.js', {
        'accept-encoding': 'gzip',
        'if-none-match': String(br.headers.etag),
      });
      assert.equal(other.statusCode, 200);
      assert.equal(other.headers['content-encoding'], 'gzip');
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
