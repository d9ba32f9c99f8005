import { useParams } from '@storefront/shared/router';
import { routeId } from '@storefront/shared/routing/route-id';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { myOrderPath } from '../../features/orders/api/get-my-order';
import { revalidateMyOrders } from '../../features/orders/api/get-my-orders';
import { OrderPage } from '../../features/orders/components/order-page';
import { OrderReview } from '../../features/reviews/components/order-review';

/** /user/orders/{id} (issue 23): one order with its history, and its review as on the list. */
export function OrderRoute({ listPath }: { listPath: string }) {
  const { orderId } = useParams();
  const id = routeId(orderId);
  const { mutate } = useSWRConfig();
  // A review sent here shows its status on this page and on the list alike.
  const onReviewed = useCallback(() => {
    if (id !== null) void mutate(myOrderPath(id));
    void revalidateMyOrders(mutate);
  }, [id, mutate]);
  // A new key per order: a review's thanks shown for one order never carries over to another.
  return (
    <OrderPage
      key={id ?? 'none'}
      orderId={id}
      listPath={listPath}
      footer={(order) => <OrderReview order={order} onReviewed={onReviewed} />}
    />
  );
}
