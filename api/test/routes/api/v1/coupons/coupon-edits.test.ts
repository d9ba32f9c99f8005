/**
 * Issue 23: an edit must not rewrite what a coupon has already done. An unused coupon changes
 * freely; a used one keeps its type, value and cap (the same value again is fine), its limits
 * never drop below the uses made, and everything else stays editable, logged before and after.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Coupon, CreateCouponBody } from '@storefront/shared/contract/coupons';
import { and, eq, sql } from 'drizzle-orm';
import { activities } from '../../../../../src/db/schema/index.ts';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { createCoupon, orderFor, postCoupon } from '../../../../helpers/marketing.ts';

const URL = '/api/v1/coupons/coupons';
const DAY = 86_400_000;
const TERMS_FIXED = 'Купон уже использовался: тип и размер скидки изменить нельзя';

for (const backend of backends()) {
  describe(`PUT ${URL}/{id}: what an edit may not rewrite [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let buyer: Account;
    const put = (id: number, payload: object, language = 'ru') =>
      ctx.call(admin, 'PUT', `${URL}/${id}`, payload, language);
    /** Records a use of `code` on a fresh order of `who` (the usage is theirs). */
    const apply = async (code: string, who = buyer) => {
      const body = { code, order_amount: 1000, order_id: await orderFor(ctx.app, who) };
      const res = await postCoupon(ctx.app, admin, 'apply', body);
      assert.equal(res.statusCode, 201, res.body);
    };
    /** A coupon used `times` times by the buyer. */
    const used = async (fields: Partial<CreateCouponBody> = {}, times = 1) => {
      const coupon = await createCoupon(ctx.app, admin, fields);
      for (let i = 0; i < times; i++) await apply(coupon.code);
      return coupon;
    };
    const updates = (id: number) =>
      ctx.app.db
        .select()
        .from(activities)
        .where(and(eq(activities.action, 'coupon_update'), eq(activities.resourceId, String(id))))
        .orderBy(activities.id);

    /** Answers 400 with `detail` (and its English), and leaves every table as it was. */
    async function refused(id: number, payload: object, detail: string, english: RegExp) {
      const state = await databaseState(ctx.app);
      const res = await put(id, payload);
      assert.deepEqual([res.statusCode, res.json()], [400, { detail }], JSON.stringify(payload));
      const en = await put(id, payload, 'en');
      assert.equal(en.statusCode, 400);
      assert.match(en.json().detail, english);
      assert.equal(await databaseState(ctx.app), state, 'a refusal changes nothing, logs nothing');
    }

    before(async () => {
      admin = await newAdmin(ctx.app);
      buyer = await createAccount(ctx.app);
    });

    it('changes the type, value and cap of a coupon nobody used', async () => {
      const coupon = await createCoupon(ctx.app, admin, { discount_value: 10 });
      const res = await put(coupon.id, { coupon_type: 'fixed', discount_value: 300 });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual([res.json().coupon_type, res.json().discount_value], ['fixed', 300]);
    });

    it('keeps the type, value and cap of a used coupon, in Russian or English', async () => {
      const coupon = await used({ discount_value: 10, maximum_discount_amount: 500 });
      const english = /already been used: its type and discount cannot be changed/;
      await refused(coupon.id, { discount_value: 15 }, TERMS_FIXED, english);
      await refused(coupon.id, { coupon_type: 'fixed' }, TERMS_FIXED, english);
      await refused(coupon.id, { maximum_discount_amount: 600 }, TERMS_FIXED, english);
      await refused(coupon.id, { maximum_discount_amount: null }, TERMS_FIXED, english);
      await refused(coupon.id, { name: 'Другое имя', discount_value: 15 }, TERMS_FIXED, english);
      const same = { coupon_type: 'percentage', discount_value: 10, maximum_discount_amount: 500 };
      const res = await put(coupon.id, { ...same, name: 'Тот же купон' });
      assert.equal(res.statusCode, 200, 'the stored terms sent again are no change');
      assert.deepEqual((await updates(coupon.id)).at(-1)?.metadataJson, {
        before: { name: coupon.name },
        after: { name: 'Тот же купон' },
        resource_name: coupon.code,
      });
    });

    it('edits the rest of a used coupon, logging before and after of what changed', async () => {
      const coupon = await used({ usage_limit: 10 }, 2);
      const changes = {
        name: 'Осенняя распродажа',
        description: 'Новое описание',
        minimum_purchase_amount: 100,
        valid_from: new Date(Date.now() - DAY).toISOString(),
        valid_until: new Date(Date.now() + 30 * DAY).toISOString(),
        usage_limit: 2,
        is_public: false,
        requires_approval: true,
        auto_apply: true,
        stackable: true,
        status: 'inactive',
      } as const;
      const res = await put(coupon.id, changes);
      assert.equal(res.statusCode, 200, res.body);
      const after: Coupon = res.json();
      assert.deepEqual(
        [after.code, after.discount_value, after.current_usage_count],
        [coupon.code, coupon.discount_value, 2],
      );
      const [log] = await updates(coupon.id);
      const fields = Object.keys(changes) as (keyof typeof changes)[];
      const pick = (c: Coupon) =>
        Object.fromEntries([...fields, 'is_active' as const].map((k) => [k, c[k]]));
      assert.deepEqual(log?.metadataJson, {
        before: pick(coupon),
        after: pick(after),
        resource_name: coupon.code,
      });
      assert.equal(log?.userId, admin.id);
      const dates = { valid_from: changes.valid_until, valid_until: changes.valid_from };
      assert.equal((await put(coupon.id, dates)).statusCode, 422, 'the period rule still holds');
    });

    it('keeps the limits at or above the uses already made', async () => {
      const coupon = await used({ usage_limit: 10 }, 3);
      await refused(
        coupon.id,
        { usage_limit: 2 },
        'Лимит использований не может быть меньше уже сделанных (3)',
        /usage limit cannot be lower than the uses already made \(3\)/,
      );
      await refused(
        coupon.id,
        { usage_limit_per_user: 2 },
        'Лимит на пользователя не может быть меньше использований одного покупателя (3)',
        /per-user limit cannot be lower than one customer's uses already made \(3\)/,
      );
      for (const limits of [
        { usage_limit: 3 },
        { usage_limit: null },
        { usage_limit_per_user: 3 },
      ]) {
        assert.equal((await put(coupon.id, limits)).statusCode, 200, JSON.stringify(limits));
      }
      const spread = await used({}, 1);
      await apply(spread.code, await createAccount(ctx.app));
      const res = await put(spread.id, { usage_limit_per_user: 1, usage_limit: 2 });
      assert.equal(res.statusCode, 200, 'one use each: a per-user limit of 1 holds');
    });

    it('counts an order that names the coupon as a use, though its usage was released', async () => {
      const coupon = await createCoupon(ctx.app, admin);
      // A cancel deletes the order's usage and gives the use back; the order keeps the coupon.
      const order = await orderFor(ctx.app, buyer);
      await ctx.app.db.execute(sql`UPDATE orders SET coupon_id = ${coupon.id},
        coupon_code = ${coupon.code}, status = 'canceled' WHERE id = ${order}`);
      await refused(coupon.id, { discount_value: 11 }, TERMS_FIXED, /already been used/);
      assert.equal((await put(coupon.id, { usage_limit: 1 })).statusCode, 200);
    });
  });
}
