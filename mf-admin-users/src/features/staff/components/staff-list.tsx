import type { AdminUser } from '@storefront/shared/contract/admin-users';
import { Typography } from '@storefront/shared/mui/core';
import { canManage, STAFF_ROLES } from '@storefront/shared/permissions';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { RowLayout, Rows } from '@storefront/shared/ui/admin/row-layout';
import { RoleBadge } from '../../../components/user-badge';
import { UserListToolbar } from '../../../components/user-list-toolbar';
import type { UserList } from '../../../hooks/use-user-list';
import { useViewer } from '../../../hooks/use-viewer';
import { useAdminUsersTranslation } from '../../../i18n';
import ru from '../../../locales/ru.json';
import { useRevokeStaff } from '../hooks/use-revoke-staff';
import { StaffRowActions } from './staff-row-actions';

/** Spec 8's confirmation, as the Russian messages have it (the tests compare it whole). */
export const REVOKE_CONFIRM = ru.staff.revoke.text;

export interface StaffListProps {
  list: UserList;
  editPath: (user: AdminUser) => string;
  returnTo: string;
}

/** Spec 2.6: the staff rows with edit and revoke for the rows the viewer may manage. */
export function StaffList({ list, editPath, returnTo }: StaffListProps) {
  const { t } = useAdminUsersTranslation();
  const viewer = useViewer();
  const revoke = useRevokeStaff();
  const users = list.data?.users ?? [];
  return (
    <>
      <UserListToolbar params={list.params} roles={STAFF_ROLES} onChange={list.update} />
      {/* Spec 8 only logs a list's load error; an empty list would claim there are no users. */}
      <ListState
        loading={list.loading}
        error={list.data ? null : list.error}
        errorText={t('list.loadError')}
        empty={users.length === 0}
        searching={Boolean(list.params.search.trim())}
        notFoundText={t('list.notFound')}
        noneText={t('list.none')}
      />
      {users.length > 0 && (
        <Rows label={t('staff.title')} pending={list.pending}>
          {users.map((user) => (
            <RowLayout
              key={user.id}
              title={
                <>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {user.username}
                  </Typography>
                  <RoleBadge user={user} />
                </>
              }
              actions={
                viewer &&
                canManage(viewer, user) && (
                  <StaffRowActions
                    username={user.username}
                    editTo={editPath(user)}
                    editState={{ from: returnTo }}
                    onRevoke={() => revoke.ask(user)}
                  />
                )
              }
            />
          ))}
        </Rows>
      )}
      {list.data && <Pager page={list.params.page} pages={list.data.pages} onPage={list.setPage} />}
      <ConfirmDialog
        open={revoke.pending !== null}
        title={t('staff.revoke.title')}
        text={t('staff.revoke.text')}
        confirmLabel={t('staff.revoke.confirm')}
        busy={revoke.busy}
        onConfirm={() => void revoke.confirm()}
        onCancel={revoke.cancel}
      />
    </>
  );
}
