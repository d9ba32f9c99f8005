import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { useSalesTranslation } from '../../../i18n';
import type { OrderMoves } from '../hooks/use-order-moves';

/**
 * Shop-spec 1.4's question before a cancel ('Отменить заказ № N? ...'): one dialog for the
 * journal's rows and for an order's page, so the question and its buttons read the same.
 */
export function CancelOrderDialog({ moves }: { moves: OrderMoves }) {
  const { t } = useSalesTranslation();
  const canceling = moves.canceling;
  return (
    <ConfirmDialog
      open={moves.asking}
      title={t('orders.cancelDialog.title')}
      text={canceling ? t('orders.cancelDialog.text', { number: canceling.number }) : ''}
      confirmLabel={t('orders.cancelDialog.confirm')}
      keepLabel={t('orders.cancelDialog.keep')}
      busy={canceling !== null && moves.busyId === canceling.id}
      onConfirm={moves.confirmCancel}
      onCancel={moves.dismissCancel}
    />
  );
}
