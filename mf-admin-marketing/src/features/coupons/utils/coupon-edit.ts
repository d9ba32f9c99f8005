import type { Coupon, UpdateCouponBody } from '@storefront/shared/contract/coupons';
import {
  type CouponField,
  type CouponValues,
  dayEndIso,
  dayStartIso,
  localDay,
  parseDiscountValue,
  parseNumber,
} from '../../../utils/coupon-values';
import { parseRoublesInput } from '../../../utils/money-input';

/**
 * Once a coupon has been used its discount is history (orders were priced with it): the server
 * refuses a new type, size or cap, and refuses to delete it.
 */
export function isCouponUsed(coupon: Pick<Coupon, 'current_usage_count'>): boolean {
  return coupon.current_usage_count > 0;
}

const typed = (value: number | null) => (value === null ? '' : String(value));
const dayOf = (iso: string | null) => (iso ? localDay(new Date(iso)) : '');

/** The dialog's fields as the coupon holds them; an empty limit is no limit. */
export function editValuesOf(coupon: Coupon): CouponValues {
  return {
    name: coupon.name,
    description: coupon.description,
    coupon_type: coupon.coupon_type,
    discount_value: String(coupon.discount_value),
    maximum_discount_amount: typed(coupon.maximum_discount_amount),
    code: coupon.code,
    minimum_purchase_amount: String(coupon.minimum_purchase_amount),
    usage_limit: typed(coupon.usage_limit),
    usage_limit_per_user: typed(coupon.usage_limit_per_user),
    valid_from: dayOf(coupon.valid_from),
    valid_until: dayOf(coupon.valid_until),
    is_public: coupon.is_public,
    requires_approval: coupon.requires_approval,
    auto_apply: coupon.auto_apply,
    stackable: coupon.stackable,
  };
}

type EditBody = Required<Omit<UpdateCouponBody, 'status'>>;

/** What the API would hold after saving a checked form. */
function bodyOf(values: CouponValues): EditBody {
  const cap = parseRoublesInput(values.maximum_discount_amount);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    coupon_type: values.coupon_type,
    discount_value: parseDiscountValue(values) ?? 0,
    // A cap of 0 (or none) is no cap; a fixed discount never has one.
    maximum_discount_amount: values.coupon_type === 'percentage' && cap && cap > 0 ? cap : null,
    minimum_purchase_amount: parseRoublesInput(values.minimum_purchase_amount) ?? 0,
    usage_limit: parseNumber(values.usage_limit),
    usage_limit_per_user: parseNumber(values.usage_limit_per_user),
    valid_from: dayStartIso(values.valid_from),
    valid_until: values.valid_until ? dayEndIso(values.valid_until) : null,
    is_public: values.is_public,
    requires_approval: values.requires_approval,
    auto_apply: values.auto_apply,
    stackable: values.stackable,
  };
}

/** The fields of the form each API field is made of (the cap goes with the type). */
const SOURCES: Partial<Record<keyof EditBody, readonly CouponField[]>> = {
  discount_value: ['coupon_type', 'discount_value'],
  maximum_discount_amount: ['coupon_type', 'maximum_discount_amount'],
};

/**
 * Only what the admin changed, so saving a renamed coupon never resends (and is never refused
 * for) its used discount, nor moves its start to midnight: a field is sent when what was typed
 * in it differs from what was shown AND the value it makes differs from the coupon's.
 */
export function couponChanges(
  coupon: Coupon,
  shown: CouponValues,
  values: CouponValues,
): UpdateCouponBody {
  const next = bodyOf(values);
  const keys = Object.keys(next) as (keyof EditBody)[];
  const changed = keys.filter((key) => {
    const sources = SOURCES[key] ?? [key];
    return sources.some((field) => values[field] !== shown[field]) && next[key] !== coupon[key];
  });
  return Object.fromEntries(changed.map((key) => [key, next[key]])) as UpdateCouponBody;
}
