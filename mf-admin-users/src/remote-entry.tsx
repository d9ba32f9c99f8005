import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route } from '@storefront/shared/router';
import { AdminRoutes } from '@storefront/shared/ui/admin/admin-routes';
import { lazyExport } from '@storefront/shared/ui/lazy-export';
import { adminPaths } from './app/paths';
import { useAdminUsersTranslation } from './i18n';

// One chunk per page: the statistics page, where administrators land, needs none of the
// dialogs, menus and tabs of the lists, so MUI's overlay and data groups wait for those.
const UsersRoute = lazyExport(() => import('./app/routes/users-route'), 'UsersRoute');
const StaffRoute = lazyExport(() => import('./app/routes/staff-route'), 'StaffRoute');
const EditRoute = lazyExport(() => import('./app/routes/edit-route'), 'EditRoute');
const StatisticsRoute = lazyExport(
  () => import('./app/routes/statistics-route'),
  'StatisticsRoute',
);
const LogsRoute = lazyExport(() => import('./app/routes/logs-route'), 'LogsRoute');
const SettingsRoute = lazyExport(() => import('./app/routes/settings-route'), 'SettingsRoute');

/**
 * `./App`: users, staff, their edit pages, statistics, the event log and the shop's settings.
 * The shell applies the guard and the admin layout; this renders the page content only.
 */
export default function App({ basePath }: RemoteAppProps) {
  const { t } = useAdminUsersTranslation();
  const paths = adminPaths(basePath);
  return (
    <AdminRoutes
      loading={t('app.loading')}
      unknown={[{ path: paths.unknown, links: [{ to: paths.users, label: t('app.backToUsers') }] }]}
    >
      <Route path={paths.users} element={<UsersRoute paths={paths} />} />
      <Route path={paths.userEdit} element={<EditRoute variant="users" listPath={paths.users} />} />
      <Route path={paths.staff} element={<StaffRoute paths={paths} />} />
      <Route
        path={paths.staffEdit}
        element={<EditRoute variant="staff" listPath={paths.staff} />}
      />
      <Route path={paths.statistics} element={<StatisticsRoute />} />
      <Route path={paths.logs} element={<LogsRoute />} />
      <Route path={paths.settings} element={<SettingsRoute />} />
    </AdminRoutes>
  );
}
