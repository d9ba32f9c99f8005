import type { Order } from '@storefront/shared/contract/orders';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import type { ReactNode } from 'react';
import { useOwnList } from '../../../hooks/use-own-list';
import { useCustomerTranslation } from '../../../i18n';
import { useMyOrders } from '../api/get-my-orders';
import { OrderRow } from './order-row';

export interface OrderListProps {
  /** Where an order's page is (issue 23). */
  orderPath: (id: number) => string;
  /** What the page adds under a row (the review of an order, shop-spec 2.3). */
  footer?: (order: Order) => ReactNode;
}

/** Shop-spec 1.4 'Мои Заказы': the customer's orders, newest first, 20 a page in `?page=`. */
export function OrderList({ orderPath, footer }: OrderListProps) {
  const { t } = useCustomerTranslation();
  const { result, frame } = useOwnList(useMyOrders);
  return (
    <ListFrame
      {...frame}
      items={result.data?.orders ?? []}
      texts={{ rows: t('orders.rows'), none: t('orders.empty'), error: t('orders.loadError') }}
      row={(order) => (
        <OrderRow key={order.id} order={order} to={orderPath(order.id)} footer={footer?.(order)} />
      )}
    />
  );
}
