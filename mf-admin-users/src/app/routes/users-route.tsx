import { canCreateUsers, isAdmin } from '@storefront/shared/permissions';
import { useLocation, useSearchParams } from '@storefront/shared/router';
import { useListQuery } from '@storefront/shared/ui/admin/list/query';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { readTab } from '@storefront/shared/ui/admin/section-tabs';
import type { ReactNode } from 'react';
import { useUsers } from '../../api/get-users';
import { ActivityFeed } from '../../features/activity/components/activity-feed';
import { RecentLog } from '../../features/activity/components/recent-log';
import { CreateUserButton } from '../../features/create-user/components/create-user-button';
import { ActivityStatsSection } from '../../features/statistics/components/activity-stats-section';
import { UserStatsSection } from '../../features/statistics/components/user-stats-section';
import { UsersList } from '../../features/users/components/users-list';
import { useViewer } from '../../hooks/use-viewer';
import { useAdminUsersTranslation } from '../../i18n';
import { toUsersQuery, USER_FILTERS } from '../../utils/user-list-params';
import { type AdminPaths, editPath } from '../paths';
import { USERS_TABS, type UsersTab, UsersTabs } from './users-tabs';

/** /admin/users: the users list and reading A's activity, statistics and log tabs. */
export function UsersRoute({ paths }: { paths: AdminPaths }) {
  const { t } = useAdminUsersTranslation();
  const [params, setParams] = useSearchParams();
  const viewer = useViewer();
  // The API keeps the event log and statistics to administrators (api/src/plugins/app/access.ts).
  const admin = isAdmin(viewer);
  const tab = admin ? readTab(params, USERS_TABS) : 'users';
  // Each tab starts from its own clean query; Back returns to the previous tab as it was.
  const choose = (next: UsersTab) => setParams(next === 'users' ? {} : { tab: next });
  const tabs = <UsersTabs value={tab} onChange={choose} withAdminTabs={admin} />;
  if (tab === 'users') return <UsersTabPage tabs={tabs} paths={paths} />;
  const panels: Record<Exclude<UsersTab, 'users'>, ReactNode> = {
    activity: <ActivityFeed />,
    stats: (
      <>
        <UserStatsSection />
        <ActivityStatsSection />
      </>
    ),
    logs: <RecentLog />,
  };
  return (
    <>
      <PageHeader title={t('users.title')} />
      {tabs}
      <div role="tabpanel" style={{ display: 'grid', gap: 24 }}>
        {panels[tab]}
      </div>
    </>
  );
}

function UsersTabPage({ tabs, paths }: { tabs: ReactNode; paths: AdminPaths }) {
  const { t } = useAdminUsersTranslation();
  const viewer = useViewer();
  const list = useListQuery(USER_FILTERS);
  const result = useUsers(toUsersQuery(list));
  const { pathname, search } = useLocation();
  return (
    <>
      <PageHeader
        title={t('users.title')}
        total={result.data?.total}
        actions={viewer && canCreateUsers(viewer) && <CreateUserButton variant="users" />}
      />
      {tabs}
      <div role="tabpanel">
        <UsersList
          list={list}
          result={result}
          editPath={(user) => editPath(paths.userEdit, user.id)}
          returnTo={pathname + search}
        />
      </div>
    </>
  );
}
