import type { Coupon } from '@storefront/shared/contract/coupons';
import { useStatusToggle } from '../../../hooks/use-status-toggle';
import { updateCoupon } from '../api/update-coupon';

/** Spec 4 and 8: the toggle sends the opposite status and says how it went. */
export function useCouponStatus() {
  return useStatusToggle<Coupon>({
    send: (coupon) =>
      updateCoupon(coupon.id, { status: coupon.status === 'active' ? 'inactive' : 'active' }),
    done: 'coupons.statusUpdated',
    // The lists, the overview and the active count of the summary all change.
    revalidate: '/coupons',
  });
}
