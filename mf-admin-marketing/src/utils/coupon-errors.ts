import { COUPON_LIMITS } from '@storefront/shared/limits';
import { isCouponCode } from '@storefront/shared/validation/coupon-rules';
import { COUPON_MESSAGE_KEYS as MESSAGES } from './coupon-message-keys';
import {
  type CouponField,
  type CouponValues,
  dayEndIso,
  dayStartIso,
  parseDiscountValue,
  parseNumber,
} from './coupon-values';
import { parseRoublesInput } from './money-input';

/** Each wrong field's message key; the fields translate it. */
export type CouponErrors = Partial<Record<CouponField, string>>;

const TOO_BIG = 'wizard.errors.tooBig';
/** Money that is not an amount: letters, or more than two decimals ('12,345'). */
const AMOUNT_FORMAT = 'wizard.errors.amountFormat';

function amountError(text: string, negative: string): string | undefined {
  const value = parseRoublesInput(text);
  if (value === null) return undefined;
  if (Number.isNaN(value)) return AMOUNT_FORMAT;
  if (value < 0) return negative;
  return value > COUPON_LIMITS.amountMax ? TOO_BIG : undefined;
}

function limitError(text: string, notPositive: string): string | undefined {
  const value = parseNumber(text);
  if (value === null) return undefined;
  if (Number.isNaN(value) || value <= 0) return notPositive;
  if (!Number.isInteger(value)) return 'wizard.errors.integer';
  return value > COUPON_LIMITS.usageLimitMax ? TOO_BIG : undefined;
}

function discountError(values: CouponValues): string | undefined {
  const value = parseDiscountValue(values);
  if (value === null) return undefined;
  if (Number.isNaN(value) && values.coupon_type === 'fixed') return AMOUNT_FORMAT;
  if (Number.isNaN(value) || value <= 0) return MESSAGES.discount;
  if (values.coupon_type === 'percentage' && value > COUPON_LIMITS.percentMax) {
    return MESSAGES.percent;
  }
  return value > COUPON_LIMITS.amountMax ? TOO_BIG : undefined;
}

function periodError({ valid_from: from, valid_until: until }: CouponValues): string | undefined {
  if (!from || !until) return undefined;
  return dayEndIso(until) > dayStartIso(from) ? undefined : MESSAGES.period;
}

/**
 * Spec 5's messages (their keys) for every wrong value of a coupon's form, the wizard's and the
 * edit dialog's alike; an empty field is incomplete, not wrong (each form says what it needs).
 */
export function couponErrors(values: CouponValues): CouponErrors {
  const name = values.name.trim();
  const errors: CouponErrors = {
    name: name && name.length < COUPON_LIMITS.nameMin ? MESSAGES.name : undefined,
    discount_value: discountError(values),
    // Spec 2.12: the maximum exists for percentage coupons only.
    maximum_discount_amount:
      values.coupon_type === 'percentage'
        ? amountError(values.maximum_discount_amount, MESSAGES.maximum)
        : undefined,
    code: values.code && !isCouponCode(values.code) ? MESSAGES.code : undefined,
    minimum_purchase_amount: amountError(values.minimum_purchase_amount, MESSAGES.minimum),
    usage_limit: limitError(values.usage_limit, MESSAGES.usageLimit),
    usage_limit_per_user: limitError(values.usage_limit_per_user, MESSAGES.userLimit),
    valid_until: periodError(values),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as CouponErrors;
}
