/**
 * Issue 20, defects 4 and 12: a referral reward only for a paid order and an active referrer,
 * the reason a referral paid nothing in the dashboard, what an invitation earns now, and ledger
 * rows the system writes carrying no sentence (the client words them from type and order).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { type Account, createAccount } from '../../../../../helpers/accounts.ts';
import { useApp } from '../../../../../helpers/app.ts';
import { rows } from '../../../../../helpers/database-state.ts';
import { backends } from '../../../../../helpers/databases.ts';
import { createCoupon } from '../../../../../helpers/marketing.ts';
import { balanceOf, buy, fund, ok, useStockedShelf } from '../../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../../helpers/shop-invariants.ts';

interface ReferralRow {
  referee_username: string;
  status: string;
  reward_amount: number | null;
  not_rewarded_reason: string | null;
}
interface LedgerRow {
  type: string;
  amount: string;
  comment: string;
  order_id: number | null;
  order_number: number | null;
}

for (const backend of backends()) {
  describe(`referral rewards and the ledger's words [${backend}]`, () => {
    const ctx = useApp(backend);
    const shop = useStockedShelf(() => ctx.app, '100.00', 100);

    /** A referee of `referrer` (with money) under `program` (null: none ran). */
    async function referred(referrer: Account, program: number | null) {
      const referee = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, referee, '1000');
      const [code] = await rows<{ id: number }>(
        ctx.app,
        sql`INSERT INTO referral_codes (code, user_id) VALUES (${`R${referee.id}X${referrer.id}`},
          ${referrer.id}) ON CONFLICT (user_id) DO UPDATE SET code = referral_codes.code
          RETURNING id`,
      );
      await ctx.app.db.execute(sql`INSERT INTO referrals (referrer_id, referee_id, code_id,
          program_id) VALUES (${referrer.id}, ${referee.id}, ${code?.id}, ${program})`);
      return referee;
    }
    async function completed(who: Account, coupon?: string) {
      const res = await buy(ctx.app, who, shop.shelf, 1, coupon);
      assert.equal(res.statusCode, 201, res.body);
      const order = res.json() as { id: number; number: number; total: string };
      await ok(ctx.app, shop.admin, 'POST', `/admin/orders/${order.id}/complete`, undefined, 200);
      return order;
    }
    const referral = async (referee: Account) => {
      const page = await ok<{ referrals: ReferralRow[] }>(
        ctx.app,
        shop.admin,
        'GET',
        `/referrals/referrals?search=${referee.username}`,
      );
      const [row] = page.referrals;
      return row && [row.status, row.reward_amount, row.not_rewarded_reason];
    };
    const ledger = async (who: Account) =>
      (await ok<{ entries: LedgerRow[] }>(ctx.app, who, 'GET', '/finance/ledger')).entries;

    it('the invite says what it earns now: nothing while no program runs', async () => {
      const who = await createAccount(ctx.app);
      const none = await ok<{ code: string; reward_amount: number | null }>(
        ctx.app,
        who,
        'POST',
        '/referrals/my-code',
      );
      assert.equal(none.reward_amount, null);
      await ok(ctx.app, shop.admin, 'POST', '/referrals/programs', {
        name: 'Друзья',
        reward_amount: 250.5,
      });
      const again = await ok(ctx.app, who, 'POST', '/referrals/my-code', undefined, 200);
      assert.deepEqual([again.code, again.reward_amount], [none.code, 250.5]);
    });

    it('a free order pays nothing and the referral waits for a paid one', async () => {
      const [program] = await rows<{ id: number }>(
        ctx.app,
        sql`INSERT INTO referral_programs (name, reward_amount) VALUES ('Сто', 150) RETURNING id`,
      );
      const referrer = await createAccount(ctx.app);
      const referee = await referred(referrer, program?.id ?? null);
      const free = await createCoupon(ctx.app, shop.admin, { discount_value: 100 });
      const gift = await completed(referee, free.code);
      assert.equal(gift.total, '0.00');
      assert.equal(await balanceOf(ctx.app, referrer), '0.00');
      assert.deepEqual(await referral(referee), ['pending', null, 'free_order']);

      const paid = await completed(referee);
      assert.equal(await balanceOf(ctx.app, referrer), '150.00');
      assert.deepEqual(await referral(referee), ['active', 150, null]);
      // The reward's row names the referee's order and carries no sentence.
      const [reward] = await ledger(referrer);
      assert.deepEqual(reward, {
        ...reward,
        type: 'referral_reward',
        amount: '150.00',
        comment: '',
        order_id: paid.id,
        order_number: paid.number,
      });
      await assertShopInvariants(ctx.app.db);
    });

    it('a deactivated referrer is paid nothing; a referral without a program says so', async () => {
      const [program] = await rows<{ id: number }>(
        ctx.app,
        sql`INSERT INTO referral_programs (name, reward_amount) VALUES ('Двести', 200) RETURNING id`,
      );
      const gone = await createAccount(ctx.app);
      const referee = await referred(gone, program?.id ?? null);
      await ctx.app.db.execute(sql`UPDATE users SET is_active = false WHERE id = ${gone.id}`);
      await completed(referee);
      assert.deepEqual(await referral(referee), ['inactive', null, 'referrer_inactive']);
      const [left] = await rows<{ n: number }>(
        ctx.app,
        sql`SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = ${gone.id}`,
      );
      assert.equal(left?.n, 0);

      const referrer = await createAccount(ctx.app);
      const unpaid = await referred(referrer, null);
      await completed(unpaid);
      assert.deepEqual(await referral(unpaid), ['active', 0, 'no_program']);
      assert.equal(await balanceOf(ctx.app, referrer), '0.00');
      await assertShopInvariants(ctx.app.db);
    });

    it('a refund row carries no sentence either; an adjustment keeps its reason', async () => {
      const buyer = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, buyer, '500');
      const res = await buy(ctx.app, buyer, shop.shelf);
      const order = res.json() as { id: number; number: number };
      await ok(ctx.app, shop.admin, 'POST', `/admin/orders/${order.id}/cancel`, undefined, 200);
      const [refund, , adjustment] = await ledger(buyer);
      assert.deepEqual(
        [refund?.type, refund?.comment, refund?.order_number],
        ['refund', '', order.number],
      );
      assert.deepEqual([adjustment?.type, adjustment?.comment], ['adjustment', 'Тест']);
    });
  });
}
