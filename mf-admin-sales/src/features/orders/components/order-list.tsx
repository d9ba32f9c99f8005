import { useLocation } from '@storefront/shared/router';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { useSalesTranslation } from '../../../i18n';
import { useAdminOrders } from '../api/get-admin-orders';
import { useOrderMoves } from '../hooks/use-order-moves';
import type { OrderParams } from '../utils/order-params';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderFilters } from './order-filters';
import { OrderRow } from './order-row';
import { OrderRowActions } from './order-row-actions';

export interface OrderListProps {
  params: OrderParams;
  /** An order's own page. */
  orderPath: (id: number) => string;
}

/** 'Журнал покупок' (shop-spec 1.4): every order, newest first, with the admin's moves. */
export function OrderList({ params, orderPath }: OrderListProps) {
  const { t } = useSalesTranslation();
  const { pathname, search } = useLocation();
  const result = useAdminOrders(params.query);
  const moves = useOrderMoves();
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
            to={orderPath(order.id)}
            returnTo={pathname + search}
            actions={
              <OrderRowActions order={order} busy={moves.busyId === order.id} onMove={moves.ask} />
            }
          />
        )}
      />
      <CancelOrderDialog moves={moves} />
    </>
  );
}
