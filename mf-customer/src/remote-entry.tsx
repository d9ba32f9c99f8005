import { Typography } from '@storefront/shared/mui/core';
import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { StubPage } from '@storefront/shared/ui/stub-page';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { customerPaths } from './app/paths';
import { NotFoundRoute } from './app/routes/not-found-route';
import { SettingsRoute } from './app/routes/settings-route';
import { STUB_PAGES } from './app/routes/stub-pages';
import { useCustomerTranslation } from './i18n';

// One chunk per shop page: the settings page does not download the ledger and the orders.
const FinanceRoute = lazy(() =>
  import('./app/routes/finance-route').then((m) => ({ default: m.FinanceRoute })),
);
const OrdersRoute = lazy(() =>
  import('./app/routes/orders-route').then((m) => ({ default: m.OrdersRoute })),
);

/** `./App`: the signed-in customer's pages. The shell applies the guard and the side menu. */
export default function App({ basePath }: RemoteAppProps) {
  const { t } = useCustomerTranslation();
  const paths = customerPaths(basePath);
  return (
    <Suspense fallback={<Typography>{t('app.loading')}</Typography>}>
      <Routes>
        {/* The area has no page of its own: its address opens the first menu item. */}
        <Route path={paths.home} element={<Navigate to={paths.finance} replace />} />
        <Route path={paths.finance} element={<FinanceRoute />} />
        <Route path={paths.orders} element={<OrdersRoute />} />
        {STUB_PAGES.map(({ key, title, text }) => (
          <Route
            key={key}
            path={paths[key]}
            element={<StubPage title={t(title)} text={t(text)} />}
          />
        ))}
        <Route path={paths.settings} element={<SettingsRoute />} />
        <Route path={paths.notFound} element={<NotFoundRoute homePath={paths.finance} />} />
      </Routes>
    </Suspense>
  );
}
