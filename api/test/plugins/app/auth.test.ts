import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../../src/db/schema/index.ts';
import type { HttpError } from '../../../src/lib/http-errors.ts';
import { TEST_ADMIN, useApp } from '../../helpers/app.ts';
import { backends } from '../../helpers/databases.ts';
import { withClient } from '../../helpers/postgres-template.ts';
import { bearer, login, signedInUser } from '../../helpers/requests.ts';

const REFUSED = { detail: 'Could not validate credentials' };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function forge(payload: object, secret: string, alg = 'HS256'): string {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${head}.`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

for (const backend of backends()) {
  describe(`authenticate: tokens are checked strictly [${backend}]`, () => {
    const secret = 's'.repeat(40);
    const ctx = useApp(backend, { config: { jwtSecret: secret } });
    const me = (token: string) =>
      ctx.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
    const now = () => Math.floor(Date.now() / 1000);

    it('accepts a correctly signed access token (the forging helper is sound)', async () => {
      const user = await signedInUser(ctx.app);
      const token = forge({ sub: String(user.id), ver: 0, typ: 'access', exp: now() + 60 }, secret);
      assert.equal((await me(token)).statusCode, 200);
    });

    const cases: [string, (id: number) => string][] = [
      [
        'alg none',
        (id) => forge({ sub: String(id), ver: 0, typ: 'access', exp: now() + 60 }, secret, 'none'),
      ],
      [
        'another secret',
        (id) => forge({ sub: String(id), ver: 0, typ: 'access', exp: now() + 60 }, 'x'.repeat(40)),
      ],
      [
        'an expired token',
        (id) => forge({ sub: String(id), ver: 0, typ: 'access', exp: now() - 10 }, secret),
      ],
      ['a token without exp', (id) => forge({ sub: String(id), ver: 0, typ: 'access' }, secret)],
      [
        'a refresh-type token',
        (id) => forge({ sub: String(id), ver: 0, typ: 'refresh', exp: now() + 60 }, secret),
      ],
      [
        'an old token version',
        (id) => forge({ sub: String(id), ver: 7, typ: 'access', exp: now() + 60 }, secret),
      ],
      [
        'a non-numeric subject',
        () => forge({ sub: 'admin', ver: 0, typ: 'access', exp: now() + 60 }, secret),
      ],
      ['garbage', () => 'not.a.jwt'],
    ];
    for (const [name, make] of cases) {
      it(`refuses ${name} with 401`, async () => {
        const user = await signedInUser(ctx.app);
        const res = await me(make(user.id));
        assert.equal(res.statusCode, 401);
        assert.deepEqual(res.json(), REFUSED);
      });
    }

    it('refuses a tampered payload', async () => {
      const user = await signedInUser(ctx.app);
      const [head, , sig] = user.token.split('.');
      const payload = b64({ sub: '1', ver: 0, typ: 'access', exp: now() + 60 });
      assert.equal((await me(`${head}.${payload}.${sig}`)).statusCode, 401);
    });

    it('refuses a non-bearer authorization header', async () => {
      const res = await ctx.app.inject({
        url: '/api/v1/auth/me',
        headers: { authorization: 'Basic cm9vdDpyb290' },
      });
      assert.equal(res.statusCode, 401);
    });

    it('issues HS256 tokens with sub, ver, typ and an expiry of the configured TTL', async () => {
      const user = await signedInUser(ctx.app);
      const [head, payload] = user.token.split('.');
      assert.equal(JSON.parse(Buffer.from(head ?? '', 'base64url').toString()).alg, 'HS256');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      assert.equal(claims.sub, String(user.id));
      assert.equal(claims.ver, 0);
      assert.equal(claims.typ, 'access');
      assert.equal(claims.exp - claims.iat, 60 * 60);
    });
  });
}

for (const backend of backends()) {
  describe(`requireAdmin [${backend}]`, () => {
    const ctx = useApp(backend);
    // The guard is called directly with the two things it reads.
    const asRequest = (token: string) =>
      ({
        headers: { authorization: `Bearer ${token}` },
        jwtVerify: () => ctx.app.jwt.verify(token),
        currentUser: null,
      }) as unknown as FastifyRequest;

    it('refuses a customer with 403', async () => {
      const user = await signedInUser(ctx.app);
      await assert.rejects(ctx.app.requireAdmin(asRequest(user.token)), (err: HttpError) => {
        assert.equal(err.statusCode, 403);
        return true;
      });
    });

    it('lets a role admin and a superuser through', async () => {
      const user = await signedInUser(ctx.app);
      await ctx.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
      await ctx.app.requireAdmin(asRequest(user.token));
      const root = await login(ctx.app, TEST_ADMIN.username, TEST_ADMIN.password);
      const request = asRequest(root);
      await ctx.app.requireAdmin(request);
      assert.equal(request.currentUser?.username, TEST_ADMIN.username);
    });
  });
}

for (const backend of backends()) {
  describe(`authenticate: the user cache [${backend}]`, () => {
    const ctx = useApp(backend);
    const me = (token: string) =>
      ctx.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });

    /** Counts the user reads that reach the database from here on. */
    function countDatabaseReads(): () => number {
      const repository = ctx.app.usersRepository;
      const original = repository.findById;
      let reads = 0;
      repository.findById = (...args) => {
        reads += 1;
        return original.apply(repository, args);
      };
      after(() => {
        repository.findById = original;
      });
      return () => reads;
    }

    /** The same write another API replica would make: SQL on a connection of its own. */
    async function bumpTokenVersionElsewhere(id: number): Promise<void> {
      const statement = 'UPDATE users SET token_version = token_version + 1 WHERE id = $1';
      const { config } = ctx.database;
      if (config.kind !== 'postgres') {
        await ctx.app.db.execute(sql`UPDATE users SET token_version = token_version + 1
          WHERE id = ${id}`);
        return;
      }
      await withClient(config.url, (client) => client.query(statement, [id]));
    }

    /**
     * Signs a user in and waits until its checks come from memory: the login itself is a
     * write, announced (and so cacheable again) once its notification arrives.
     */
    async function cachedUser() {
      const user = await signedInUser(ctx.app);
      const reads = countDatabaseReads();
      const deadline = Date.now() + 2_000;
      for (let before = -1; before !== reads() && Date.now() < deadline; ) {
        before = reads();
        assert.equal((await me(user.token)).statusCode, 200);
      }
      return { user, reads };
    }

    it('checks a signed-in user without a database read once it is cached', async () => {
      const { user, reads } = await cachedUser();
      const before = reads();
      for (let i = 0; i < 5; i++) assert.equal((await me(user.token)).statusCode, 200);
      assert.equal(reads(), before);
    });

    it('refuses the old token as soon as a change committed elsewhere is announced', async () => {
      const { user, reads } = await cachedUser();
      const before = reads();
      await me(user.token);
      assert.equal(reads(), before, 'the user is cached before the change');
      await bumpTokenVersionElsewhere(user.id);
      // The notification travels on its own connection: allow it a moment, no more.
      const deadline = Date.now() + 2_000;
      let status = (await me(user.token)).statusCode;
      while (status === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await me(user.token)).statusCode;
      }
      assert.equal(status, 401);
    });

    it('refuses the old token at once after a deactivation through the API', async () => {
      const user = await signedInUser(ctx.app);
      const root = await login(ctx.app, TEST_ADMIN.username, TEST_ADMIN.password);
      assert.equal((await me(user.token)).statusCode, 200);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${user.id}/deactivate`,
        headers: bearer(root),
      });
      assert.equal(res.statusCode, 200);
      assert.equal((await me(user.token)).statusCode, 401);
    });
  });
}
