import { canCreateUsers, STAFF_ROLES } from '@storefront/shared/permissions';
import { useLocation } from '@storefront/shared/router';
import { useListQuery } from '@storefront/shared/ui/admin/list/query';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { useUsers } from '../../api/get-users';
import { CreateUserButton } from '../../features/create-user/components/create-user-button';
import { AssignRoleButton } from '../../features/staff/components/assign-role-button';
import { StaffList } from '../../features/staff/components/staff-list';
import { useViewer } from '../../hooks/use-viewer';
import { useAdminUsersTranslation } from '../../i18n';
import { STAFF_FILTERS, toUsersQuery } from '../../utils/user-list-params';
import { type AdminPaths, editPath } from '../paths';

/** /admin/staff (spec 2.6): the members with a staff role; "all" asks the API for all three. */
export function StaffRoute({ paths }: { paths: AdminPaths }) {
  const { t } = useAdminUsersTranslation();
  const viewer = useViewer();
  const list = useListQuery(STAFF_FILTERS);
  const result = useUsers(toUsersQuery(list, STAFF_ROLES));
  const { pathname, search } = useLocation();
  return (
    <>
      <PageHeader
        title={t('staff.title')}
        total={result.data?.total}
        actions={
          viewer &&
          canCreateUsers(viewer) && (
            <>
              <AssignRoleButton />
              <CreateUserButton variant="staff" />
            </>
          )
        }
      />
      <StaffList
        list={list}
        result={result}
        editPath={(user) => editPath(paths.staffEdit, user.id)}
        returnTo={pathname + search}
      />
    </>
  );
}
