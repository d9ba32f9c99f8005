import type { CouponUsage } from '@storefront/shared/contract/coupons';
import { and, count, eq, sql } from 'drizzle-orm';
import { type CouponUsageRow, couponUsages } from '../../../db/schema/index.ts';
import { iso } from '../../../db/sql/iso-time.ts';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { newestFirstPage } from '../../../db/sql/newest-first.ts';
import { insertedRow, rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    couponUsagesRepository: CouponUsagesRepository;
  }
}

/** The caller's own usages answer at most this many, newest first. */
export const MY_USAGES_MAX = 100;

export type NewUsage = Omit<CouponUsageRow, 'id' | 'usedAt'>;

export interface PurchaseUsage {
  couponId: number;
  userId: number;
  orderId: number;
  orderAmount: string;
  discountAmount: string;
  finalAmount: string;
}

export function toUsage(
  row: CouponUsageRow,
  couponCode: string,
  username: string,
  orderNumber: number | null,
): CouponUsage {
  return {
    id: row.id,
    coupon_id: row.couponId,
    coupon_code: couponCode,
    username,
    used_at: row.usedAt.toISOString(),
    order_id: row.orderId,
    order_number: orderNumber,
    order_amount: row.orderAmount,
    discount_amount: row.discountAmount,
    final_amount: row.finalAmount,
  };
}

const COLUMNS = sql.join(
  [
    sql.raw('t.id, t.coupon_id, c.code AS coupon_code, u.username'),
    sql`${iso('t.used_at')} AS used_at, t.order_id, o.number AS order_number`,
    sql.raw('t.order_amount::float8 AS order_amount'),
    sql.raw('t.discount_amount::float8 AS discount_amount'),
    sql.raw('t.final_amount::float8 AS final_amount'),
  ],
  sql.raw(', '),
);
const JOINS = sql.raw(
  'LEFT JOIN coupons c ON c.id = t.coupon_id LEFT JOIN users u ON u.id = t.user_id ' +
    'LEFT JOIN orders o ON o.id = t.order_id',
);
const INT4_MAX = 2_147_483_647;

export function createCouponUsagesRepository(db: Db) {
  return {
    /**
     * Everyone's usages, newest first. `search`: part of the username, any case, or, when it
     * is a whole number, also the coupon id. The unfiltered total is the sum of the coupons'
     * use counters: every usage is inserted in the transaction that takes its use.
     */
    async page(search: string | undefined, paging: Paging) {
      const text = search?.trim();
      let where = sql``;
      if (text) {
        const id = /^\d{1,10}$/.test(text) && Number(text) <= INT4_MAX ? Number(text) : null;
        const byUser = sql`cu.user_id IN (SELECT id FROM users WHERE lower(username) LIKE lower(${containsPattern(text)}))`;
        where = id === null ? sql`WHERE ${byUser}` : sql`WHERE cu.coupon_id = ${id} OR ${byUser}`;
      }
      const { rows, total } = await newestFirstPage<CouponUsage>(
        db,
        { table: 'coupon_usages', columns: COLUMNS, joins: JOINS },
        {
          matches: sql`SELECT cu.id, cu.used_at AS at FROM coupon_usages cu ${where}`,
          filtered: Boolean(text),
          total: sql`(SELECT coalesce(sum(current_usage_count), 0)::int FROM coupons)`,
        },
        paging,
      );
      return { usages: rows, total };
    },

    async mine(userId: number): Promise<CouponUsage[]> {
      return rowsOf<CouponUsage>(
        db.execute(sql`SELECT ${COLUMNS} FROM coupon_usages t ${JOINS}
          WHERE t.user_id = ${userId} ORDER BY t.used_at DESC, t.id DESC LIMIT ${MY_USAGES_MAX}`),
      );
    },

    async countFor(couponId: number, userId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(couponUsages)
        .where(and(eq(couponUsages.couponId, couponId), eq(couponUsages.userId, userId)));
      return row?.n ?? 0;
    },

    async insert(values: NewUsage, tx: Db): Promise<CouponUsageRow> {
      return insertedRow(await tx.insert(couponUsages).values(values).returning());
    },

    /**
     * Serialises one user's applies of one coupon while their usages are counted: two-key
     * advisory locks (classid, objid) = (coupon id, user id). Nothing else in the API uses the
     * two-key space (the migration lock is a single bigint key, a separate space).
     */
    async lockUserUses(couponId: number, userId: number, tx: Db): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${couponId}::int, ${userId}::int)`);
    },

    /** The order an apply names, with its buyer, its row locked (coupon-redemption.ts). */
    async lockOrder(orderId: number, tx: Db) {
      const [order] = await rowsOf<{
        user_id: number;
        username: string;
        number: number;
        status: string;
        coupon_id: number | null;
      }>(
        tx.execute(sql`SELECT o.user_id, u.username, o.number, o.status, o.coupon_id
          FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ${orderId}
          FOR UPDATE OF o`),
      );
      return order ?? null;
    },

    /** Whether the order carries a usage (its purchase's or an applied one). */
    async onOrder(orderId: number, tx: Db): Promise<boolean> {
      const [used] = await rowsOf<{ id: number }>(
        tx.execute(sql`SELECT id FROM coupon_usages WHERE order_id = ${orderId} LIMIT 1`),
      );
      return used !== undefined;
    },

    /** A purchase's usage; the amounts are money text. */
    async insertPurchase(values: PurchaseUsage, tx: Db): Promise<void> {
      await tx.execute(sql`INSERT INTO coupon_usages
          (coupon_id, user_id, order_id, order_amount, discount_amount, final_amount)
        VALUES (${values.couponId}, ${values.userId}, ${values.orderId},
          ${values.orderAmount}, ${values.discountAmount}, ${values.finalAmount})`);
    },

    /**
     * A cancel releases every usage the order carries (its purchase's and any an admin applied)
     * and gives each coupon back as many uses as it loses usages. Coupon rows locked by id.
     */
    async releaseOrder(orderId: number, tx: Db): Promise<void> {
      await tx.execute(sql`SELECT id FROM coupons WHERE id IN (SELECT coupon_id FROM coupon_usages
          WHERE order_id = ${orderId}) ORDER BY id FOR UPDATE`);
      await tx.execute(sql`WITH released AS (
          DELETE FROM coupon_usages WHERE order_id = ${orderId} RETURNING coupon_id),
        per_coupon AS (SELECT coupon_id, count(*)::int AS n FROM released GROUP BY coupon_id)
        UPDATE coupons c SET current_usage_count = c.current_usage_count - p.n
        FROM per_coupon p WHERE c.id = p.coupon_id`);
    },
  };
}

export type CouponUsagesRepository = ReturnType<typeof createCouponUsagesRepository>;

export default repositoryPlugin('couponUsagesRepository', createCouponUsagesRepository);
