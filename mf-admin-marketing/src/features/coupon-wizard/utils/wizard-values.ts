import type { CreateCouponBody } from '@storefront/shared/contract/coupons';
import { COUPON_DEFAULTS } from '@storefront/shared/contract/values';
import {
  type CouponValues,
  dayEndIso,
  dayStartIso,
  localDay,
  parseDiscountValue,
  parseNumber,
} from '../../../utils/coupon-values';
import { parseRoublesInput } from '../../../utils/money-input';

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

/** The POST /coupons/coupons payload of a complete, valid form. */
export function toCouponPayload(values: CouponValues): CreateCouponBody {
  const num = (text: string) => parseNumber(text) ?? 0;
  const roubles = (text: string) => parseRoublesInput(text) ?? 0;
  const cap = parseRoublesInput(values.maximum_discount_amount);
  return {
    code: values.code,
    name: values.name.trim(),
    description: values.description.trim(),
    coupon_type: values.coupon_type,
    discount_value: parseDiscountValue(values) ?? 0,
    minimum_purchase_amount: roubles(values.minimum_purchase_amount),
    // A maximum of 0 (or none) means no cap; a fixed discount never has one.
    maximum_discount_amount: values.coupon_type === 'percentage' && cap && cap > 0 ? cap : null,
    usage_limit: num(values.usage_limit),
    usage_limit_per_user: num(values.usage_limit_per_user),
    valid_from: dayStartIso(values.valid_from),
    valid_until: values.valid_until ? dayEndIso(values.valid_until) : null,
    is_public: values.is_public,
    requires_approval: values.requires_approval,
    auto_apply: values.auto_apply,
    stackable: values.stackable,
  };
}
