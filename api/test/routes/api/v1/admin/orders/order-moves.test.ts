import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { type Account, createAccount } from '../../../../../helpers/accounts.ts';
import { useApp } from '../../../../../helpers/app.ts';
import { databaseState, rows } from '../../../../../helpers/database-state.ts';
import { backends } from '../../../../../helpers/databases.ts';
import { approvalCoupon, createCoupon } from '../../../../../helpers/marketing.ts';
import { balanceOf, buy, call, fund, ok, useStockedShelf } from '../../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../../helpers/shop-invariants.ts';

interface Order {
  id: number;
  number: number;
  status: string;
  total: string;
}

for (const backend of backends()) {
  describe(`the orders journal [${backend}]`, () => {
    const ctx = useApp(backend);
    const shop = useStockedShelf(() => ctx.app, '40.00', 100);

    const order = async (who: Account, quantity = 1, code?: string) => {
      const res = await buy(ctx.app, who, shop.shelf, quantity, code);
      assert.equal(res.statusCode, 201, res.body);
      return res.json() as Order;
    };
    const move = (id: number, m: string) =>
      call(ctx.app, shop.admin, 'POST', `/admin/orders/${id}/${m}`);
    const customer = async (amount = '1000') => {
      const who = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, who, amount);
      return who;
    };
    const stockNow = async () =>
      (
        await rows<{ q: number }>(
          ctx.app,
          sql`SELECT quantity AS q FROM product_stock
        WHERE product_id = ${shop.shelf.productId} AND district_id = ${shop.shelf.districtId}`,
        )
      )[0]?.q;

    it('approves, completes; a move the status does not allow is 409 and changes nothing', async () => {
      const coupon = await approvalCoupon(ctx.app, shop.admin, 1);
      const who = await customer();
      const o = await order(who, 1, coupon.code);
      assert.equal((await move(o.id, 'complete')).statusCode, 409);
      assert.equal((await move(o.id, 'approve')).json().status, 'paid');
      const before = await databaseState(ctx.app);
      const again = await move(o.id, 'approve');
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().detail, 'Заказ в этом статусе нельзя так изменить');
      assert.equal(await databaseState(ctx.app), before);
      assert.equal((await move(o.id, 'complete')).json().status, 'completed');
      assert.equal((await move(o.id, 'cancel')).statusCode, 409);
      assert.equal((await move(999_999, 'cancel')).statusCode, 404);
      // The event log names each move's status before and after (issue 23).
      const logged = await rows<{ action: string; before: unknown; after: unknown }>(
        ctx.app,
        sql`SELECT action, metadata_json -> 'before' AS before, metadata_json -> 'after' AS after
          FROM activities WHERE resource_type = 'order' AND resource_id = ${String(o.id)}
            AND action <> 'order_create' ORDER BY id`,
      );
      assert.deepEqual(logged, [
        {
          action: 'order_approve',
          before: { status: 'awaiting_approval' },
          after: { status: 'paid' },
        },
        { action: 'order_complete', before: { status: 'paid' }, after: { status: 'completed' } },
      ]);
    });

    it('cancel refunds the total, returns the stock and releases the coupon; twice is 409', async () => {
      const coupon = await createCoupon(ctx.app, shop.admin, {
        coupon_type: 'fixed',
        discount_value: 10,
        usage_limit: 1,
      });
      const who = await customer('200');
      const stock = await stockNow();
      const o = await order(who, 2, coupon.code);
      assert.equal(o.total, '70.00');
      assert.equal(await balanceOf(ctx.app, who), '130.00');
      const canceled = await move(o.id, 'cancel');
      assert.equal(canceled.json().status, 'canceled');
      assert.equal(await balanceOf(ctx.app, who), '200.00');
      assert.equal(await stockNow(), stock);
      assert.equal((await move(o.id, 'cancel')).statusCode, 409);
      assert.equal(await balanceOf(ctx.app, who), '200.00');
      const ledger = await ok<{
        entries: { type: string; amount: string; order_number: number }[];
      }>(ctx.app, who, 'GET', '/finance/ledger');
      assert.deepEqual(ledger.entries[0], {
        ...ledger.entries[0],
        type: 'refund',
        amount: '70.00',
        order_number: o.number,
      });
      // The coupon's one use is free again.
      assert.equal((await buy(ctx.app, who, shop.shelf, 2, coupon.code)).statusCode, 201);
      await assertShopInvariants(ctx.app.db);
    });

    it('lists the caller’s orders; the journal searches and filters', async () => {
      const who = await customer();
      const first = await order(who);
      const second = await order(who);
      const mine = await ok<{ orders: Order[]; total: number }>(ctx.app, who, 'GET', '/orders/my');
      assert.deepEqual(
        mine.orders.map((o) => o.id),
        [second.id, first.id],
      );
      const journal = (query: string) =>
        ok<{ orders: Order[]; total: number }>(
          ctx.app,
          shop.admin,
          'GET',
          `/admin/orders?${query}`,
        );
      // The number as typed, and as the screens show it (issue 23): '№ 1008' finds order 1008.
      for (const typed of [
        `${first.number}`,
        `№ ${first.number}`,
        `№${first.number}`,
        `#${first.number}`,
      ]) {
        assert.deepEqual(
          (await journal(`search=${encodeURIComponent(typed)}`)).orders.map((o) => o.id),
          [first.id],
          typed,
        );
      }
      assert.equal((await journal(`search=${who.username}`)).total, 2);
      assert.equal((await journal(`search=${who.username}&status=canceled`)).total, 0);
      assert.ok((await journal(`city_id=${shop.shelf.cityId}`)).total >= 2);
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Moscow' });
      assert.ok((await journal(`date_from=${today}&date_to=${today}`)).total >= 2);
      assert.equal((await journal('date_to=2000-01-01')).total, 0);
      const bad = await call(ctx.app, shop.admin, 'GET', '/admin/orders?date_from=2026-02-30');
      assert.equal(bad.statusCode, 422);
      // An end before the start is refused, not answered as an empty journal (issue 23).
      const reversed = await call(
        ctx.app,
        shop.admin,
        'GET',
        '/admin/orders?date_from=2026-02-02&date_to=2026-02-01',
      );
      assert.equal(reversed.statusCode, 422);
      assert.deepEqual(reversed.json().detail[0].loc, ['query', 'date_to']);
      assert.equal(reversed.json().detail[0].msg, 'Дата окончания раньше даты начала');
    });

    it('pays the referral reward on the referred customer’s first completed order only', async () => {
      const referrer = await createAccount(ctx.app);
      const referee = await customer();
      const [program] = await rows<{ id: number }>(
        ctx.app,
        sql`INSERT INTO referral_programs
        (name, reward_amount) VALUES ('Друзья', 150) RETURNING id`,
      );
      const [code] = await rows<{ id: number }>(
        ctx.app,
        sql`INSERT INTO referral_codes (code, user_id)
        VALUES (${`REF${referrer.id}X`}, ${referrer.id}) RETURNING id`,
      );
      await ctx.app.db.execute(sql`INSERT INTO referrals (referrer_id, referee_id, code_id, program_id)
        VALUES (${referrer.id}, ${referee.id}, ${code?.id}, ${program?.id})`);
      const a = await order(referee);
      const b = await order(referee);
      await move(a.id, 'complete');
      await move(b.id, 'complete');
      assert.equal(await balanceOf(ctx.app, referrer), '150.00');
      const [referral] = await rows<{ status: string; reward: string }>(
        ctx.app,
        sql`SELECT status,
        reward_amount::text AS reward FROM referrals WHERE referee_id = ${referee.id}`,
      );
      assert.deepEqual(referral, { status: 'active', reward: '150.00' });
      const stats = await ok<{ total_rewards_paid: number }>(
        ctx.app,
        shop.admin,
        'GET',
        '/referrals/stats',
      );
      assert.ok(stats.total_rewards_paid >= 150);
      await assertShopInvariants(ctx.app.db);
    });
  });
}
