import { canCreateUsers, STAFF_ROLES } from '@storefront/shared/permissions';
import { useLocation } from '@storefront/shared/router';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { CreateUserButton } from '../../features/create-user/components/create-user-button';
import { AssignRoleButton } from '../../features/staff/components/assign-role-button';
import { StaffList } from '../../features/staff/components/staff-list';
import { useUserList } from '../../hooks/use-user-list';
import { useViewer } from '../../hooks/use-viewer';
import { useAdminUsersTranslation } from '../../i18n';
import { type AdminPaths, editPath } from '../paths';

/** /admin/staff (spec 2.6): the members with a staff role; "all" asks the API for all three. */
export function StaffRoute({ paths }: { paths: AdminPaths }) {
  const { t } = useAdminUsersTranslation();
  const viewer = useViewer();
  const list = useUserList({ roles: STAFF_ROLES, allRoles: STAFF_ROLES });
  const { pathname, search } = useLocation();
  return (
    <>
      <PageHeader
        title={t('staff.title')}
        total={list.data?.total}
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
        editPath={(user) => editPath(paths.staffEdit, user.id)}
        returnTo={pathname + search}
      />
    </>
  );
}
