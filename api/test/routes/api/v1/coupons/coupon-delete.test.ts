/**
 * Issue 23: DELETE /coupons/coupons/{id} removes a coupon nobody used, logged in its
 * transaction; a used one (a usage, or an order that names it) is 409 and stays; of two admins
 * deleting one coupon at once, exactly one succeeds and the other finds none.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { activities } from '../../../../../src/db/schema/index.ts';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { createCoupon, orderFor, postCoupon } from '../../../../helpers/marketing.ts';

const URL = '/api/v1/coupons/coupons';
const USED = 'Купон уже использовался: его можно только отключить';

for (const backend of backends()) {
  describe(`DELETE ${URL}/{id} [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let other: Account;
    const remove = (
      id: number,
      who: { headers: Record<string, string> } = admin,
      language = 'ru',
    ) => ctx.call(who, 'DELETE', `${URL}/${id}`, undefined, language);
    const exists = async (id: number) => (await ctx.app.couponsRepository.findById(id)) !== null;
    const deletions = (id: number) =>
      ctx.app.db
        .select()
        .from(activities)
        .where(and(eq(activities.action, 'coupon_delete'), eq(activities.resourceId, String(id))));

    /** 409 with the detail (and its English); the coupon and every other row stay. */
    async function refused(id: number) {
      const state = await databaseState(ctx.app);
      const res = await remove(id);
      assert.deepEqual([res.statusCode, res.json()], [409, { detail: USED }]);
      const en = await remove(id, admin, 'en');
      assert.deepEqual(
        [en.statusCode, en.json().detail],
        [409, 'The coupon has already been used: it can only be deactivated'],
      );
      assert.equal(await databaseState(ctx.app), state);
      assert.ok(await exists(id));
    }

    before(async () => {
      admin = await newAdmin(ctx.app);
      other = await newAdmin(ctx.app);
    });

    it('deletes a coupon nobody used, logging its code and name', async () => {
      const coupon = await createCoupon(ctx.app, admin, { name: 'Удаляемый купон' });
      const res = await remove(coupon.id);
      assert.deepEqual([res.statusCode, res.body], [204, '']);
      assert.equal(await exists(coupon.id), false);
      const [log, ...more] = await deletions(coupon.id);
      assert.deepEqual(more, []);
      assert.deepEqual(
        [log?.userId, log?.resourceType, log?.description],
        [admin.id, 'coupon', `Удаление купона: ${coupon.code}`],
      );
      assert.deepEqual(log?.metadataJson, { before: coupon, resource_name: coupon.code });
      const again = await remove(coupon.id);
      assert.deepEqual([again.statusCode, again.json()], [404, { detail: 'Купон не найден' }]);
    });

    it('keeps a used coupon: 409, nothing deleted, nothing logged', async () => {
      const coupon = await createCoupon(ctx.app, admin);
      const buyer = await createAccount(ctx.app);
      const body = {
        code: coupon.code,
        order_amount: 1000,
        order_id: await orderFor(ctx.app, buyer),
      };
      assert.equal((await postCoupon(ctx.app, admin, 'apply', body)).statusCode, 201);
      await refused(coupon.id);
      assert.deepEqual(await deletions(coupon.id), []);
    });

    it('keeps a coupon a canceled order names, though its usage was released', async () => {
      const coupon = await createCoupon(ctx.app, admin);
      const order = await orderFor(ctx.app, await createAccount(ctx.app));
      await ctx.app.db.execute(sql`UPDATE orders SET coupon_id = ${coupon.id},
        coupon_code = ${coupon.code}, status = 'canceled' WHERE id = ${order}`);
      await refused(coupon.id);
    });

    it('answers 404 for an unknown id, 403 to a non-admin and 401 without a token', async () => {
      const missing = await remove(999_999);
      assert.deepEqual([missing.statusCode, missing.json()], [404, { detail: 'Купон не найден' }]);
      const coupon = await createCoupon(ctx.app, admin);
      for (const role of ['customer', 'executor', 'staff'] as const) {
        const res = await remove(coupon.id, await createAccount(ctx.app, { role }));
        assert.equal(res.statusCode, 403, role);
      }
      assert.equal((await remove(coupon.id, { headers: {} })).statusCode, 401);
      assert.ok(await exists(coupon.id));
    });

    it('lets exactly one of two simultaneous deletes win; the other finds none', async () => {
      for (let round = 0; round < 5; round++) {
        const coupon = await createCoupon(ctx.app, admin);
        const answers = await Promise.all([remove(coupon.id), remove(coupon.id, other)]);
        const statuses = answers.map((r) => r.statusCode).sort();
        assert.deepEqual(statuses, [204, 404], answers.map((r) => r.body).join(' | '));
        assert.equal((await deletions(coupon.id)).length, 1);
        assert.equal(await exists(coupon.id), false);
      }
    });
  });
}
