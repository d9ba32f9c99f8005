/** GET and POST /referrals/my-code: one code per user, created on request. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { activities } from '../../../../../src/db/schema/index.ts';
import { type Account, createAccount } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';

const R = '/api/v1/referrals';

for (const backend of backends()) {
  describe(`/api/v1/referrals/my-code [${backend}]`, () => {
    const ctx = useApp(backend);
    const call = (who: Account, method: string, url: string) =>
      ctx.app.inject({ method: method as 'GET', url, headers: who.headers });

    it('gives each user one code, created on request, and answers it again', async () => {
      const user = await createAccount(ctx.app);
      const none = await call(user, 'GET', `${R}/my-code`);
      assert.deepEqual(
        [none.statusCode, none.json()],
        [404, { detail: 'Реферальный код ещё не создан' }],
      );
      const [first, second] = await Promise.all([
        call(user, 'POST', `${R}/my-code`),
        call(user, 'POST', `${R}/my-code`),
      ]);
      assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 201]);
      const code = first.json();
      assert.deepEqual(second.json(), code);
      assert.match(code.code, /^[A-Z2-9]{8}$/);
      assert.deepEqual(
        { ...code, id: 0, created_at: '', code: '' },
        {
          id: 0,
          code: '',
          username: user.username,
          usage_count: 0,
          is_active: true,
          created_at: '',
          // No program runs: the invitation earns nothing (issue 20).
          reward_amount: null,
        },
      );
      const { reward_amount: _, ...stored } = code;
      assert.deepEqual((await call(user, 'GET', `${R}/my-code`)).json(), stored);
      const log = await ctx.app.db
        .select()
        .from(activities)
        .where(and(eq(activities.action, 'referral_code_create'), eq(activities.userId, user.id)));
      assert.equal(log.length, 1);
    });
  });
}
