import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { useSalesTranslation } from '../../../i18n';
import { useAdminOrders } from '../api/get-admin-orders';
import { useOrderMoves } from '../hooks/use-order-moves';
import type { OrderParams } from '../utils/order-params';
import { OrderFilters } from './order-filters';
import { OrderRow } from './order-row';
import { OrderRowActions } from './order-row-actions';

/** 'Журнал покупок' (shop-spec 1.4): every order, newest first, with the admin's moves. */
export function OrderList({ params }: { params: OrderParams }) {
  const { t } = useSalesTranslation();
  const result = useAdminOrders(params.query);
  const moves = useOrderMoves();
  const canceling = moves.canceling;
  return (
    <>
      <OrderFilters params={params} />
      <ListFrame
        query={params.list}
        result={result}
        items={result.data?.orders ?? []}
        texts={{
          rows: t('orders.rows'),
          none: t('orders.none'),
          notFound: t('orders.notFound'),
          error: t('common.loadError'),
        }}
        row={(order) => (
          <OrderRow
            key={order.id}
            order={order}
            actions={
              <OrderRowActions order={order} busy={moves.busyId === order.id} onMove={moves.ask} />
            }
          />
        )}
      />
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
    </>
  );
}
