import type { Order } from '@storefront/shared/contract/orders';
import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import type { ReactNode } from 'react';
import { useCustomerTranslation } from '../../../i18n';
import { useMyOrders } from '../api/get-my-orders';
import { OrderRow } from './order-row';

/**
 * Shop-spec 1.4 'Мои Заказы': the customer's orders, newest first, 20 a page in `?page=`.
 * `footer`: what the page adds under a row (the review of an order, shop-spec 2.3).
 */
export function OrderList({ footer }: { footer?: (order: Order) => ReactNode }) {
  const { t } = useCustomerTranslation();
  const list = useListParams();
  const { data, error, isLoading, mutate } = useMyOrders({ page: list.page, size: PAGE_SIZE });
  useClampPage(list, data?.pages);
  const orders = data?.orders ?? [];
  return (
    <>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('orders.loadError')}
        onRetry={() => void mutate()}
        empty={orders.length === 0}
        noneText={t('orders.empty')}
      />
      {orders.length > 0 && (
        <Rows label={t('orders.rows')} pending={isPending({ isLoading, data })}>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} footer={footer?.(order)} />
          ))}
        </Rows>
      )}
      {data && (data.pages > 1 || list.page > 1) && (
        <Pager page={list.page} pages={data.pages} onPage={list.setPage} />
      )}
    </>
  );
}
