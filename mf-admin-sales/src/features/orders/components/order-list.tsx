import { useLocation } from '@storefront/shared/router';
import { FilteredList } from '@storefront/shared/ui/admin/list/filtered-list';
import { listTexts, searchTexts } from '@storefront/shared/ui/admin/list/texts';
import { useSalesTranslation } from '../../../i18n';
import { orderStatus } from '../../../utils/order-status';
import { useAdminOrders } from '../api/get-admin-orders';
import { useShopCities } from '../api/get-shop-cities';
import { useOrderMoves } from '../hooks/use-order-moves';
import type { OrderParams } from '../utils/order-params';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderRow } from './order-row';
import { OrderRowActions } from './order-row-actions';

export interface OrderListProps {
  params: OrderParams;
  /** An order's own page. */
  orderPath: (id: number) => string;
}

/**
 * 'Журнал покупок' (shop-spec 1.4): every order, newest first, with the admin's moves; search
 * (number, login, product), status, city and a date range, all in the URL query.
 */
export function OrderList({ params, orderPath }: OrderListProps) {
  const { t } = useSalesTranslation();
  const { pathname, search } = useLocation();
  const result = useAdminOrders(params.query);
  const moves = useOrderMoves();
  const cities = useShopCities().data ?? [];
  return (
    <>
      <FilteredList
        query={params.list}
        search={searchTexts(t, 'orders')}
        controls={{
          status: {
            label: t('orders.filters.status'),
            all: t('orders.filters.allStatuses'),
            optionLabel: (status) => t(orderStatus(status).label),
            minWidth: 200,
          },
          city: {
            label: t('orders.filters.city'),
            all: t('orders.filters.allCities'),
            options: cities.map((city) => ({ value: String(city.id), label: city.name })),
            minWidth: 160,
          },
          from: { label: t('orders.filters.from') },
          to: { label: t('orders.filters.to') },
        }}
        resetLabel={t('orders.filters.reset')}
        result={result}
        items={result.data?.orders ?? []}
        texts={listTexts(t, 'orders')}
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
