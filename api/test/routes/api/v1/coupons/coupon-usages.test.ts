/** GET /coupons/stats, /coupons/usage (everyone's, searchable) and /coupons/usage/my. */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { CouponUsage, CreateCouponBody } from '@storefront/shared/contract/coupons';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { createCoupon, orderFor, postCoupon } from '../../../../helpers/marketing.ts';

const DAY = 86_400_000;
/** Logins without digits, so a numeric search can only mean a coupon id. */
const letters = () => [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

for (const backend of backends()) {
  describe(`/api/v1/coupons stats and usages [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let anna: Account;
    let boris: Account;
    let vera: Account;
    const get = async (url: string, who = admin) => {
      const res = await ctx.app.inject({ url: `/api/v1/coupons/${url}`, headers: who.headers });
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };
    /** An admin records a use on a fresh order of `buyer`: the usage is the buyer's (issue 20). */
    const apply = async (buyer: Account, code: string, amount: number) => {
      const body = { code, order_amount: amount, order_id: await orderFor(ctx.app, buyer) };
      const res = await postCoupon(ctx.app, admin, 'apply', body);
      assert.equal(res.statusCode, 201, res.body);
      return res.json() as CouponUsage;
    };
    const coupon = (fields: Partial<CreateCouponBody>) => createCoupon(ctx.app, admin, fields);

    before(async () => {
      admin = await newAdmin(ctx.app);
      [anna, boris, vera] = [
        await createAccount(ctx.app, { username: `anna${letters()}` }),
        await createAccount(ctx.app, { username: `boris${letters()}` }),
        await createAccount(ctx.app, { username: `vera${letters()}` }),
      ];
    });

    it('answers zeros and no most used coupon before anything happened', async () => {
      assert.deepEqual(await get('stats'), {
        total_coupons: 0,
        active_coupons: 0,
        expired_coupons: 0,
        total_usage: 0,
        total_discount_given: 0,
        total_orders_affected: 0,
        most_used_coupon: null,
        average_discount_per_order: 0,
      });
      assert.deepEqual(await get('usage/my', anna), []);
    });

    it('counts coupons, usages, discounts and orders; lists and searches the usages', async () => {
      const a = await coupon({ discount_value: 10 });
      const b = await coupon({ coupon_type: 'fixed', discount_value: 100 });
      const c = await coupon({});
      // One usage per order (a second coupon on an order is refused since issue 20).
      const used = [
        await apply(anna, a.code, 1000),
        await apply(boris, a.code, 500),
        await apply(boris, b.code, 300),
        await apply(anna, b.code, 50),
        await apply(vera, a.code, 200),
      ];
      const put = (id: number, payload: object) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/v1/coupons/coupons/${id}`,
          headers: admin.headers,
          payload,
        });
      const past = { valid_from: new Date(Date.now() - 2 * DAY).toISOString() };
      assert.equal(
        (await put(b.id, { ...past, valid_until: new Date(Date.now() - DAY).toISOString() }))
          .statusCode,
        200,
      );
      assert.equal((await put(c.id, { status: 'inactive' })).statusCode, 200);
      assert.deepEqual(await get('stats'), {
        total_coupons: 3,
        active_coupons: 2,
        expired_coupons: 1,
        total_usage: 5,
        total_discount_given: 320,
        total_orders_affected: 5,
        most_used_coupon: a.code,
        average_discount_per_order: 64,
      });
      const newest = [...used].reverse();
      const all = await get('usage?size=3');
      assert.deepEqual([all.usages, all.total, all.pages], [newest.slice(0, 3), 5, 2]);
      const ids = async (query: string) =>
        (await get(`usage?${query}`)).usages.map((u: CouponUsage) => u.id);
      const id = (i: number) => used[i]?.id;
      assert.deepEqual(await ids(`search=${boris.username.slice(2, 7).toUpperCase()}`), [
        id(2),
        id(1),
      ]);
      assert.deepEqual(await ids(`search=${b.id}`), [id(3), id(2)]);
      assert.deepEqual(await ids('search=nobody'), []);
      assert.deepEqual(await get('usage/my', anna), [used[3], used[0]]);
    });
  });
}
