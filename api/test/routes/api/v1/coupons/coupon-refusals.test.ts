/**
 * Every reason POST /coupons/validate and /coupons/apply refuse a coupon for, in the order the
 * API checks them: validate answers the reason and a Russian detail, apply a 400 with that
 * detail, and a refused apply writes nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CreateCouponBody } from '@storefront/shared/contract/coupons';
import { createAccount } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { couponDesk, createCoupon, orderFor, postCoupon } from '../../../../helpers/marketing.ts';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const REFUSALS: [string, Partial<CreateCouponBody> | null, number, string, RegExp][] = [
  ['an unknown code', null, 100, 'unknown', /^Купон не найден$/],
  [
    'an expired coupon',
    { valid_from: ago(2 * DAY), valid_until: ago(DAY) },
    100,
    'expired',
    /истёк/,
  ],
  ['a coupon not valid yet', { valid_from: ago(-DAY) }, 100, 'not_yet_valid', /ещё не действует/],
  [
    'an order under the minimum',
    { minimum_purchase_amount: 1500 },
    1499.99,
    'under_minimum',
    /от 1\s500\s₽/,
  ],
];

for (const backend of backends()) {
  describe(`/api/v1/coupons/validate and /apply: refusals [${backend}]`, () => {
    const ctx = useApp(backend);
    const { cast, check, apply } = couponDesk(() => ctx.app);

    for (const [name, fields, amount, reason, detail] of REFUSALS) {
      it(`refuses ${name} (${reason}): validate says why, apply is a 400 that writes nothing`, async () => {
        const code = fields
          ? (await createCoupon(ctx.app, cast.admin, fields)).code
          : 'NOSUCHCODE1';
        await assertRefused(code, amount, reason, detail);
      });
    }

    it('refuses an inactive coupon (inactive), and a used-up one (limit_reached)', async () => {
      const off = await createCoupon(ctx.app, cast.admin);
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/coupons/coupons/${off.id}`,
        headers: cast.admin.headers,
        payload: { status: 'inactive' },
      });
      assert.equal(put.statusCode, 200);
      await assertRefused(off.code, 100, 'inactive', /^Купон не активен$/);
      const once = await createCoupon(ctx.app, cast.admin, { usage_limit: 1 });
      assert.equal(
        (await apply(once.code, 100, await createAccount(ctx.app, { role: 'admin' }))).statusCode,
        201,
      );
      await assertRefused(once.code, 100, 'limit_reached', /исчерпан/);
    });

    it('refuses a customer past their own limit (user_limit_reached), not another customer', async () => {
      const coupon = await createCoupon(ctx.app, cast.admin, { usage_limit_per_user: 2 });
      const regular = await createAccount(ctx.app, { role: 'admin' });
      for (let i = 0; i < 2; i++)
        assert.equal((await apply(coupon.code, 100, regular)).statusCode, 201);
      await assertRefused(
        coupon.code,
        100,
        'user_limit_reached',
        /максимальное число раз/,
        regular,
      );
      assert.equal((await apply(coupon.code, 100)).statusCode, 201);
    });

    it('records a usage outside a purchase for admins only, against a real order', async () => {
      const coupon = await createCoupon(ctx.app, cast.admin);
      const shopper = await createAccount(ctx.app);
      const own = await orderFor(ctx.app, shopper);
      const state = await databaseState(ctx.app);
      const forbidden = await apply(coupon.code, 100, shopper, own);
      assert.equal(forbidden.statusCode, 403);
      const body = { code: coupon.code, order_amount: 100, order_id: 999_999 };
      const unknown = await postCoupon(ctx.app, cast.customer, 'apply', body);
      assert.equal(unknown.statusCode, 422);
      assert.equal(unknown.json().detail[0].msg, 'Заказ не найден');
      assert.equal(await databaseState(ctx.app), state);
    });

    async function assertRefused(
      code: string,
      amount: number,
      reason: string,
      detail: RegExp,
      who = cast.customer,
    ) {
      const checked = (await check(code, amount, who)).json();
      assert.deepEqual(
        { ...checked, detail: '' },
        { valid: false, reason, detail: '', discount_amount: 0, final_amount: amount },
      );
      assert.match(checked.detail, detail);
      const orderId = await orderFor(ctx.app, who);
      const state = await databaseState(ctx.app);
      const res = await apply(code, amount, who, orderId);
      assert.deepEqual([res.statusCode, res.json()], [400, { detail: checked.detail }]);
      assert.equal(await databaseState(ctx.app), state);
    }
  });
}
