import type { Coupon } from '@storefront/shared/contract/coupons';
import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useState } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import { updateCoupon } from '../api/update-coupon';

/** Spec 4 and 8: the toggle sends the opposite status and says how it went. */
export function useCouponStatus() {
  const { t } = useMarketingTranslation();
  const notify = useNotify();
  const revalidate = useRevalidate('/coupons');
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (coupon: Coupon) => {
    setBusyId(coupon.id);
    try {
      await updateCoupon(coupon.id, { status: coupon.status === 'active' ? 'inactive' : 'active' });
      notify('success', t('coupons.statusUpdated'));
    } catch {
      notify('error', t('common.statusError'));
    } finally {
      setBusyId(null);
      // The lists, the overview and the active count of the summary all change.
      void revalidate();
    }
  };

  return { busyId, toggle };
}
