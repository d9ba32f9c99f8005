import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route } from '@storefront/shared/router';
import { AdminRoutes } from '@storefront/shared/ui/admin/admin-routes';
import { lazyExport } from '@storefront/shared/ui/lazy-export';
import { salesPaths } from './app/paths';
import { useSalesTranslation } from './i18n';

// One chunk per screen: a visit to the orders does not download the finance screens.
const OrdersRoute = lazyExport(() => import('./app/routes/orders-route'), 'OrdersRoute');
const OrderRoute = lazyExport(() => import('./app/routes/order-route'), 'OrderRoute');
const PaymentsRoute = lazyExport(() => import('./app/routes/payments-route'), 'PaymentsRoute');

/**
 * `./App`: the sales back-office, 'Журнал покупок' with each order's page (issue 23) and
 * 'Журнал финансов' (shop-spec 1.3, 1.4).
 * The shell applies the admin guard and layout; this renders the page content only.
 */
export default function App({ basePath }: RemoteAppProps) {
  const paths = salesPaths(basePath);
  const { t } = useSalesTranslation();
  return (
    <AdminRoutes
      loading={t('app.loading')}
      unknown={[
        { path: paths.ordersUnknown, links: [{ to: paths.orders, label: t('app.toOrders') }] },
        {
          path: paths.paymentsUnknown,
          links: [{ to: paths.payments, label: t('app.toPayments') }],
        },
      ]}
    >
      <Route path={paths.orders} element={<OrdersRoute paths={paths} />} />
      <Route path={paths.order} element={<OrderRoute paths={paths} />} />
      <Route path={paths.payments} element={<PaymentsRoute />} />
    </AdminRoutes>
  );
}
