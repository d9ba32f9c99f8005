/**
 * Issue 23: an edit must not rewrite what a coupon has already done. Once used (a usage, a use
 * counted, or an order naming it, a canceled one too), its type, value and cap stay as the past
 * orders were priced and the stats count them; its limits never drop below the uses made. Only
 * a change is judged: sending the stored value again is fine. A used coupon is never deleted.
 */
import type { CouponRow } from '../../../db/schema/index.ts';
import type { Message } from '../../../i18n/message.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import type { CouponUses } from './coupon-uses.ts';
import type { CouponChanges } from './coupons-repository.ts';

/** The columns the coupon's past orders were priced with. */
const TERMS = ['couponType', 'discountValue', 'maximumDiscountAmount'] as const;
const LIMITS = ['usageLimit', 'usageLimitPerUser'] as const;

/** Whether the changed columns are ones history constrains (only then are the uses read). */
export const touchesHistory = (changes: CouponChanges) =>
  [...TERMS, ...LIMITS].some((key) => key in changes);

export const wasUsed = (row: CouponRow, uses: CouponUses) =>
  row.currentUsageCount > 0 || uses.usages > 0 || uses.onOrders;

/** Why the changes may not be saved, or null. */
export function historyRefusal(
  row: CouponRow,
  changes: CouponChanges,
  uses: CouponUses,
): Message | null {
  if (wasUsed(row, uses) && TERMS.some((key) => key in changes)) return MESSAGES.couponTermsFixed;
  const made = Math.max(row.currentUsageCount, uses.usages);
  const { usageLimit, usageLimitPerUser } = changes;
  if (typeof usageLimit === 'number' && usageLimit < made) {
    return MESSAGES.couponLimitBelowUses(made);
  }
  if (typeof usageLimitPerUser === 'number' && usageLimitPerUser < uses.mostByOneUser) {
    return MESSAGES.couponUserLimitBelowUses(uses.mostByOneUser);
  }
  return null;
}
