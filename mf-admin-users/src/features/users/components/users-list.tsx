import type { AdminUser } from '@storefront/shared/contract/admin-users';
import { canManage, ROLES } from '@storefront/shared/permissions';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { roleLabel } from '../../../components/user-badge';
import { UserListToolbar } from '../../../components/user-list-toolbar';
import type { UserList } from '../../../hooks/use-user-list';
import { useViewer } from '../../../hooks/use-viewer';
import { useAdminUsersTranslation } from '../../../i18n';
import { useUserStatus } from '../hooks/use-user-status';
import { UserRow } from './user-row';

export interface UsersListProps {
  list: UserList;
  /** Where a row's edit button leads. */
  editPath: (user: AdminUser) => string;
  /** The list's own address, for the edit page's way back. */
  returnTo: string;
}

/** Spec 2.5 'Пользователи' tab: filters, rows with their actions, paging. */
export function UsersList({ list, editPath, returnTo }: UsersListProps) {
  const { t } = useAdminUsersTranslation();
  const viewer = useViewer();
  const status = useUserStatus();
  const users = list.data?.users ?? [];
  return (
    <>
      <UserListToolbar params={list.params} roles={ROLES} onChange={list.update} />
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
        <Rows label={t('users.title')} pending={list.pending}>
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              actions={
                viewer && canManage(viewer, user)
                  ? {
                      editTo: editPath(user),
                      editState: { from: returnTo },
                      busy: status.busyId === user.id,
                      onToggleActive: () => status.toggle(user),
                    }
                  : undefined
              }
            />
          ))}
        </Rows>
      )}
      {list.data && <Pager page={list.params.page} pages={list.data.pages} onPage={list.setPage} />}
      <ConfirmDialog
        open={status.pending !== null}
        title={t('users.status.confirmTitle')}
        text={
          status.pending
            ? t('users.status.confirmText', {
                username: status.pending.username,
                role: roleLabel(status.pending.role, t),
              })
            : ''
        }
        confirmLabel={t('users.status.confirm')}
        busy={status.busyId !== null}
        onConfirm={() => void status.confirm()}
        onCancel={status.cancel}
      />
    </>
  );
}
