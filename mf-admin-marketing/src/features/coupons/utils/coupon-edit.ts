import type { Coupon, UpdateCouponBody } from '@storefront/shared/contract/coupons';
import {
  type CouponField,
  type CouponValues,
  couponTermsOf,
  localDay,
  parseNumber,
} from '../../../utils/coupon-values';

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

/** What the API would hold after saving a checked form (an empty limit is no limit). */
function bodyOf(values: CouponValues): EditBody {
  return {
    ...couponTermsOf(values),
    usage_limit: parseNumber(values.usage_limit),
    usage_limit_per_user: parseNumber(values.usage_limit_per_user),
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
