import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { activities, users } from '../../../src/db/schema/index.ts';
import { useApp } from '../../helpers/app.ts';
import { backends } from '../../helpers/databases.ts';
import { bearer, login } from '../../helpers/requests.ts';

for (const backend of backends()) {
  describe(`first superuser from ADMIN_USERNAME/ADMIN_PASSWORD [${backend}]`, () => {
    const printed: string[] = [];
    const admin = { username: 'boss', password: 'boss-password-1' };
    const ctx = useApp(backend, { config: { admin }, print: (t) => printed.push(t) });

    it('creates the superuser without printing any password', async () => {
      assert.deepEqual(printed, []);
      const token = await login(ctx.app, 'boss', 'boss-password-1');
      const me = (await ctx.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) })).json();
      assert.equal(me.is_superuser, true);
      assert.equal(me.role, 'admin');
      const [row] = await ctx.app.db.select().from(users).where(eq(users.username, 'boss'));
      const log = await ctx.app.db
        .select()
        .from(activities)
        .where(eq(activities.userId, row?.id ?? 0));
      assert.ok(log.some((a) => a.action === 'superuser_bootstrap'));
    });
  });

  describe(`first superuser with a generated password [${backend}]`, () => {
    const printed: string[] = [];
    const ctx = useApp(backend, {
      config: { admin: { username: null, password: null } },
      print: (t) => printed.push(t),
    });

    it('prints one framed Russian block with working credentials for `admin`', async () => {
      assert.equal(printed.length, 1);
      const text = printed[0] ?? '';
      assert.match(text, /Создан первый администратор/);
      assert.match(text, /={20,}/);
      const password = /Пароль \/ password: (\S+)/.exec(text)?.[1] ?? '';
      assert.ok(password.length >= 20, 'a strong generated password');
      assert.match(text, /username: admin\n/);
      const token = await login(ctx.app, 'admin', password);
      assert.ok(token);
    });

    it('creates exactly one superuser', async () => {
      const supers = await ctx.app.db.select().from(users).where(eq(users.isSuperuser, true));
      assert.equal(supers.length, 1);
    });
  });
}
