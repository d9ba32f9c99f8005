// Issue 6, over HTTP through nginx: security headers on the files nginx serves and on the API's
// answers (each header once: nginx adds nothing to what the API sets), the API's cache policy on
// every built file, the shell for client routes, request ids, and CORS for configured origins only.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { cacheControlFor } from '../../api/src/plugins/app/static-hosting/cache-policy';
import { rawRequest, single } from '../support/http';
import { REPO_ROOT } from '../support/paths';
import { useTopology } from '../support/topology';

const CDN = 'https://cdn.example.com';
const SHOP = 'https://shop.example.com';
const ctx = useTopology({
  name: 'security-headers',
  remoteOrigins: CDN,
  env: {
    CORS_ORIGINS: SHOP,
    REMOTE_MANIFESTS: JSON.stringify({ mf_customer: `${CDN}/mf-customer/mf-manifest.json` }),
  },
});

const STATIC_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];

function assertStaticSecurity(answer: Awaited<ReturnType<typeof rawRequest>>, what: string) {
  const csp = single(answer, 'content-security-policy');
  assert.match(csp, /frame-ancestors 'none'/, what);
  assert.match(csp, new RegExp(`script-src 'self' ${CDN};`), `${what}: remote origin listed`);
  assert.match(csp, /default-src 'self'/, what);
  assert.equal(single(answer, 'x-content-type-options'), 'nosniff', what);
  assert.equal(single(answer, 'referrer-policy'), 'strict-origin-when-cross-origin', what);
  assert.equal(single(answer, 'x-frame-options'), 'DENY', what);
}

test('every built file: security headers once, and the cache policy the API applies', async () => {
  const web = ctx.topology.web.url;
  const folders: [string, string][] = [['/', join(REPO_ROOT, 'shell', 'dist')]];
  for (const remote of ['mf-auth', 'mf-admin-users']) {
    folders.push([`/remotes/${remote}/`, join(REPO_ROOT, remote, 'dist')]);
  }
  let immutable = 0;
  for (const [prefix, dir] of folders) {
    // `server/`: the package's server build (issue 21), read by the API, never published.
    for (const name of readdirSync(dir).filter((n) => !n.startsWith('.') && n !== 'server')) {
      const answer = await rawRequest('HEAD', `${web}${prefix}${name}`);
      assert.equal(answer.status, 200, `${prefix}${name}`);
      assert.equal(single(answer, 'cache-control'), cacheControlFor(name), `${prefix}${name}`);
      assertStaticSecurity(answer, `${prefix}${name}`);
      if (cacheControlFor(name).includes('immutable')) immutable += 1;
    }
  }
  assert.ok(immutable > 20, `${immutable} content-hashed files checked`);
});

test("compressed files: the build's brotli or gzip copy as it is, with Content-Encoding and Vary", async () => {
  const web = ctx.topology.web.url;
  const shellDist = join(REPO_ROOT, 'shell', 'dist');
  const largestChunk = readdirSync(shellDist)
    .filter((name) => /^[^.]+\.[0-9a-f]{8}\.js$/.test(name))
    .sort((a, b) => statSync(join(shellDist, b)).size - statSync(join(shellDist, a)).size)[0];
  assert.ok(largestChunk, 'the shell has content-hashed chunks');
  const cases: [string, string, Record<string, string>][] = [
    [`/${largestChunk}`, join(shellDist, largestChunk), {}],
    ['/remotes/mf-auth/remoteEntry.js', join(REPO_ROOT, 'mf-auth', 'dist', 'remoteEntry.js'), {}],
    ['/admin/users', join(shellDist, 'index.html'), { accept: 'text/html' }],
  ];
  // What Chromium sends gets brotli; a client without br gets gzip; the copy on disk either
  // way, not nginx's own on-the-fly gzip (which has no length: chunked).
  const encodings: [string, string, string][] = [
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['gzip, deflate', 'gzip', '.gz'],
  ];
  for (const [path, file, headers] of cases) {
    for (const [acceptEncoding, encoding, suffix] of encodings) {
      const answer = await rawRequest('GET', `${web}${path}`, {
        ...headers,
        'accept-encoding': acceptEncoding,
      });
      assert.equal(answer.status, 200, path);
      assert.equal(single(answer, 'content-encoding'), encoding, `${path} (${acceptEncoding})`);
      assert.match(single(answer, 'vary'), /^accept-encoding$/i, path);
      assert.equal(Number(single(answer, 'content-length')), statSync(file + suffix).size, path);
      assertStaticSecurity(answer, path);
    }

    const plain = await rawRequest('GET', `${web}${path}`, headers);
    assert.equal(plain.status, 200, path);
    assert.equal(plain.headers.get('content-encoding'), undefined, path);
    assert.equal(Number(single(plain, 'content-length')), statSync(file).size, path);
    assert.match(
      single(plain, 'vary'),
      /^accept-encoding$/i,
      `${path}: the plain answer varies too`,
    );
  }
});

test('client routes get the shell; other unknown paths a JSON 404', async () => {
  const web = ctx.topology.web.url;
  const shell = readFileSync(join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  for (const path of ['/admin/users', '/user/settings?tab=1']) {
    const page = await rawRequest('GET', `${web}${path}`, { accept: 'text/html' });
    assert.equal(page.status, 200, path);
    assert.equal(page.body, shell, path);
    assert.equal(single(page, 'cache-control'), 'no-cache', path);
    assertStaticSecurity(page, path);
  }
  // The public pages are rendered by the API (issue 21), with nginx's document headers, once.
  const scripts = /<script defer="defer" src="[^"]+"><\/script>/.exec(shell)?.[0] ?? '';
  for (const path of ['/', '/rules', '/products']) {
    const page = await rawRequest('GET', `${web}${path}`, { accept: 'text/html' });
    assert.equal(page.status, 200, path);
    assert.ok(scripts && page.body.includes(scripts), `${path}: the shell's own scripts`);
    assert.match(page.body, /<div id="root"><[^/]/, `${path}: rendered on the server`);
    assert.equal(single(page, 'cache-control'), 'no-cache', path);
    assertStaticSecurity(page, path);
  }
  for (const path of ['/server/render.js', '/remotes/mf-storefront/server/remoteEntry.js']) {
    const hidden = await rawRequest('GET', `${web}${path}`, { accept: '*/*' });
    assert.equal(hidden.status, 404, `${path}: a server build is not published`);
  }
  // As the API decides (api/src/plugins/app/not-found.ts): only a page navigation (Accept:
  // text/html) gets the shell; a script or fetch asking for what is not there gets a 404.
  for (const path of ['/missing-chunk.4f9a2c1b.js', '/admin/users']) {
    const missing = await rawRequest('GET', `${web}${path}`, { accept: '*/*' });
    assert.equal(missing.status, 404, path);
    assert.deepEqual(JSON.parse(missing.body), { detail: 'Not Found' }, path);
    assertStaticSecurity(missing, path);
  }
  for (const path of ['/remotes/mf-auth/nope.js', '/remotes/x', '/remotes/mf-auth/']) {
    const missing = await rawRequest('GET', `${web}${path}`, { accept: 'text/html' });
    assert.equal(missing.status, 404, `${path}: never the shell under /remotes`);
    assert.deepEqual(JSON.parse(missing.body), { detail: 'Not Found' }, path);
  }
});

test('API answers through nginx: the API sets its headers, each once; request ids', async () => {
  const [replica] = ctx.topology.replicas;
  assert.ok(replica);
  const auth = { authorization: `Bearer ${ctx.adminToken}` };
  const direct = await rawRequest('GET', `${replica.url}/api/v1/cities/`, auth);
  for (const path of ['/api/v1/cities/', '/health', '/config.json']) {
    const answer = await rawRequest('GET', `${ctx.topology.web.url}${path}`, auth);
    assert.equal(answer.status, 200, path);
    for (const name of [...STATIC_HEADERS, 'x-frame-options', 'cache-control', 'x-request-id']) {
      single(answer, name);
    }
    const csp = single(answer, 'content-security-policy');
    assert.equal(csp, single(direct, 'content-security-policy'), `${path}: the API's own CSP`);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.ok(csp.includes(CDN), `${path}: the remote's origin (REMOTE_MANIFESTS) is allowed`);
  }
  const generated = await rawRequest('GET', `${ctx.topology.web.url}/health`);
  const id = single(generated, 'x-request-id');
  assert.match(id, /^[0-9a-f]{32}$/, "nginx's $request_id reached the API");
  assert.ok(await ctx.topology.web.logged((l) => l.request_id === id), 'and nginx logged it');
  const given = await rawRequest('GET', `${ctx.topology.web.url}/health`, {
    'x-request-id': 'rq-42.a',
  });
  assert.equal(single(given, 'x-request-id'), 'rq-42.a');
  const forged = await rawRequest('GET', `${ctx.topology.web.url}/health`, {
    'x-request-id': 'a b',
  });
  assert.match(single(forged, 'x-request-id'), /^[0-9a-f]{32}$/, 'an unsafe id is replaced');
});

test('CORS: the configured origin only', async () => {
  const url = `${ctx.topology.web.url}/api/v1/cities/`;
  const preflight = (origin: string) =>
    rawRequest('OPTIONS', url, {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    });
  const allowed = await preflight(SHOP);
  assert.ok(allowed.status >= 200 && allowed.status < 300, `preflight: ${allowed.status}`);
  assert.equal(single(allowed, 'access-control-allow-origin'), SHOP);
  assert.match(single(allowed, 'access-control-allow-headers').toLowerCase(), /authorization/);
  const get = await rawRequest('GET', url, {
    origin: SHOP,
    authorization: `Bearer ${ctx.adminToken}`,
  });
  assert.equal(single(get, 'access-control-allow-origin'), SHOP);

  for (const origin of ['https://evil.example.com', `${SHOP}.evil.example`, 'null']) {
    const refused = await preflight(origin);
    assert.equal(refused.headers.get('access-control-allow-origin'), undefined, origin);
    const plain = await rawRequest('GET', url, {
      origin,
      authorization: `Bearer ${ctx.adminToken}`,
    });
    assert.equal(plain.status, 200, origin);
    assert.equal(plain.headers.get('access-control-allow-origin'), undefined, origin);
  }
});
