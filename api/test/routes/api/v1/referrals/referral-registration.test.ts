/**
 * Registration with a referral code: an active code of another active user makes a pending
 * referral and counts the use; an inactive or unknown code registers the user all the same,
 * without a referral; nobody refers themselves.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { activities, referralCodes, referrals, users } from '../../../../../src/db/schema/index.ts';
import { type Account, createAccount } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { rows } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { postRegister, uniqueName } from '../../../../helpers/requests.ts';

for (const backend of backends()) {
  describe(`POST /api/v1/auth/register with a referral code [${backend}]`, () => {
    const ctx = useApp(backend);
    let owner: Account;
    let code: string;

    const myCode = async (who: Account) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/referrals/my-code',
        headers: who.headers,
      });
      return res.json() as { id: number; code: string; usage_count: number };
    };
    const register = async (referralCode: string | null) => {
      const username = uniqueName('ref');
      const res = await postRegister(ctx.app, {
        username,
        password: 'secret',
        referral_code: referralCode,
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json() as { id: number; username: string };
    };
    const referralOf = async (refereeId: number) =>
      (await ctx.app.db.select().from(referrals).where(eq(referrals.refereeId, refereeId)))[0];
    const uses = async (id: number) =>
      (await ctx.app.db.select().from(referralCodes).where(eq(referralCodes.id, id)))[0]
        ?.usageCount;

    before(async () => {
      owner = await createAccount(ctx.app);
      code = (await myCode(owner)).code;
    });

    it('makes a pending referral from an active code, in any case, and counts the use', async () => {
      const { id: codeId } = await myCode(owner);
      const user = await register(` ${code.toLowerCase()} `);
      const referral = await referralOf(user.id);
      assert.deepEqual(
        [referral?.referrerId, referral?.codeId, referral?.status, referral?.rewardAmount],
        [owner.id, codeId, 'pending', null],
      );
      assert.equal(await uses(codeId), 1);
      const [log] = await ctx.app.db
        .select()
        .from(activities)
        .where(eq(activities.action, 'referral_create'));
      assert.deepEqual(
        [log?.userId, log?.resourceId, log?.description],
        [
          user.id,
          String(referral?.id),
          `Регистрация по реферальному коду: ${owner.username} → ${user.username}`,
        ],
      );
    });

    it('joins the newest active program running at registration', async () => {
      const [program] = await rows<{ id: number }>(
        ctx.app,
        sql`INSERT INTO referral_programs (name) VALUES ('Весна') RETURNING id`,
      );
      const user = await register(code);
      assert.equal((await referralOf(user.id))?.programId, program?.id);
    });

    it('registers with an inactive code, without a referral or a counted use', async () => {
      const other = await createAccount(ctx.app);
      const off = await myCode(other);
      await ctx.app.db
        .update(referralCodes)
        .set({ isActive: false })
        .where(eq(referralCodes.id, off.id));
      const user = await register(off.code);
      assert.equal(await referralOf(user.id), undefined);
      assert.equal(await uses(off.id), 0);
    });

    it('registers with an unknown or malformed code, without a referral', async () => {
      for (const given of ['NOSUCH99', 'не код', '%', null, '']) {
        const user = await register(given);
        assert.equal(await referralOf(user.id), undefined, String(given));
        const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
        assert.equal(row?.referralCode, given?.trim() || null, 'the code is kept as sent');
      }
    });

    it('makes no referral from the code of a deactivated user', async () => {
      const leaver = await createAccount(ctx.app);
      const theirs = await myCode(leaver);
      await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.id, leaver.id));
      const user = await register(theirs.code);
      assert.equal(await referralOf(user.id), undefined);
    });

    it('never lets anyone refer themselves', async () => {
      const made = await ctx.app.db.transaction((tx) =>
        ctx.app.referralRegistration.record(tx, owner, code, '127.0.0.1'),
      );
      assert.equal(made, null);
      await assert.rejects(
        rows(
          ctx.app,
          sql`INSERT INTO referrals (referrer_id, referee_id, code_id)
            SELECT user_id, user_id, id FROM referral_codes WHERE code = ${code}`,
        ),
        (err: { cause?: { code?: string; constraint?: string } }) =>
          err.cause?.code === '23514' && err.cause.constraint === 'referrals_not_self',
      );
    });
  });
}
