/**
 * Coupons (spec sections 3, 5, 7 and 9; issue 5).
 */

import { type Static, Type } from 'typebox';
import { COUPON_LIMITS } from '../validation/limits';
import { DateTime, strict, visibleText } from './common';
import { Amount, Money, NullableCount, NullableDateTime, NullableMoney } from './marketing';
import { Id, pagedFields } from './paging';
import { COUPON_REJECT_REASONS, COUPON_STATUSES, COUPON_TYPES } from './values';

export const Coupon = Type.Object({
  id: Type.Integer(),
  /** Unique, uppercase Latin letters and digits (COUPON_CODE_PATTERN). */
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  coupon_type: Type.Enum([...COUPON_TYPES]),
  /** Percent (0 < v ≤ 100) for 'percentage', roubles (> 0) for 'fixed'. */
  discount_value: Amount,
  /** Smallest order the coupon applies to; 0 means any order. */
  minimum_purchase_amount: Amount,
  /** Cap of a percentage discount in roubles; null (always null for 'fixed') means no cap. */
  maximum_discount_amount: Type.Union([Amount, Type.Null()]),
  /** Total uses allowed; null means unlimited. */
  usage_limit: Type.Union([Type.Integer(), Type.Null()]),
  /** Uses allowed per user; null means unlimited. */
  usage_limit_per_user: Type.Union([Type.Integer(), Type.Null()]),
  current_usage_count: Type.Integer(),
  valid_from: DateTime,
  /** null: no end date. */
  valid_until: Type.Union([DateTime, Type.Null()]),
  is_public: Type.Boolean(),
  requires_approval: Type.Boolean(),
  auto_apply: Type.Boolean(),
  stackable: Type.Boolean(),
  status: Type.Enum([...COUPON_STATUSES]),
  /** status === 'active' (spec 3 lists both); status is the field to change. */
  is_active: Type.Boolean(),
  created_at: DateTime,
});
export type Coupon = Static<typeof Coupon>;
/**
 * GET /coupons/coupons?page&size&search. `search` matches code, name and description,
 * case-insensitive substring. Newest first (created_at, then id, descending).
 */
export const CouponsPage = Type.Object({ coupons: Type.Array(Coupon), ...pagedFields });
export type CouponsPage = Static<typeof CouponsPage>;

/** Any case; stored uppercase. The letters-and-digits rule is checked with the spec's text. */
const Code = Type.String({ minLength: 1, maxLength: COUPON_LIMITS.codeMax });
const editable = {
  name: Type.String({ maxLength: COUPON_LIMITS.nameMax, ...visibleText }),
  description: Type.String({ maxLength: COUPON_LIMITS.descriptionMax }),
  coupon_type: Type.Enum([...COUPON_TYPES]),
  discount_value: Money,
  minimum_purchase_amount: Money,
  maximum_discount_amount: NullableMoney,
  usage_limit: NullableCount,
  usage_limit_per_user: NullableCount,
  valid_from: DateTime,
  valid_until: NullableDateTime,
  is_public: Type.Boolean(),
  requires_approval: Type.Boolean(),
  auto_apply: Type.Boolean(),
  stackable: Type.Boolean(),
};
const optional = <T extends Record<string, Parameters<typeof Type.Optional>[0]>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])) as {
    [K in keyof T]: ReturnType<typeof Type.Optional<T[K]>>;
  };

/** What the wizard and the bulk generator send; omitted fields take the API's defaults. */
export const CreateCouponBody = Type.Object(
  {
    ...optional(editable),
    code: Code,
    name: editable.name,
    coupon_type: editable.coupon_type,
    discount_value: editable.discount_value,
  },
  strict,
);
export type CreateCouponBody = Static<typeof CreateCouponBody>;

/** Only what changes; the code is fixed (422 extra_forbidden). */
export const UpdateCouponBody = Type.Object(
  { ...optional(editable), status: Type.Optional(Type.Enum([...COUPON_STATUSES])) },
  strict,
);
export type UpdateCouponBody = Static<typeof UpdateCouponBody>;

export const CouponUsage = Type.Object({
  id: Type.Integer(),
  coupon_id: Type.Integer(),
  /** The coupon's code at the time of the answer, so a list needs no second call. */
  coupon_code: Type.String(),
  username: Type.String(),
  used_at: DateTime,
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The order's number as customers and the journal show it ('№ 1000'); null without one. */
  order_number: Type.Union([Type.Integer(), Type.Null()]),
  order_amount: Amount,
  discount_amount: Amount,
  /** order_amount − discount_amount. */
  final_amount: Amount,
});
export type CouponUsage = Static<typeof CouponUsage>;
/**
 * GET /coupons/usage?page&size&search (admin: everyone's usages, newest first). `search`
 * matches the username (case-insensitive substring) or, when it is a whole number, the
 * coupon id exactly.
 */
export const CouponUsagesPage = Type.Object({ usages: Type.Array(CouponUsage), ...pagedFields });
export type CouponUsagesPage = Static<typeof CouponUsagesPage>;

/** GET /coupons/usage/my: the signed-in user's usages, newest first. */
export const MyCouponUsages = Type.Array(CouponUsage);
export type MyCouponUsages = Static<typeof MyCouponUsages>;

/** GET /coupons/stats */
export const CouponStats = Type.Object({
  total_coupons: Type.Integer(),
  active_coupons: Type.Integer(),
  /** valid_until in the past, whatever the status. */
  expired_coupons: Type.Integer(),
  total_usage: Type.Integer(),
  total_discount_given: Amount,
  /** Distinct orders with at least one coupon usage (usages without an order count each). */
  total_orders_affected: Type.Integer(),
  /** Code of the coupon with the most usages; null when nothing was used yet. */
  most_used_coupon: Type.Union([Type.String(), Type.Null()]),
  /** total_discount_given / total_orders_affected, 0 when there are none. */
  average_discount_per_order: Amount,
});
export type CouponStats = Static<typeof CouponStats>;

/** A code that cannot exist is simply unknown, so the check is lenient about its form. */
const CodeToCheck = Type.String({ minLength: 1, maxLength: 64 });

/** POST /coupons/validate: would this code apply to an order of this amount? */
export const ValidateCouponBody = Type.Object({ code: CodeToCheck, order_amount: Money }, strict);
export type ValidateCouponBody = Static<typeof ValidateCouponBody>;

/** Admins only since issue 14: a usage always names a real order (purchases write the rest). */
export const ApplyCouponBody = Type.Object(
  { code: CodeToCheck, order_amount: Money, order_id: Id },
  strict,
);
export type ApplyCouponBody = Static<typeof ApplyCouponBody>;

/**
 * Answer of POST /coupons/validate (always 200). Valid: the discount and what remains to pay.
 * Not valid: `reason`, a Russian `detail` for the customer, discount 0 and the amount unchanged.
 */
export const CouponCheck = Type.Object({
  valid: Type.Boolean(),
  reason: Type.Optional(Type.Enum([...COUPON_REJECT_REASONS])),
  detail: Type.Optional(Type.String()),
  discount_amount: Amount,
  final_amount: Amount,
});
export type CouponCheck = Static<typeof CouponCheck>;
