import { refusalDetail } from '@storefront/shared/api-client';
import type { Coupon } from '@storefront/shared/contract/coupons';
import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useRef, useState } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import { deleteCoupon } from '../api/delete-coupon';

/**
 * A row's 'Удалить' (issue 23): asks first, then deletes once. Someone may have used the coupon
 * since the list was read: the server's 409 is said in its own words, and either way the list
 * is read again, so the row goes or shows its uses.
 */
export function useCouponDelete() {
  const { t } = useMarketingTranslation();
  const notify = useNotify();
  const revalidate = useRevalidate('/coupons');
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  // The dialog keeps its coupon while it fades out, so its text does not blank mid-close.
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const confirm = async () => {
    if (!deleting || sending.current) return;
    const { id, code } = deleting;
    sending.current = true;
    setBusy(true);
    try {
      await deleteCoupon(id);
      notify('success', t('coupons.delete.done', { code }));
    } catch (error) {
      notify('error', refusalDetail(error) ?? t('coupons.delete.failed', { code }));
    } finally {
      sending.current = false;
      setBusy(false);
      setAsking(false);
      void revalidate();
    }
  };

  return {
    deleting,
    asking,
    busy,
    ask: (coupon: Coupon) => {
      setDeleting(coupon);
      setAsking(true);
    },
    confirm: () => void confirm(),
    dismiss: () => {
      if (!sending.current) setAsking(false);
    },
  };
}

export type CouponDeletion = ReturnType<typeof useCouponDelete>;
