import type { CreateCouponBody } from '@storefront/shared/contract/coupons';
import type { CouponType } from '@storefront/shared/contract/values';
import { BULK_COUPON_LIMITS, COUPON_LIMITS } from '@storefront/shared/limits';
import { COUPON_MESSAGE_KEYS } from '../../../utils/coupon-message-keys';
import { parseDecimalInput, parseRoublesInput } from '../../../utils/money-input';

/** The generator's form, as typed. */
export interface BulkInput {
  count: string;
  prefix: string;
  description: string;
  coupon_type: CouponType;
  discount_value: string;
}

/** What is wrong with the form: a message key and the figures it names. */
export interface BulkProblem {
  key: string;
  values?: Record<string, number>;
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

/** A fixed discount is money ('1 490,50'); a percentage keeps its own rule ('12,5'). */
function discountValue(input: BulkInput): number | null {
  return input.coupon_type === 'fixed'
    ? parseRoublesInput(input.discount_value)
    : parseDecimalInput(input.discount_value);
}

/** Spec 5's checks (and the code rule the prefix must meet); null when the input is usable. */
export function bulkProblem(input: BulkInput): BulkProblem | null {
  const { countMin, countMax, prefixMax } = BULK_COUPON_LIMITS;
  if (!input.count.trim() || !input.prefix.trim()) return { key: 'generator.errors.required' };
  const count = toNumber(input.count);
  if (!Number.isInteger(count) || count < countMin || count > countMax) {
    return { key: 'generator.errors.count', values: { min: countMin, max: countMax } };
  }
  if (!/^[A-Z0-9]+$/.test(input.prefix)) return { key: 'generator.errors.prefix' };
  if (input.prefix.length > prefixMax) {
    return { key: 'generator.errors.prefixLength', values: { count: prefixMax } };
  }
  const value = discountValue(input);
  if (value !== null && Number.isNaN(value) && input.coupon_type === 'fixed') {
    return { key: 'wizard.errors.amountFormat' };
  }
  if (value === null || !(value > 0)) return { key: COUPON_MESSAGE_KEYS.discount };
  if (input.coupon_type === 'percentage' && value > COUPON_LIMITS.percentMax) {
    return { key: COUPON_MESSAGE_KEYS.percent };
  }
  return null;
}

/** Spec 7: PREFIX001, PREFIX002, ... */
export function bulkCouponCode(prefix: string, number: number): string {
  return `${prefix}${String(number).padStart(BULK_COUPON_LIMITS.sequenceDigits, '0')}`;
}

/**
 * Spec 7: one single-use public coupon, valid from now with no end. `defaultDescription` words
 * the description left empty ('Купон SALE001'), in the language the generator is used in.
 */
export function bulkCouponPayload(
  input: BulkInput,
  number: number,
  now: Date,
  defaultDescription: (code: string) => string,
): CreateCouponBody {
  const code = bulkCouponCode(input.prefix, number);
  return {
    code,
    name: `${input.prefix} ${number}`,
    description: input.description.trim() || defaultDescription(code),
    coupon_type: input.coupon_type,
    discount_value: discountValue(input) ?? 0,
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
