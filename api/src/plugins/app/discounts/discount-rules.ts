/**
 * A discount as it would be stored, checked against shop-spec 2.1 with the texts in the
 * request's language: all problems of the fields at once (422), like the coupons' rules. The
 * database's CHECKs hold the same ranges whatever path writes.
 */

import type { Discount, DiscountBody } from '@storefront/shared/contract/discounts';
import { DISCOUNT_LIMITS } from '@storefront/shared/limits';
import { formatMoney, tryParseMoney } from '@storefront/shared/money';
import { MESSAGES } from '../../../i18n/messages.ts';
import { type FieldIssue, RequestValidationError } from '../../../lib/http-errors.ts';
import { ROUBLE } from '../../../lib/money-input.ts';

/** Every field of a discount, as sent or as stored (a PUT merges the two). */
export interface DiscountDraft {
  name: string;
  discount_type: Discount['discount_type'];
  value: string;
  product_ids: number[] | null;
  city_id: number | null;
  valid_from: string;
  valid_until: string | null;
  is_active: boolean;
}

/** The checked draft: the name trimmed, the value with two decimals. */
export type CheckedDiscount = DiscountDraft;

export function draftOf(body: DiscountBody): DiscountDraft {
  return {
    product_ids: null,
    city_id: null,
    valid_from: new Date().toISOString(),
    valid_until: null,
    is_active: true,
    ...body,
  };
}

export function checkDiscount(draft: DiscountDraft): CheckedDiscount {
  const issues: FieldIssue[] = [];
  const issue = (field: string, msg: FieldIssue['msg']) =>
    issues.push({ loc: ['body', field], msg, type: 'value_error' });
  const name = draft.name.trim();
  if ([...name].length < DISCOUNT_LIMITS.nameMin || [...name].length > DISCOUNT_LIMITS.nameMax) {
    issue('name', MESSAGES.discountNameLength);
  }
  const text = draft.value.trim();
  const kopecks = /^[0-9.]+$/.test(text) ? tryParseMoney(text) : null;
  const max =
    draft.discount_type === 'percentage' ? DISCOUNT_LIMITS.percentMax : DISCOUNT_LIMITS.fixedMax;
  if (kopecks === null) issue('value', MESSAGES.discountValueFormat);
  else if (kopecks <= 0) issue('value', MESSAGES.discountValuePositive);
  else if (kopecks > max * ROUBLE) {
    issue(
      'value',
      draft.discount_type === 'percentage'
        ? MESSAGES.discountPercentMax
        : MESSAGES.discountFixedMax,
    );
  }
  if (draft.product_ids !== null && draft.product_ids.length === 0) {
    issue('product_ids', MESSAGES.discountProductsEmpty);
  }
  const from = Date.parse(draft.valid_from);
  const until = draft.valid_until === null ? null : Date.parse(draft.valid_until);
  if (Number.isNaN(from)) issue('valid_from', MESSAGES.discountDate);
  if (until !== null && Number.isNaN(until)) issue('valid_until', MESSAGES.discountDate);
  else if (until !== null && !Number.isNaN(from) && until <= from) {
    issue('valid_until', MESSAGES.discountPeriod);
  }
  if (issues.length > 0) throw new RequestValidationError(issues);
  return { ...draft, name, value: formatMoney(kopecks ?? 0) };
}
