import type { Coupon } from '@storefront/shared/contract/coupons';
import { type CouponErrors, couponErrors } from '../../../utils/coupon-errors';
import { COUPON_MESSAGE_KEYS as MESSAGES } from '../../../utils/coupon-message-keys';
import { type CouponValues, parseNumber } from '../../../utils/coupon-values';

/**
 * The wizard's checks (`couponErrors`), and what the server adds for an edit: the total limit
 * cannot fall below the uses already made. The wizard waits for an empty field before 'Далее';
 * a dialog has no such step, so an empty required field is a message. An empty limit is no limit.
 */
export function couponEditErrors(values: CouponValues, coupon: Coupon): CouponErrors {
  const errors = couponErrors(values);
  // The code is shown, not edited: a legacy code is no reason to refuse the rest.
  delete errors.code;
  if (!values.name.trim()) errors.name = MESSAGES.name;
  if (!values.discount_value.trim()) errors.discount_value = MESSAGES.discount;
  if (!values.valid_from) errors.valid_from = 'coupons.edit.errors.validFrom';
  const limit = parseNumber(values.usage_limit);
  if (!errors.usage_limit && limit !== null && limit < coupon.current_usage_count) {
    errors.usage_limit = 'coupons.edit.errors.belowUsed';
  }
  return errors;
}
