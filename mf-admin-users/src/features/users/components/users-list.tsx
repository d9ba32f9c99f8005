import type { AdminUser } from '@storefront/shared/dto/admin';
import { canManage } from '@storefront/shared/permissions';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import type { UsersResult } from '../../../api/get-users';
import { roleLabel } from '../../../components/user-badge';
import { UserFilters } from '../../../components/user-filters';
import { useViewer } from '../../../hooks/use-viewer';
import { useAdminUsersTranslation } from '../../../i18n';
import type { UserListState } from '../../../utils/user-list-params';
import { useUserStatus } from '../hooks/use-user-status';
import { UserRow } from './user-row';

export interface UsersListProps {
  list: UserListState;
  result: UsersResult;
  /** Where a row's edit button leads. */
  editPath: (user: AdminUser) => string;
  /** The list's own address, for the edit page's way back. */
  returnTo: string;
}

/** Spec 2.5 'Пользователи' tab: filters, rows with their actions, paging. */
export function UsersList({ list, result, editPath, returnTo }: UsersListProps) {
  const { t } = useAdminUsersTranslation();
  const viewer = useViewer();
  const status = useUserStatus();
  return (
    <>
      <UserFilters list={list} />
      {/* Spec 8 only logs a list's load error; an empty list would claim there are no users. */}
      <ListFrame
        query={list}
        result={result}
        items={result.data?.users ?? []}
        texts={{
          rows: t('users.title'),
          none: t('list.none'),
          notFound: t('list.notFound'),
          error: t('list.loadError'),
        }}
        searching={list.searchQuery !== ''}
        row={(user) => (
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
        )}
      />
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
