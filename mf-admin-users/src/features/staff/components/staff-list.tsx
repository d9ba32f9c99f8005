import type { AdminUser } from '@storefront/shared/dto/admin';
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
import { LIST_LOAD_ERROR } from '../../../utils/list-load-error';
import { useRevokeStaff } from '../hooks/use-revoke-staff';
import { StaffRowActions } from './staff-row-actions';

export const REVOKE_CONFIRM =
  'Вы уверены, что хотите отозвать роль персонала у этого пользователя? Он станет обычным пользователем.';

export interface StaffListProps {
  list: UserList;
  editPath: (user: AdminUser) => string;
  returnTo: string;
}

/** Spec 2.6: the staff rows with edit and revoke for the rows the viewer may manage. */
export function StaffList({ list, editPath, returnTo }: StaffListProps) {
  const viewer = useViewer();
  const revoke = useRevokeStaff();
  const users = list.data?.users ?? [];
  return (
    <>
      <UserListToolbar params={list.params} roles={STAFF_ROLES} onChange={list.update} />
      <ListState
        loading={list.loading}
        error={list.data ? null : list.error}
        errorText={LIST_LOAD_ERROR}
        empty={users.length === 0}
        searching={Boolean(list.params.search.trim())}
        notFoundText="Пользователи не найдены"
        noneText="Пользователи не добавлены"
      />
      {users.length > 0 && (
        <Rows label="Персонал" pending={list.pending}>
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
        title="Отозвать роль"
        text={REVOKE_CONFIRM}
        confirmLabel="Отозвать"
        busy={revoke.busy}
        onConfirm={() => void revoke.confirm()}
        onCancel={revoke.cancel}
      />
    </>
  );
}
