import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { activities, users } from '../../../../../src/db/schema/index.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { bearer, login, postToken, signedInUser } from '../../../../helpers/requests.ts';

for (const backend of backends()) {
  describe(`POST /api/v1/auth/change-password [${backend}]`, () => {
    const ctx = useApp(backend);
    const change = (token: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: bearer(token),
        payload,
      });
    const me = (token: string) =>
      ctx.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
    const passwordHash = async (id: number) =>
      (await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash;

    it('refuses a wrong current password with 400 and changes nothing', async () => {
      const user = await signedInUser(ctx.app);
      const before = await passwordHash(user.id);
      const res = await change(user.token, {
        current_password: 'not-my-password',
        new_password: 'brand-new-password',
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { detail: 'Неверный текущий пароль' });
      assert.equal(await passwordHash(user.id), before);
      assert.equal((await me(user.token)).statusCode, 200);
      const log = await ctx.app.db.select().from(activities).where(eq(activities.userId, user.id));
      assert.ok(log.some((a) => a.action === 'password_change_failed'));
    });

    it('refuses a new password shorter than 8 with 422', async () => {
      const user = await signedInUser(ctx.app);
      const res = await change(user.token, {
        current_password: user.password,
        new_password: '1234567',
      });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json().detail[0].loc, ['body', 'new_password']);
      assert.equal(res.json().detail[0].type, 'string_too_short');
    });

    it('refuses a new password longer than 256 with 422', async () => {
      const user = await signedInUser(ctx.app);
      const res = await change(user.token, {
        current_password: user.password,
        new_password: 'p'.repeat(257),
      });
      assert.equal(res.statusCode, 422);
    });

    it('needs a token', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        payload: { current_password: 'a', new_password: 'bbbbbbbb' },
      });
      assert.equal(res.statusCode, 401);
    });

    it('changes it: old tokens die, the answer carries a working token, the new password works', async () => {
      const user = await signedInUser(ctx.app);
      const otherSession = await login(ctx.app, user.username, user.password);
      const res = await change(user.token, {
        current_password: user.password,
        new_password: 'brand-new-password',
      });
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.detail, 'Пароль успешно изменён');
      assert.equal(body.token_type, 'bearer');
      for (const old of [user.token, otherSession]) {
        const refused = await me(old);
        assert.equal(refused.statusCode, 401);
        assert.deepEqual(refused.json(), { detail: 'Could not validate credentials' });
      }
      assert.equal((await me(body.access_token)).statusCode, 200);
      assert.equal((await postToken(ctx.app, user.username, user.password)).statusCode, 401);
      assert.equal((await postToken(ctx.app, user.username, 'brand-new-password')).statusCode, 200);
      const log = await ctx.app.db.select().from(activities).where(eq(activities.userId, user.id));
      assert.ok(log.some((a) => a.action === 'password_change'));
    });
  });
}
