import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { activities, users } from '../../../../../src/db/schema/index.ts';
import { TEST_ADMIN, useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { bearer, login, postToken, signedInUser } from '../../../../helpers/requests.ts';

const REFUSED = { detail: 'Could not validate credentials' };

for (const backend of backends()) {
  describe(`/api/v1/auth/me [${backend}]`, () => {
    const ctx = useApp(backend);
    const me = (token: string, method: 'GET' | 'PUT' | 'DELETE' = 'GET', payload?: object) =>
      ctx.app.inject({ method, url: '/api/v1/auth/me', headers: bearer(token), payload });

    it('GET answers the current user, allowlisted fields only', async () => {
      const user = await signedInUser(ctx.app);
      const res = await me(user.token);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(Object.keys(res.json()).sort(), [
        'created_at',
        'id',
        'is_active',
        'is_superuser',
        'is_verified',
        'language',
        'last_login',
        'login_count',
        'role',
        'role_score',
        'timezone',
        'username',
      ]);
      assert.equal(res.json().login_count, 1);
      assert.equal(res.headers['cache-control'], 'no-store');
    });

    it('GET without a token: 401 Not authenticated', async () => {
      const res = await ctx.app.inject({ url: '/api/v1/auth/me' });
      assert.equal(res.statusCode, 401);
      assert.deepEqual(res.json(), { detail: 'Not authenticated' });
    });

    it('shows the superuser as admin with score 80', async () => {
      const token = await login(ctx.app, TEST_ADMIN.username, TEST_ADMIN.password);
      const body = (await me(token)).json();
      assert.equal(body.is_superuser, true);
      assert.equal(body.role, 'admin');
      assert.equal(body.role_score, 80);
    });

    it('PUT changes time zone and language and logs it', async () => {
      const user = await signedInUser(ctx.app);
      // Registered without a language (issue 21): none chosen until the switch sets one.
      assert.equal((await me(user.token)).json().language, null);
      const res = await me(user.token, 'PUT', { timezone: 'europe/moscow', language: 'en' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().timezone, 'Europe/Moscow');
      assert.equal(res.json().language, 'en');
      assert.equal((await me(user.token)).json().timezone, 'Europe/Moscow');
      const log = await ctx.app.db.select().from(activities).where(eq(activities.userId, user.id));
      assert.ok(log.some((a) => a.action === 'profile_update'));
    });

    it('PUT with an empty body changes nothing', async () => {
      const user = await signedInUser(ctx.app);
      const res = await me(user.token, 'PUT', {});
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().timezone, 'UTC');
    });

    const bad: [string, object, string][] = [
      ['unknown zone', { timezone: 'Mars/Olympus' }, 'value_error'],
      ['offset instead of zone', { timezone: '+03:00' }, 'value_error'],
      ['unsupported language', { language: 'de' }, 'enum'],
      ['a field that is not editable', { role: 'admin' }, 'extra_forbidden'],
    ];
    for (const [name, body, type] of bad) {
      it(`PUT refuses ${name} with 422 and changes nothing`, async () => {
        const user = await signedInUser(ctx.app);
        const res = await me(user.token, 'PUT', body);
        assert.equal(res.statusCode, 422);
        assert.equal(res.json().detail[0].type, type);
        assert.equal(res.json().detail[0].loc[0], 'body');
        const after = (await me(user.token)).json();
        assert.equal(after.timezone, 'UTC');
        assert.equal(after.role, 'customer');
      });
    }

    it('DELETE deactivates: 204, the token dies at once, and login is refused', async () => {
      const user = await signedInUser(ctx.app);
      const res = await me(user.token, 'DELETE');
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
      const after = await me(user.token);
      assert.equal(after.statusCode, 401);
      assert.deepEqual(after.json(), REFUSED);
      const relogin = await postToken(ctx.app, user.username, user.password);
      assert.equal(relogin.statusCode, 401);
      const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
      assert.equal(row?.isActive, false);
      const log = await ctx.app.db.select().from(activities).where(eq(activities.userId, user.id));
      assert.ok(log.some((a) => a.action === 'deactivate_self'));
    });

    it('DELETE refuses to deactivate the last active superuser', async () => {
      const token = await login(ctx.app, TEST_ADMIN.username, TEST_ADMIN.password);
      const res = await me(token, 'DELETE');
      assert.equal(res.statusCode, 400);
      assert.equal((await me(token)).statusCode, 200);
    });

    it('refuses the token of a user that no longer exists', async () => {
      const user = await signedInUser(ctx.app);
      await ctx.app.db.delete(activities).where(eq(activities.userId, user.id));
      await ctx.app.db.delete(users).where(eq(users.id, user.id));
      const res = await me(user.token);
      assert.equal(res.statusCode, 401);
      assert.deepEqual(res.json(), REFUSED);
    });
  });
}
