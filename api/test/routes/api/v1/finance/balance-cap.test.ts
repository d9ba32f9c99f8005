/**
 * Issue 20, defect 6: the 1 000 000 000 ₽ balance cap refused money the shop owes (a refund, a
 * referral reward, a paid top-up's credit: 400, and the order or payment stayed stuck). Only an
 * admin's adjustment is capped now.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { type Account, createAccount } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { rows } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { balanceOf, buy, call, fund, ok, useStockedShelf } from '../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../helpers/shop-invariants.ts';

const CAP = '1000000000';

for (const backend of backends()) {
  describe(`money owed near the balance cap [${backend}]`, () => {
    const ctx = useApp(backend);
    const shop = useStockedShelf(() => ctx.app, '100.00', 10);

    const adjust = (who: Account, amount: string) =>
      call(ctx.app, shop.admin, 'POST', '/admin/ledger/adjust', {
        username: who.username,
        amount,
        reason: 'Тест',
      });

    it('a refund crosses the cap; an adjustment past it is still refused', async () => {
      const buyer = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, buyer, '100');
      const order = (await buy(ctx.app, buyer, shop.shelf)).json() as { id: number };
      await fund(ctx.app, shop.admin, buyer, CAP);
      const res = await call(ctx.app, shop.admin, 'POST', `/admin/orders/${order.id}/cancel`);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(await balanceOf(ctx.app, buyer), '1000000100.00');
      const more = await adjust(buyer, '1');
      assert.equal(more.statusCode, 400);
      assert.equal(more.json().detail, 'Баланс не может превышать 1 000 000 000 ₽');
      assert.equal((await adjust(buyer, '-100')).statusCode, 201, 'a debit is never capped');
      await assertShopInvariants(ctx.app.db);
    });

    it('a referral reward crosses the cap', async () => {
      const referrer = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, referrer, CAP);
      const referee = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, referee, '100');
      const [program] = await rows<{ id: number }>(
        ctx.app,
        sql`INSERT INTO referral_programs (name, reward_amount) VALUES ('Кап', 150) RETURNING id`,
      );
      const [code] = await rows<{ id: number }>(
        ctx.app,
        sql`INSERT INTO referral_codes (code, user_id) VALUES (${`CAP${referrer.id}`},
          ${referrer.id}) RETURNING id`,
      );
      await ctx.app.db.execute(sql`INSERT INTO referrals (referrer_id, referee_id, code_id,
          program_id) VALUES (${referrer.id}, ${referee.id}, ${code?.id}, ${program?.id})`);
      const order = (await buy(ctx.app, referee, shop.shelf)).json() as { id: number };
      const res = await call(ctx.app, shop.admin, 'POST', `/admin/orders/${order.id}/complete`);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(await balanceOf(ctx.app, referrer), '1000000150.00');
      await assertShopInvariants(ctx.app.db);
    });

    it("a paid top-up's credit crosses the cap", async () => {
      const who = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, who, CAP);
      const payment = await ok<{ id: string }>(ctx.app, who, 'POST', '/payments', {
        amount: '500',
      });
      const res = await call(ctx.app, who, 'POST', `/payments/${payment.id}/confirm`);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(await balanceOf(ctx.app, who), '1000000500.00');
      await assertShopInvariants(ctx.app.db);
    });
  });
}
