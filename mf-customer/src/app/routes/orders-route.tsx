import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { OrderList } from '../../features/orders/components/order-list';
import { useCustomerTranslation } from '../../i18n';

/** /user/orders 'Мои Заказы' (shop-spec 1.4). Reviews of an order arrive with issue 15. */
export function OrdersRoute() {
  const { t } = useCustomerTranslation();
  return (
    <>
      <PageHeader title={t('orders.title')} />
      <OrderList />
    </>
  );
}
