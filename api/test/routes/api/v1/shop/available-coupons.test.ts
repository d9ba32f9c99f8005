/**
 * Issue 20, defect 7: 'Доступные промокоды' (GET /shop/coupons) listed coupons whose uses were
 * spent and, to a customer, the ones they had used up; checkout then refused them. Anonymous
 * callers get the coupons anyone may still use; a customer's token leaves out theirs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Account, createAccount } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { createCoupon } from '../../../../helpers/marketing.ts';
import { buy, call, fund, ok, useStockedShelf } from '../../../../helpers/shop.ts';

for (const backend of backends()) {
  describe(`GET /shop/coupons lists what the caller can use [${backend}]`, () => {
    const ctx = useApp(backend);
    const shop = useStockedShelf(() => ctx.app);

    const codes = async (who: Account | null) =>
      (await ok<{ code: string }[]>(ctx.app, who, 'GET', '/shop/coupons')).map((c) => c.code);
    /** The list as `who` sees it once the change has been announced (a notification away). */
    async function eventually(who: Account | null, check: (list: string[]) => boolean) {
      let list: string[] = [];
      for (let i = 0; i < 40; i++) {
        list = await codes(who);
        if (check(list)) return list;
        await new Promise((wait) => setTimeout(wait, 50));
      }
      assert.fail(`the list never changed: ${JSON.stringify(list)}`);
    }
    async function customer() {
      const who = await createAccount(ctx.app);
      await fund(ctx.app, shop.admin, who, '1000');
      return who;
    }

    it('leaves out a coupon whose last use is taken, and lists it again after a cancel', async () => {
      const last = await createCoupon(ctx.app, shop.admin, { usage_limit: 1 });
      const open = await createCoupon(ctx.app, shop.admin, {});
      const anyone = await codes(null);
      assert.ok(anyone.includes(last.code) && anyone.includes(open.code));
      const buyer = await customer();
      const res = await buy(ctx.app, buyer, shop.shelf, 1, last.code);
      assert.equal(res.statusCode, 201, res.body);
      const after = await eventually(null, (list) => !list.includes(last.code));
      assert.ok(after.includes(open.code));
      assert.ok(!(await codes(await customer())).includes(last.code));
      await ok(
        ctx.app,
        shop.admin,
        'POST',
        `/admin/orders/${res.json().id}/cancel`,
        undefined,
        200,
      );
      await eventually(null, (list) => list.includes(last.code));
    });

    it('leaves out, for that customer only, a coupon they used as often as it allows', async () => {
      const once = await createCoupon(ctx.app, shop.admin, { usage_limit_per_user: 1 });
      const twice = await createCoupon(ctx.app, shop.admin, { usage_limit_per_user: 2 });
      const buyer = await customer();
      const other = await customer();
      assert.equal((await buy(ctx.app, buyer, shop.shelf, 1, once.code)).statusCode, 201);
      assert.equal((await buy(ctx.app, buyer, shop.shelf, 1, twice.code)).statusCode, 201);
      const mine = await codes(buyer);
      assert.ok(!mine.includes(once.code), 'used up');
      assert.ok(mine.includes(twice.code), 'one use left');
      assert.ok((await codes(other)).includes(once.code));
      assert.ok((await codes(null)).includes(once.code));
      // A stale token is not refused on a public list: it is answered as to anyone.
      const stale = await call(ctx.app, null, 'GET', '/shop/coupons');
      const withBad = await ctx.app.inject({
        url: '/api/v1/shop/coupons',
        headers: { authorization: 'Bearer not-a-token' },
      });
      assert.deepEqual([withBad.statusCode, withBad.json()], [200, stale.json()]);
    });
  });
}
