import type { Coupon } from '@storefront/shared/contract/coupons';
import type { ChipLook } from '@storefront/shared/ui/admin/status-chip';

/** 'Активен' or 'Неактивен'; `label` is a message key, translated where it is shown. */
export function couponStatusLabel(coupon: Pick<Coupon, 'status'>): ChipLook {
  return coupon.status === 'active'
    ? { label: 'coupons.active', color: 'success' }
    : { label: 'coupons.inactive', color: 'default' };
}

/** A coupon past its end date is expired whatever its status (spec 3's stats count them). */
export function isExpired(coupon: Pick<Coupon, 'valid_until'>, now = Date.now()): boolean {
  if (!coupon.valid_until) return false;
  const end = new Date(coupon.valid_until).getTime();
  return !Number.isNaN(end) && end < now;
}
