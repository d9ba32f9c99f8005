import type { Coupon } from '@storefront/shared/contract/coupons';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { rowsById } from '../../../db/rows-by-id.ts';
import {
  COUPON_SEARCH_TEXT,
  type CouponRow,
  coupons,
  type NewCouponRow,
} from '../../../db/schema/index.ts';
import { iso } from '../../../db/sql/iso-time.ts';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { newestFirstPage } from '../../../db/sql/newest-first.ts';
import { firstRow } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import { couponStats } from './coupon-stats.ts';
import { couponUses } from './coupon-uses.ts';

declare module 'fastify' {
  interface FastifyInstance {
    couponsRepository: CouponsRepository;
  }
}

export type CouponChanges = Partial<Omit<NewCouponRow, 'id' | 'code' | 'createdAt'>>;

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export const toCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  coupon_type: row.couponType,
  discount_value: row.discountValue,
  minimum_purchase_amount: row.minimumPurchaseAmount,
  maximum_discount_amount: row.maximumDiscountAmount,
  usage_limit: row.usageLimit,
  usage_limit_per_user: row.usageLimitPerUser,
  current_usage_count: row.currentUsageCount,
  valid_from: row.validFrom.toISOString(),
  valid_until: isoOrNull(row.validUntil),
  is_public: row.isPublic,
  requires_approval: row.requiresApproval,
  auto_apply: row.autoApply,
  stackable: row.stackable,
  status: row.status,
  is_active: row.status === 'active',
  created_at: row.createdAt.toISOString(),
});

/** The answer's columns in the list statement: money as float8, times as ISO text. */
const LISTED = sql.join(
  [
    sql.raw('t.id, t.code, t.name, t.description, t.coupon_type, t.status'),
    sql.raw('t.discount_value::float8 AS discount_value'),
    sql.raw('t.minimum_purchase_amount::float8 AS minimum_purchase_amount'),
    sql.raw('t.maximum_discount_amount::float8 AS maximum_discount_amount'),
    sql.raw('t.usage_limit, t.usage_limit_per_user, t.current_usage_count'),
    sql.raw('t.is_public, t.requires_approval, t.auto_apply, t.stackable'),
    sql`${iso('t.valid_from')} AS valid_from, ${iso('t.valid_until')} AS valid_until`,
    sql`${iso('t.created_at')} AS created_at`,
  ],
  sql.raw(', '),
);
type Listed = Omit<Coupon, 'is_active'> & { id: number };

export function createCouponsRepository(db: Db) {
  return {
    // create throws the driver's 23505 for a taken code; the caller names the code.
    ...rowsById(db, coupons, { touched: true }),
    // After rowsById: its remove answers whether the coupon was there (coupon-uses.ts).
    ...couponUses,
    /** GET /coupons/stats in one statement (coupon-stats.ts). */
    stats: () => couponStats(db),

    /** Newest first; `search`: part of the code, name or description, any case. */
    async page(search: string | undefined, paging: Paging) {
      const text = search?.trim();
      const where = text
        ? sql`WHERE ${COUPON_SEARCH_TEXT} LIKE lower(${containsPattern(text)})`
        : sql``;
      const matches = sql`SELECT id, created_at AS at FROM coupons ${where}`;
      const { rows, total } = await newestFirstPage<Listed>(
        db,
        { table: 'coupons', columns: LISTED },
        { matches, filtered: Boolean(text) },
        paging,
      );
      return { coupons: rows.map((r) => ({ ...r, is_active: r.status === 'active' })), total };
    },

    /** `code` as stored: trimmed and uppercase. */
    async findByCode(code: string, tx: Db = db): Promise<CouponRow | null> {
      return firstRow(await tx.select().from(coupons).where(eq(coupons.code, code)));
    },

    /** The auto-apply coupons active now (not locked; a purchase judges and locks its pick). */
    automatic(tx: Db = db): Promise<CouponRow[]> {
      return tx
        .select()
        .from(coupons)
        .where(sql`${coupons.autoApply} AND ${coupons.status} = 'active'
          AND ${coupons.validFrom} <= now()
          AND (${coupons.validUntil} IS NULL OR ${coupons.validUntil} > now())`);
    },

    /**
     * Takes one use, atomically: the row is changed only while it is active and under its
     * limit, so concurrent applies can never take more uses than `usage_limit` allows. The row
     * stays locked until the caller's transaction ends. null: no use left (or inactive).
     */
    async takeUse(id: number, tx: Db): Promise<CouponRow | null> {
      const underLimit = or(
        isNull(coupons.usageLimit),
        lt(coupons.currentUsageCount, coupons.usageLimit),
      );
      const rows = await tx
        .update(coupons)
        .set({ currentUsageCount: sql`${coupons.currentUsageCount} + 1` })
        .where(and(eq(coupons.id, id), eq(coupons.status, 'active'), underLimit))
        .returning();
      return firstRow(rows);
    },

    /** A purchase's use of a coupon whose row it has locked and checked (order-purchase.ts). */
    async countUse(id: number, tx: Db): Promise<void> {
      await tx.execute(sql`UPDATE coupons SET current_usage_count = current_usage_count + 1
        WHERE id = ${id}`);
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;

export default repositoryPlugin('couponsRepository', createCouponsRepository);
