import type { AdminUser } from '@storefront/shared/dto/admin';
import { Typography } from '@storefront/shared/mui/core';
import { canManage } from '@storefront/shared/permissions';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { RowLayout } from '@storefront/shared/ui/admin/row-layout';
import type { UsersResult } from '../../../api/get-users';
import { RoleBadge } from '../../../components/user-badge';
import { UserFilters } from '../../../components/user-filters';
import { useViewer } from '../../../hooks/use-viewer';
import { useAdminUsersTranslation } from '../../../i18n';
import ru from '../../../locales/ru.json';
import type { UserListState } from '../../../utils/user-list-params';
import { useRevokeStaff } from '../hooks/use-revoke-staff';
import { StaffRowActions } from './staff-row-actions';

/** Spec 8's confirmation, as the Russian messages have it (the tests compare it whole). */
export const REVOKE_CONFIRM = ru.staff.revoke.text;

export interface StaffListProps {
  list: UserListState;
  result: UsersResult;
  editPath: (user: AdminUser) => string;
  returnTo: string;
}

/** Spec 2.6: the staff rows with edit and revoke for the rows the viewer may manage. */
export function StaffList({ list, result, editPath, returnTo }: StaffListProps) {
  const { t } = useAdminUsersTranslation();
  const viewer = useViewer();
  const revoke = useRevokeStaff();
  return (
    <>
      <UserFilters list={list} />
      {/* Spec 8 only logs a list's load error; an empty list would claim there are no users. */}
      <ListFrame
        query={list}
        result={result}
        items={result.data?.users ?? []}
        texts={{
          rows: t('staff.title'),
          none: t('list.none'),
          notFound: t('list.notFound'),
          error: t('list.loadError'),
        }}
        searching={list.searchQuery !== ''}
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
