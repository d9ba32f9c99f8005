import { canManage } from '@storefront/shared/permissions';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { roleLabel } from '../../../components/user-badge';
import { UserListFrame, type UserListProps } from '../../../components/user-list-frame';
import { useViewer } from '../../../hooks/use-viewer';
import { useAdminUsersTranslation } from '../../../i18n';
import { useUserStatus } from '../hooks/use-user-status';
import { UserRow } from './user-row';

/** Spec 2.5 'Пользователи' tab: filters, rows with their actions, paging. */
export function UsersList({ list, result, editPath, returnTo }: UserListProps) {
  const { t } = useAdminUsersTranslation();
  const viewer = useViewer();
  const status = useUserStatus();
  return (
    <>
      <UserListFrame
        list={list}
        result={result}
        label={t('users.title')}
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
