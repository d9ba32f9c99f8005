/**
 * Coupons (issue 5; their usages are in coupon-usages.ts). Money is numeric(12,2) (exact
 * kopecks), read as numbers in roubles. The CHECKs repeat the API's validation, so no path
 * around it can store a coupon that breaks spec 5's rules, and a usage's amounts always add up.
 */

import { COUPON_STATUSES, COUPON_TYPES } from '@storefront/shared/contract/values';
import { COUPON_LIMITS } from '@storefront/shared/limits';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, money, updatedAt } from './columns.ts';

export const couponTypeEnum = pgEnum('coupon_type', COUPON_TYPES);
export const couponStatusEnum = pgEnum('coupon_status', COUPON_STATUSES);

/**
 * The coupon search (code, name, description) in one trigram index. A search text never holds
 * a control character, so a match cannot span the line feeds between the fields.
 */
export const COUPON_SEARCH_TEXT = sql.raw(
  `lower("coupons"."code" || chr(10) || "coupons"."name" || chr(10) || "coupons"."description")`,
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    // Stored uppercase: the plain unique index is then also case-insensitive.
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    couponType: couponTypeEnum('coupon_type').notNull(),
    discountValue: money('discount_value').notNull(),
    minimumPurchaseAmount: money('minimum_purchase_amount').notNull().default(0),
    maximumDiscountAmount: money('maximum_discount_amount'),
    usageLimit: integer('usage_limit'),
    usageLimitPerUser: integer('usage_limit_per_user'),
    // Moved only by the conditional UPDATE of an apply, in the usage's own transaction.
    currentUsageCount: integer('current_usage_count').notNull().default(0),
    validFrom: at('valid_from').notNull(),
    validUntil: at('valid_until'),
    isPublic: boolean('is_public').notNull().default(true),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    autoApply: boolean('auto_apply').notNull().default(false),
    stackable: boolean('stackable').notNull().default(false),
    status: couponStatusEnum('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    index('coupons_search_trgm_idx').using('gin', sql`${COUPON_SEARCH_TEXT} gin_trgm_ops`),
    index('coupons_created_at_id_idx').on(t.createdAt, t.id),
    check(
      'coupons_code_format',
      sql`${t.code} ~ ${sql.raw(`'^[A-Z0-9]{1,${COUPON_LIMITS.codeMax}}$'`)}`,
    ),
    check('coupons_discount_positive', sql`${t.discountValue} > 0`),
    check(
      'coupons_percentage_max',
      sql`${t.couponType} <> 'percentage' OR ${t.discountValue} <= ${sql.raw(String(COUPON_LIMITS.percentMax))}`,
    ),
    check('coupons_minimum_not_negative', sql`${t.minimumPurchaseAmount} >= 0`),
    check(
      'coupons_cap_of_percentage',
      sql`${t.maximumDiscountAmount} IS NULL OR (${t.maximumDiscountAmount} > 0 AND ${t.couponType} = 'percentage')`,
    ),
    check('coupons_usage_limit_positive', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} > 0`),
    check(
      'coupons_user_limit_positive',
      sql`${t.usageLimitPerUser} IS NULL OR ${t.usageLimitPerUser} > 0`,
    ),
    check('coupons_usage_count_not_negative', sql`${t.currentUsageCount} >= 0`),
    check('coupons_period', sql`${t.validUntil} IS NULL OR ${t.validUntil} > ${t.validFrom}`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
