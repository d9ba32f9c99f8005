import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
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
  const { data, error, isLoading } = useAdminOrders(params.query);
  useClampPage(params.list, data?.pages);
  const moves = useOrderMoves();
  const orders = data?.orders ?? [];
  const canceling = moves.canceling;
  return (
    <>
      <OrderFilters params={params} />
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        empty={orders.length === 0}
        searching={params.filtered}
        notFoundText={t('orders.notFound')}
        noneText={t('orders.none')}
      />
      {orders.length > 0 && (
        <Rows label={t('orders.rows')} pending={isPending({ isLoading, data })}>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              actions={
                <OrderRowActions
                  order={order}
                  busy={moves.busyId === order.id}
                  onMove={moves.ask}
                />
              }
            />
          ))}
        </Rows>
      )}
      {data && <Pager page={params.list.page} pages={data.pages} onPage={params.list.setPage} />}
      <ConfirmDialog
        open={moves.asking}
        title={t('orders.cancelDialog.title')}
        text={canceling ? t('orders.cancelDialog.text', { number: canceling.number }) : ''}
        confirmLabel={t('orders.cancelDialog.confirm')}
        busy={canceling !== null && moves.busyId === canceling.id}
        onConfirm={moves.confirmCancel}
        onCancel={moves.dismissCancel}
      />
    </>
  );
}
