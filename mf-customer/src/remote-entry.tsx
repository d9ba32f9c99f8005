import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { StubPage } from '@storefront/shared/ui/stub-page';
import { Navigate, Route, Routes } from 'react-router-dom';
import { customerPaths } from './app/paths';
import { NotFoundRoute } from './app/routes/not-found-route';
import { SettingsRoute } from './app/routes/settings-route';
import { STUB_PAGES } from './app/routes/stub-pages';
import { useCustomerTranslation } from './i18n';

/** `./App`: the signed-in customer's pages. The shell applies the guard and the side menu. */
export default function App({ basePath }: RemoteAppProps) {
  const { t } = useCustomerTranslation();
  const paths = customerPaths(basePath);
  return (
    <Routes>
      {/* The area has no page of its own: its address opens the first menu item. */}
      <Route path={paths.home} element={<Navigate to={paths.finance} replace />} />
      {STUB_PAGES.map(({ key, title, text }) => (
        <Route key={key} path={paths[key]} element={<StubPage title={t(title)} text={t(text)} />} />
      ))}
      <Route path={paths.settings} element={<SettingsRoute />} />
      <Route path={paths.notFound} element={<NotFoundRoute homePath={paths.finance} />} />
    </Routes>
  );
}
