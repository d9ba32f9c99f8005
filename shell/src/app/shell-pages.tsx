import { Navigate, Outlet, Route, Routes } from '@storefront/shared/router';
import { ADMIN_PAGES } from '../config/admin-pages';
import { AdminGuard } from '../features/guards/admin-guard';
import { AdminPlaceholderPage } from '../features/placeholders/admin-placeholder-page';
import { NotFoundPage } from '../features/placeholders/not-found-page';
import { useShellTranslation } from '../i18n';

/** Pages the shell renders itself: admin placeholders no remote owns, and 'not found'. */
export function ShellPages() {
  const { t } = useShellTranslation();
  return (
    <Routes>
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
