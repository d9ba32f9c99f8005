import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { useAdminOrders } from '../../features/orders/api/get-admin-orders';
import { OrderList } from '../../features/orders/components/order-list';
import { useOrderParams } from '../../features/orders/utils/order-params';
import { useSalesTranslation } from '../../i18n';
import { type SalesPaths, withId } from '../paths';

/** /admin/orders: the placeholder's title over the journal of every order. */
export function OrdersRoute({ paths }: { paths: SalesPaths }) {
  const { t } = useSalesTranslation();
  const params = useOrderParams();
  // The same SWR entry as the list's: the header's total costs no extra call.
  const { data } = useAdminOrders(params.query);
  return (
    <>
      <PageHeader title={t('orders.title')} total={data?.total} />
      <OrderList params={params} orderPath={(id) => withId(paths.order, id)} />
    </>
  );
}
