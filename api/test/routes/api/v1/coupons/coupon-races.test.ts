/**
 * Limits hold under concurrency: 50 applies at once through the app (on PostgreSQL they run
 * over the pool's connections truly in parallel) take exactly as many uses as the limits allow,
 * and the coupon's counter always equals its usages.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState, rows } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { createCoupon, orderFor, postCoupon } from '../../../../helpers/marketing.ts';

const ATTEMPTS = 50;

for (const backend of backends()) {
  describe(`/api/v1/coupons/apply under concurrency [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let customers: Account[];

    /** Every attempt at once; answers the statuses, sorted, and checks the counter. */
    async function race(code: string, who: (i: number) => Account): Promise<number[]> {
      const answers = await Promise.all(
        Array.from({ length: ATTEMPTS }, (_, i) =>
          postCoupon(ctx.app, who(i), 'apply', { code, order_amount: 1000 }),
        ),
      );
      for (const res of answers) {
        if (res.statusCode !== 201) assert.equal(res.statusCode, 400, res.body);
      }
      const [counted] = await rows<{ counter: number; usages: number }>(
        ctx.app,
        sql`SELECT c.current_usage_count AS counter,
          (SELECT count(*)::int FROM coupon_usages u WHERE u.coupon_id = c.id) AS usages
          FROM coupons c WHERE c.code = ${code}`,
      );
      assert.equal(counted?.counter, counted?.usages, 'the counter equals the usages');
      return answers.map((r) => r.statusCode).filter((s) => s === 201);
    }

    before(async () => {
      admin = await newAdmin(ctx.app);
      customers = [];
      // Applying outside a purchase is an admins' call since issue 14.
      for (let i = 0; i < ATTEMPTS; i++) {
        customers.push(await createAccount(ctx.app, { role: 'admin' }));
      }
    });

    it('gives exactly one of 50 simultaneous applies of a single-use coupon', async () => {
      const coupon = await createCoupon(ctx.app, admin, { usage_limit: 1 });
      const won = await race(coupon.code, (i) => customers[i] as Account);
      assert.equal(won.length, 1);
    });

    it('gives exactly usage_limit of 50 simultaneous applies (limit 7)', async () => {
      const coupon = await createCoupon(ctx.app, admin, { usage_limit: 7 });
      assert.equal((await race(coupon.code, (i) => customers[i] as Account)).length, 7);
    });

    it('holds a per-user limit of 3 against one customer applying 50 times at once', async () => {
      const coupon = await createCoupon(ctx.app, admin, { usage_limit_per_user: 3 });
      const one = customers[0] as Account;
      assert.equal((await race(coupon.code, () => one)).length, 3);
    });

    it('prices an apply on the terms it took its use with: a change meanwhile starts over', async () => {
      const coupon = await createCoupon(ctx.app, admin, { discount_value: 10 });
      const repo = ctx.app.couponsRepository;
      const takeUse = repo.takeUse;
      // As if an admin changed the price between the apply's read and its UPDATE.
      let changes = 1;
      repo.takeUse = async (id, tx) => {
        const row = await takeUse(id, tx);
        return row && changes-- > 0 ? { ...row, discountValue: 20 } : row;
      };
      try {
        const res = await postCoupon(ctx.app, admin, 'apply', {
          code: coupon.code,
          order_amount: 1000,
        });
        assert.deepEqual([res.statusCode, res.json().discount_amount], [201, 100]);
        const [counted] = await rows<{ counter: number; usages: number }>(
          ctx.app,
          sql`SELECT current_usage_count AS counter,
            (SELECT count(*)::int FROM coupon_usages WHERE coupon_id = ${coupon.id}) AS usages
            FROM coupons WHERE id = ${coupon.id}`,
        );
        assert.deepEqual(counted, { counter: 1, usages: 1 }, 'the first attempt left nothing');
        changes = Number.POSITIVE_INFINITY;
        const orderId = await orderFor(ctx.app, admin);
        const state = await databaseState(ctx.app);
        const again = await postCoupon(ctx.app, admin, 'apply', {
          code: coupon.code,
          order_amount: 1000,
          order_id: orderId,
        });
        assert.deepEqual(
          [again.statusCode, again.json()],
          [409, { detail: 'Условия купона изменились, повторите попытку' }],
        );
        assert.equal(await databaseState(ctx.app), state);
      } finally {
        repo.takeUse = takeUse;
      }
    });

    it('holds both limits at once: 10 customers x 5 attempts, once each, 8 in all', async () => {
      const coupon = await createCoupon(ctx.app, admin, {
        usage_limit: 8,
        usage_limit_per_user: 1,
      });
      const won = await race(coupon.code, (i) => customers[i % 10] as Account);
      assert.equal(won.length, 8);
      const [perUser] = await rows<{ most: number }>(
        ctx.app,
        sql`SELECT max(n)::int AS most FROM (SELECT count(*) AS n FROM coupon_usages
          WHERE coupon_id = ${coupon.id} GROUP BY user_id) t`,
      );
      assert.equal(perUser?.most, 1);
    });
  });
}
