// Issue 6, across the two replicas: the login rate limit is one Redis counter (attempts on either
// replica, or through nginx with a forged X-Forwarded-For, count together); tokens that must not
// work do not, on either replica, also right after a change made through the other; uploads are
// shared, and nginx admits the largest upload the API takes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, detailOf, signIn } from '../support/http';
import { filesForm, pngOfSize } from '../support/images';
import { claimsOf, nowSeconds, signHs256, unsecured } from '../support/jwt';
import { keysUnder } from '../support/redis-keys';
import { useTopology } from '../support/topology';

const LIMIT = 4;
const PASSWORD = 'replica-user-password';
const ctx = useTopology({
  name: 'auth-across-replicas',
  env: { LOGIN_RATE_LIMIT_PER_USER: String(LIMIT) },
});

function replicas() {
  const [one, two] = ctx.topology.replicas;
  assert.ok(one && two);
  return [one.url, two.url] as const;
}

async function createUser(base: string, username: string, role: string): Promise<number> {
  const created = await call(base, 'POST', '/api/v1/admin/users', ctx.adminToken, {
    username,
    password: PASSWORD,
    role,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return (created.body as { id: number }).id;
}

test('the login limit per user is one counter for both replicas, kept in Redis', async () => {
  const [one, two] = replicas();
  await createUser(one, 'limited-user', 'customer');
  const attempt = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/v1/auth/token`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ username: 'limited-user', password: 'wrong-password' }),
    });
  for (let i = 0; i < LIMIT; i++) {
    assert.equal((await attempt(i % 2 === 0 ? one : two)).status, 401, `attempt ${i + 1}`);
  }
  for (const base of [one, two]) {
    const limited = await attempt(base);
    assert.equal(limited.status, 429, `${base}: over the shared limit`);
    assert.equal(
      ((await limited.json()) as { detail: string }).detail,
      'Слишком много попыток. Попробуйте позже.',
    );
  }
  // nginx replaces X-Forwarded-For with the caller's address, so a forged one is no way out.
  const forged = await attempt(ctx.topology.web.url, { 'x-forwarded-for': '203.0.113.7' });
  assert.equal(forged.status, 429, 'a forged X-Forwarded-For does not reset the count');
  assert.ok((await keysUnder(ctx.topology.redisPrefix)) > 0, 'the counters are in Redis');
});

test('tokens: expired, alg none, bad signature, unknown user: 401 on both replicas', async () => {
  const [one, two] = replicas();
  await createUser(one, 'token-user', 'customer');
  const claims = claimsOf(await signIn(ctx.topology.web.url, 'token-user', PASSWORD));
  const secret = ctx.topology.jwtSecret;
  const future = nowSeconds() + 600;
  // The control: the same claims, signed here with the shared secret, are accepted.
  const good = signHs256({ ...claims, exp: future }, secret);
  const refused = {
    expired: signHs256({ ...claims, exp: nowSeconds() - 60 }, secret),
    'alg none': unsecured({ ...claims, exp: future }),
    'bad signature': signHs256({ ...claims, exp: future }, `${secret}-not-it`),
    'unknown user': signHs256({ ...claims, sub: 987_654, exp: future }, secret),
    'another version': signHs256({ ...claims, ver: claims.ver + 1, exp: future }, secret),
  };
  for (const base of [one, two]) {
    assert.equal((await call(base, 'GET', '/api/v1/auth/me', good)).status, 200, 'control');
    for (const [what, token] of Object.entries(refused)) {
      const answer = await call(base, 'GET', '/api/v1/auth/me', token);
      assert.equal(answer.status, 401, `${what} at ${base}`);
      assert.equal(typeof detailOf(answer), 'string');
    }
  }
});

test('deactivated or demoted through one replica: the old token fails on the other at once', async () => {
  const [one, two] = replicas();
  const customerId = await createUser(one, 'soon-inactive', 'customer');
  const staffId = await createUser(one, 'soon-customer', 'staff');
  const customer = await signIn(ctx.topology.web.url, 'soon-inactive', PASSWORD);
  const staff = await signIn(ctx.topology.web.url, 'soon-customer', PASSWORD);
  // Used on the second replica first, so it holds both users in its cache.
  assert.equal((await call(two, 'GET', '/api/v1/auth/me', customer)).status, 200);
  assert.equal((await call(two, 'GET', '/api/v1/admin/users', staff)).status, 200);

  const deactivated = await call(
    one,
    'POST',
    `/api/v1/admin/users/${customerId}/deactivate`,
    ctx.adminToken,
  );
  assert.equal(deactivated.status, 200, JSON.stringify(deactivated.body));
  assert.equal((await call(two, 'GET', '/api/v1/auth/me', customer)).status, 401, 'deactivated');

  const demoted = await call(one, 'PUT', `/api/v1/admin/users/${staffId}`, ctx.adminToken, {
    role: 'customer',
  });
  assert.equal(demoted.status, 200, JSON.stringify(demoted.body));
  assert.equal((await call(two, 'GET', '/api/v1/admin/users', staff)).status, 401, 'demoted');
  assert.equal((await call(two, 'GET', '/api/v1/auth/me', staff)).status, 401, 'demoted');
});

test('uploads: the largest multi-upload passes nginx; files are shared by the replicas', async () => {
  const [one, two] = replicas();
  const files = Array.from({ length: 5 }, () => pngOfSize(5 * 1024 * 1024 - 4096));
  const res = await fetch(`${ctx.topology.web.url}/api/v1/upload/multiple`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.adminToken}` },
    body: filesForm(files),
  });
  assert.equal(res.status, 201, await res.clone().text());
  const saved = (await res.json()) as { url: string; size: number }[];
  assert.equal(saved.length, 5);
  for (const file of saved) {
    // Stored re-encoded without metadata (issue 21): the same bytes from either replica.
    const [fromOne, fromTwo] = await Promise.all(
      [one, two].map((base) => fetch(`${base}${file.url}`)),
    );
    assert.equal(fromTwo?.status, 200, `${file.url} from the other replica`);
    const bytes = Buffer.from(await (fromTwo as Response).arrayBuffer());
    assert.ok(bytes.equals(Buffer.from(await (fromOne as Response).arrayBuffer())), file.url);
    assert.equal(bytes.length, file.size, `${file.url}: the size the upload answered`);
    assert.ok(bytes.subarray(1, 4).equals(Buffer.from('PNG')), `${file.url} is still a PNG`);
  }
  const tooLarge = await fetch(`${ctx.topology.web.url}/api/v1/upload/multiple`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.adminToken}` },
    body: filesForm([pngOfSize(31 * 1024 * 1024)]),
  });
  assert.equal(tooLarge.status, 413);
  assert.deepEqual(await tooLarge.json(), { detail: 'Слишком большой запрос' });
});
