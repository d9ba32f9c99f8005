/**
 * POST /coupons/validate and /coupons/apply: the discount arithmetic (a capped or uncapped
 * percentage, a fixed amount never above the order, kopecks) and the order amount's rules.
 * The refusals: coupon-refusals.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CreateCouponBody } from '@storefront/shared/contract/coupons';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { couponDesk, createCoupon, orderFor } from '../../../../helpers/marketing.ts';

const ARITHMETIC: [string, Partial<CreateCouponBody>, number, number][] = [
  ['10 % of 1000', { discount_value: 10 }, 1000, 100],
  ['15 % of 999.99, in kopecks', { discount_value: 15 }, 999.99, 150],
  ['12.5 % of 10.01, in kopecks', { discount_value: 12.5 }, 10.01, 1.25],
  ['50 % capped at 300', { discount_value: 50, maximum_discount_amount: 300 }, 1000, 300],
  ['50 % under its cap of 300', { discount_value: 50, maximum_discount_amount: 300 }, 400, 200],
  ['100 % of the order', { discount_value: 100 }, 1234.56, 1234.56],
  ['a fixed 250', { coupon_type: 'fixed', discount_value: 250 }, 1000, 250],
  ['a fixed 250 on an order of 99.90', { coupon_type: 'fixed', discount_value: 250 }, 99.9, 99.9],
  ['at exactly the minimum', { minimum_purchase_amount: 500 }, 500, 50],
];

for (const backend of backends()) {
  describe(`/api/v1/coupons/validate and /apply [${backend}]`, () => {
    const ctx = useApp(backend);
    const { cast, check, apply } = couponDesk(() => ctx.app);

    for (const [name, fields, amount, discount] of ARITHMETIC) {
      it(`computes ${name}: a discount of ${discount}`, async () => {
        const coupon = await createCoupon(ctx.app, cast.admin, fields);
        const final = Math.round((amount - discount) * 100) / 100;
        const res = await check(coupon.code.toLowerCase(), amount);
        assert.deepEqual(res.json(), {
          valid: true,
          discount_amount: discount,
          final_amount: final,
        });
        const orderId = await orderFor(ctx.app, cast.customer);
        const applied = await apply(coupon.code, amount, cast.customer, orderId);
        assert.equal(applied.statusCode, 201, applied.body);
        const usage = applied.json();
        assert.deepEqual(
          [usage.coupon_id, usage.coupon_code, usage.username, usage.order_id],
          [coupon.id, coupon.code, cast.customer.username, orderId],
        );
        assert.deepEqual(
          [usage.order_amount, usage.discount_amount, usage.final_amount],
          [amount, discount, final],
        );
      });
    }

    it('checks the amount: over 0, in kopecks (422, nothing written)', async () => {
      const coupon = await createCoupon(ctx.app, cast.admin);
      const orderId = await orderFor(ctx.app, cast.customer);
      const state = await databaseState(ctx.app);
      for (const [amount, message] of [
        [0, /больше 0/],
        [-10, /больше 0/],
        [10.001, /копейки/],
      ] as const) {
        for (const res of [
          await check(coupon.code, amount),
          await apply(coupon.code, amount, cast.customer, orderId),
        ]) {
          assert.equal(res.statusCode, 422, res.body);
          assert.deepEqual(res.json().detail[0].loc, ['body', 'order_amount']);
          assert.match(res.json().detail[0].msg, message);
        }
      }
      assert.equal(await databaseState(ctx.app), state);
    });
  });
}
