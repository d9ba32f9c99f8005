import type { CreateCouponBody } from '@storefront/shared/contract/coupons';
import { COUPON_DEFAULTS } from '@storefront/shared/contract/values';
import {
  type CouponValues,
  couponTermsOf,
  localDay,
  parseNumber,
} from '../../../utils/coupon-values';

/** Spec 9's defaults: percentage 10, minimum 0, maximum 0 (none), 100 uses, 1 per user, from today. */
export function initialWizardValues(today = new Date()): CouponValues {
  const d = COUPON_DEFAULTS;
  return {
    name: '',
    description: '',
    coupon_type: d.coupon_type,
    discount_value: String(d.discount_value),
    maximum_discount_amount: String(d.maximum_discount_amount),
    code: '',
    minimum_purchase_amount: String(d.minimum_purchase_amount),
    usage_limit: String(d.usage_limit),
    usage_limit_per_user: String(d.usage_limit_per_user),
    valid_from: localDay(today),
    valid_until: '',
    is_public: d.is_public,
    requires_approval: d.requires_approval,
    auto_apply: d.auto_apply,
    stackable: d.stackable,
  };
}

/** The POST /coupons/coupons payload of a complete, valid form (its limits are required). */
export function toCouponPayload(values: CouponValues): CreateCouponBody {
  return {
    code: values.code,
    ...couponTermsOf(values),
    usage_limit: parseNumber(values.usage_limit) ?? 0,
    usage_limit_per_user: parseNumber(values.usage_limit_per_user) ?? 0,
  };
}
