import {
  BULK_COUPON_LIMITS,
  COUPON_LIMITS,
  COUPON_MESSAGES,
  type CouponPayload,
  type CouponType,
} from '@storefront/shared/dto/marketing';

/** The generator's form, as typed. */
export interface BulkInput {
  count: string;
  prefix: string;
  description: string;
  coupon_type: CouponType;
  discount_value: string;
}

/** Spec 9: ten percentage coupons of 10% unless changed. */
export const BULK_DEFAULTS: BulkInput = {
  count: String(BULK_COUPON_LIMITS.countDefault),
  prefix: '',
  description: '',
  coupon_type: 'percentage',
  discount_value: '10',
};

const toNumber = (text: string) => Number(text.trim().replace(',', '.'));

/** Spec 5's checks (and the code rule the prefix must meet); null when the input is usable. */
export function bulkProblem(input: BulkInput): string | null {
  const { countMin, countMax, prefixMax } = BULK_COUPON_LIMITS;
  if (!input.count.trim() || !input.prefix.trim()) {
    return 'Пожалуйста, заполните количество и префикс';
  }
  const count = toNumber(input.count);
  if (!Number.isInteger(count) || count < countMin || count > countMax) {
    return `Количество должно быть от ${countMin} до ${countMax}`;
  }
  if (!/^[A-Z0-9]+$/.test(input.prefix)) {
    return 'Префикс должен содержать только латинские буквы и цифры';
  }
  if (input.prefix.length > prefixMax) return `Префикс не длиннее ${prefixMax} символов`;
  const value = toNumber(input.discount_value);
  if (!input.discount_value.trim() || !(value > 0)) return COUPON_MESSAGES.discount;
  if (input.coupon_type === 'percentage' && value > COUPON_LIMITS.percentMax) {
    return COUPON_MESSAGES.percent;
  }
  return null;
}

/** Spec 7: PREFIX001, PREFIX002, ... */
export function bulkCouponCode(prefix: string, number: number): string {
  return `${prefix}${String(number).padStart(BULK_COUPON_LIMITS.sequenceDigits, '0')}`;
}

/** Spec 7: one single-use public coupon, valid from now with no end. */
export function bulkCouponPayload(input: BulkInput, number: number, now: Date): CouponPayload {
  const code = bulkCouponCode(input.prefix, number);
  return {
    code,
    name: `${input.prefix} ${number}`,
    description: input.description.trim() || `Купон ${code}`,
    coupon_type: input.coupon_type,
    discount_value: toNumber(input.discount_value),
    minimum_purchase_amount: 0,
    maximum_discount_amount: null,
    usage_limit: 1,
    usage_limit_per_user: 1,
    valid_from: now.toISOString(),
    valid_until: null,
    is_public: true,
    requires_approval: false,
    auto_apply: false,
    stackable: false,
  };
}
