import { Typography } from '@storefront/shared/mui/core';
import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route, Routes } from '@storefront/shared/router';
import { FlashProvider } from '@storefront/shared/ui/admin/flash';
import { LazyNotFoundPage } from '@storefront/shared/ui/admin/lazy-not-found-page';
import { lazyExport } from '@storefront/shared/ui/lazy-export';
import { Suspense } from 'react';
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
    <FlashProvider>
      <Suspense fallback={<Typography>{t('app.loading')}</Typography>}>
        <Routes>
          <Route path={paths.orders} element={<OrdersRoute paths={paths} />} />
          <Route path={paths.order} element={<OrderRoute paths={paths} />} />
          <Route path={paths.payments} element={<PaymentsRoute />} />
          <Route
            path={paths.ordersUnknown}
            element={<LazyNotFoundPage links={[{ to: paths.orders, label: t('app.toOrders') }]} />}
          />
          <Route
            path={paths.paymentsUnknown}
            element={
              <LazyNotFoundPage links={[{ to: paths.payments, label: t('app.toPayments') }]} />
            }
          />
        </Routes>
      </Suspense>
    </FlashProvider>
  );
}
