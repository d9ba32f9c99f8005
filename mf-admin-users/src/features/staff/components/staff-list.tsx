import { Typography } from '@storefront/shared/mui/core';
import { canManage } from '@storefront/shared/permissions';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { RoleBadge } from '../../../components/user-badge';
import { UserListFrame, type UserListProps } from '../../../components/user-list-frame';
import { useViewer } from '../../../hooks/use-viewer';
import { useAdminUsersTranslation } from '../../../i18n';
import ru from '../../../locales/ru.json';
import { useRevokeStaff } from '../hooks/use-revoke-staff';
import { StaffRowActions } from './staff-row-actions';

/** Spec 8's confirmation, as the Russian messages have it (the tests compare it whole). */
export const REVOKE_CONFIRM = ru.staff.revoke.text;

/** Spec 2.6: the staff rows with edit and revoke for the rows the viewer may manage. */
export function StaffList({ list, result, editPath, returnTo }: UserListProps) {
  const { t } = useAdminUsersTranslation();
  const viewer = useViewer();
  const revoke = useRevokeStaff();
  return (
    <>
      <UserListFrame
        list={list}
        result={result}
        label={t('staff.title')}
        row={(user) => (
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
        )}
      />
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
