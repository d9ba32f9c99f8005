import { Typography } from '@storefront/shared/mui/core';
import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Navigate, Route, Routes } from '@storefront/shared/router';
import { lazyExport } from '@storefront/shared/ui/lazy-export';
import { Suspense } from 'react';
import { customerPaths } from './app/paths';
import { NotFoundRoute } from './app/routes/not-found-route';
import { SettingsRoute } from './app/routes/settings-route';
import { useCustomerTranslation } from './i18n';

// One chunk per shop page: the settings page does not download the ledger and the orders.
const FinanceRoute = lazyExport(() => import('./app/routes/finance-route'), 'FinanceRoute');
const OrdersRoute = lazyExport(() => import('./app/routes/orders-route'), 'OrdersRoute');
const OrderRoute = lazyExport(() => import('./app/routes/order-route'), 'OrderRoute');
const TicketsRoute = lazyExport(() => import('./app/routes/tickets-route'), 'TicketsRoute');
const TicketRoute = lazyExport(() => import('./app/routes/ticket-route'), 'TicketRoute');

/** `./App`: the signed-in customer's pages. The shell applies the guard and the side menu. */
export default function App({ basePath }: RemoteAppProps) {
  const { t } = useCustomerTranslation();
  const paths = customerPaths(basePath);
  const threadPath = (id: number) => `${paths.tickets}/${id}`;
  const orderPath = (id: number) => `${paths.orders}/${id}`;
  return (
    <Suspense fallback={<Typography>{t('app.loading')}</Typography>}>
      <Routes>
        {/* The area has no page of its own: its address opens the first menu item. */}
        <Route path={paths.home} element={<Navigate to={paths.finance} replace />} />
        <Route path={paths.finance} element={<FinanceRoute />} />
        <Route path={paths.orders} element={<OrdersRoute orderPath={orderPath} />} />
        <Route path={paths.order} element={<OrderRoute listPath={paths.orders} />} />
        <Route path={paths.tickets} element={<TicketsRoute threadPath={threadPath} />} />
        <Route path={paths.ticket} element={<TicketRoute listPath={paths.tickets} />} />
        <Route path={paths.settings} element={<SettingsRoute />} />
        <Route path={paths.notFound} element={<NotFoundRoute homePath={paths.finance} />} />
      </Routes>
    </Suspense>
  );
}
