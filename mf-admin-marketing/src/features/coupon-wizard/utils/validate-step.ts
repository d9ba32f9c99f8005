import type { CouponErrors } from '../../../utils/coupon-errors';
import type { CouponField, CouponValues } from '../../../utils/coupon-values';

/** Spec 2.12: what each of the six steps asks for. */
export const STEP_FIELDS: readonly (readonly CouponField[])[] = [
  ['name', 'description'],
  ['coupon_type', 'discount_value', 'maximum_discount_amount'],
  ['code'],
  ['minimum_purchase_amount', 'usage_limit', 'usage_limit_per_user'],
  ['valid_from', 'valid_until'],
  ['is_public', 'requires_approval', 'auto_apply', 'stackable'],
];

/** Spec 5: only these may stay empty. */
const OPTIONAL: readonly CouponField[] = ['maximum_discount_amount', 'valid_until'];

function isFilled(values: CouponValues, field: CouponField): boolean {
  const value = values[field];
  return typeof value === 'boolean' || value.trim() !== '';
}

/** Spec 4: 'next' only when every field of the step is filled and none is wrong. */
export function isStepComplete(step: number, values: CouponValues, errors: CouponErrors): boolean {
  const fields = STEP_FIELDS[step - 1] ?? [];
  return fields.every(
    (field) => !errors[field] && (OPTIONAL.includes(field) || isFilled(values, field)),
  );
}
