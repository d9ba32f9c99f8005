import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { activities, users } from '../../../../../src/db/schema/index.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { bearer, postToken, registerUser } from '../../../../helpers/requests.ts';

const BAD = { detail: 'Incorrect username or password' };

for (const backend of backends()) {
  describe(`POST /api/v1/auth/token [${backend}]`, () => {
    const ctx = useApp(backend);

    it('returns a bearer token that opens /auth/me', async () => {
      const user = await registerUser(ctx.app);
      const res = await postToken(ctx.app, user.username, user.password);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.token_type, 'bearer');
      const me = await ctx.app.inject({
        url: '/api/v1/auth/me',
        headers: bearer(body.access_token),
      });
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().username, user.username);
    });

    it('accepts the username in another case and with spaces around it', async () => {
      const user = await registerUser(ctx.app);
      const res = await postToken(ctx.app, ` ${user.username.toUpperCase()} `, user.password);
      assert.equal(res.statusCode, 200);
    });

    it('answers an unknown user and a wrong password identically', async () => {
      const user = await registerUser(ctx.app);
      const wrong = await postToken(ctx.app, user.username, 'not-the-password');
      const unknown = await postToken(ctx.app, 'nobody-like-this', 'whatever-pass');
      for (const res of [wrong, unknown]) {
        assert.equal(res.statusCode, 401);
        assert.deepEqual(res.json(), BAD);
        assert.equal(res.headers['www-authenticate'], 'Bearer');
      }
      assert.equal(wrong.body, unknown.body);
    });

    it('takes a similar time for an unknown user as for a wrong password', async () => {
      const user = await registerUser(ctx.app);
      const time = async (name: string) => {
        const start = performance.now();
        await postToken(ctx.app, name, 'not-the-password');
        return performance.now() - start;
      };
      await time(user.username); // warm-up, including the dummy hash of unknown users
      await time('warm-up-unknown');
      // Interleaved, and compared by median: a burst of load from the other test process then
      // slows both kinds alike instead of the one that happened to be measured during it.
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        known.push(await time(user.username));
        unknown.push(await time(`nobody-${i}`));
      }
      const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[2] as number;
      // Without the dummy verification the unknown path would take ~1 ms instead of ~40 ms.
      assert.ok(
        median(unknown) > median(known) * 0.4,
        `unknown ${unknown.join(', ')} ms vs known ${known.join(', ')} ms`,
      );
    });

    it('updates last_login and login_count and logs the login', async () => {
      const user = await registerUser(ctx.app);
      await postToken(ctx.app, user.username, user.password);
      await postToken(ctx.app, user.username, user.password);
      const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
      assert.equal(row?.loginCount, 2);
      assert.ok(row?.lastLogin instanceof Date);
      const rows = await ctx.app.db.select().from(activities).where(eq(activities.userId, user.id));
      const logins = rows.filter((a) => a.action === 'login');
      assert.equal(logins.length, 2);
      assert.equal(logins[0]?.ipAddress, '127.0.0.1');
      assert.equal(logins[0]?.resourceType, 'user');
    });

    it('logs failed logins with the username, and the user id when known', async () => {
      const user = await registerUser(ctx.app);
      await postToken(ctx.app, user.username, 'wrong-password');
      await postToken(ctx.app, 'ghost-user', 'wrong-password');
      const failed = await ctx.app.db
        .select()
        .from(activities)
        .where(eq(activities.action, 'login_failed'));
      const mine = failed.find((a) => a.userId === user.id);
      assert.equal(mine?.metadataJson.username, user.username);
      const ghost = failed.find((a) => a.metadataJson.username === 'ghost-user');
      assert.equal(ghost?.userId, null);
    });

    it('requires a form body: JSON gets 415', async () => {
      const user = await registerUser(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token',
        payload: { username: user.username, password: user.password },
      });
      assert.equal(res.statusCode, 415);
      assert.match(res.json().detail, /application\/x-www-form-urlencoded/);
    });

    it('answers missing and too long fields with the 422 shape', async () => {
      const missing = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=someone',
      });
      assert.equal(missing.statusCode, 422);
      assert.deepEqual(missing.json().detail[0].loc, ['body', 'password']);
      assert.equal(missing.json().detail[0].type, 'missing');
      const long = await postToken(ctx.app, 'x'.repeat(129), 'password');
      assert.equal(long.statusCode, 422);
      assert.deepEqual(long.json().detail[0].loc, ['body', 'username']);
      assert.equal(long.json().detail[0].type, 'string_too_long');
    });

    it('refuses an inactive user with the same 401', async () => {
      const user = await registerUser(ctx.app);
      await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      const res = await postToken(ctx.app, user.username, user.password);
      assert.equal(res.statusCode, 401);
      assert.deepEqual(res.json(), BAD);
    });
  });
}
