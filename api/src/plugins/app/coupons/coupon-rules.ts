/**
 * Spec 5's coupon rules, with the wizard's own messages (their Russian from shared, English in
 * the catalogue), checked on the whole coupon as it would be saved (so a PUT that changes only
 * the type is checked against the stored value). The database's CHECKs hold the same rules
 * (db/schema/coupons.ts).
 */

import type { CreateCouponBody } from '@storefront/shared/contract/coupons';
import { COUPON_LIMITS } from '@storefront/shared/limits';
import { isCouponCode } from '@storefront/shared/validation/coupon-rules';
import type { Message } from '../../../i18n/message.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import type { FieldIssue } from '../../../lib/http-errors.ts';
import { kopecksIssues } from '../../../lib/money-rules.ts';

/** The checked fields of a coupon as it is about to be stored: every field set (defaults applied). */
export type CouponDraft = Pick<
  Required<CreateCouponBody>,
  | 'name'
  | 'coupon_type'
  | 'discount_value'
  | 'minimum_purchase_amount'
  | 'maximum_discount_amount'
  | 'usage_limit'
  | 'usage_limit_per_user'
  | 'valid_from'
  | 'valid_until'
>;

/** Codes are kept trimmed and uppercase: 'summer10' and 'SUMMER10' are one code. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

export function codeIssues(code: string): FieldIssue[] {
  return isCouponCode(normalizeCode(code)) ? [] : [issue('code', MESSAGES.coupon.code)];
}

export function couponIssues(draft: CouponDraft): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const fail = (field: keyof CouponDraft, msg: Message) => issues.push(issue(field, msg));
  if (draft.name.trim().length < COUPON_LIMITS.nameMin) fail('name', MESSAGES.coupon.name);
  if (!(draft.discount_value > 0)) fail('discount_value', MESSAGES.coupon.discount);
  else if (draft.coupon_type === 'percentage' && draft.discount_value > COUPON_LIMITS.percentMax) {
    fail('discount_value', MESSAGES.coupon.percent);
  }
  if (draft.minimum_purchase_amount < 0) fail('minimum_purchase_amount', MESSAGES.coupon.minimum);
  if ((draft.maximum_discount_amount ?? 0) < 0) {
    fail('maximum_discount_amount', MESSAGES.coupon.maximum);
  }
  if (draft.usage_limit !== null && draft.usage_limit <= 0) {
    fail('usage_limit', MESSAGES.coupon.usageLimit);
  }
  if (draft.usage_limit_per_user !== null && draft.usage_limit_per_user <= 0) {
    fail('usage_limit_per_user', MESSAGES.coupon.userLimit);
  }
  const until = draft.valid_until === null ? null : Date.parse(draft.valid_until);
  if (until !== null && !(until > Date.parse(draft.valid_from))) {
    fail('valid_until', MESSAGES.coupon.period);
  }
  const { discount_value, minimum_purchase_amount, maximum_discount_amount } = draft;
  issues.push(
    ...kopecksIssues({ discount_value, minimum_purchase_amount, maximum_discount_amount }),
  );
  return issues;
}

/**
 * No cap for a fixed discount (it never exceeds the order anyway), and a cap of 0 is the
 * wizard's "no cap": both are stored as null.
 */
export function storedCap(draft: CouponDraft): number | null {
  const cap = draft.maximum_discount_amount;
  return draft.coupon_type === 'percentage' && cap !== null && cap > 0 ? cap : null;
}

function issue(field: string, msg: Message): FieldIssue {
  return { loc: ['body', field], msg, type: 'value_error' };
}
