import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { revalidateMyOrders } from '../../features/orders/api/get-my-orders';
import { OrderList } from '../../features/orders/components/order-list';
import { OrderReview } from '../../features/reviews/components/order-review';
import { useCustomerTranslation } from '../../i18n';

/**
 * /user/orders 'Мои Заказы' (shop-spec 1.4), each completed order with its review (2.3), each
 * number a link to the order's page (issue 23).
 */
export function OrdersRoute({ orderPath }: { orderPath: (id: number) => string }) {
  const { t } = useCustomerTranslation();
  const { mutate } = useSWRConfig();
  const onReviewed = useCallback(() => void revalidateMyOrders(mutate), [mutate]);
  return (
    <>
      <PageHeader title={t('orders.title')} />
      <OrderList
        orderPath={orderPath}
        footer={(order) => <OrderReview order={order} onReviewed={onReviewed} />}
      />
    </>
  );
}
