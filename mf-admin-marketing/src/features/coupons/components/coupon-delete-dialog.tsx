import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { useMarketingTranslation } from '../../../i18n';
import type { CouponDeletion } from '../hooks/use-coupon-delete';

/** 'Удалить купон КОД?': deleting cannot be undone, so it is asked first. */
export function CouponDeleteDialog({ deletion }: { deletion: CouponDeletion }) {
  const { t } = useMarketingTranslation();
  const code = deletion.deleting?.code ?? '';
  return (
    <ConfirmDialog
      open={deletion.asking}
      title={t('coupons.delete.title', { code })}
      text={t('coupons.delete.text')}
      confirmLabel={t('coupons.delete.confirm')}
      busy={deletion.busy}
      onConfirm={deletion.confirm}
      onCancel={deletion.dismiss}
    />
  );
}
