import { StubPage } from '@storefront/shared/ui/stub-page';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { ADMIN_PAGES } from '../config/admin-pages';
import { AdminGuard } from '../features/guards/admin-guard';
import { AdminPlaceholderPage } from '../features/placeholders/admin-placeholder-page';
import { NotFoundPage } from '../features/placeholders/not-found-page';
import { PAGE_IN_DEVELOPMENT, PUBLIC_PAGES } from '../features/placeholders/public-pages';
import { useShellTranslation } from '../i18n';

const relative = (path: string) => path.replace(/^\//, '');

/** Pages the shell renders itself until a remote takes their prefix (spec 2.1 and 2.3). */
export function ShellPages() {
  const { t } = useShellTranslation();
  return (
    <Routes>
      {PUBLIC_PAGES.map((page) => (
        <Route
          key={page.path}
          path={relative(page.path)}
          element={<StubPage title={t(page.titleKey)} text={t(PAGE_IN_DEVELOPMENT)} />}
        />
      ))}
      <Route
        path="admin"
        element={
          <AdminGuard>
            <Outlet />
          </AdminGuard>
        }
      >
        <Route index element={<Navigate to="statistics" replace />} />
        {ADMIN_PAGES.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={<AdminPlaceholderPage title={t(page.titleKey)} text={t(page.textKey)} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
