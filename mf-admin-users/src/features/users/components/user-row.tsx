import type { AdminUser } from '@storefront/shared/contract/admin-users';
import { formatDate } from '@storefront/shared/format/date';
import { formatNumber } from '@storefront/shared/format/number';
import { Chip, IconButton, Typography } from '@storefront/shared/mui/core';
import { isStaffRole } from '@storefront/shared/permissions';
import { Link } from '@storefront/shared/router';
import { BlockIcon, CheckCircleIcon, EditIcon } from '@storefront/shared/ui/admin/icons';
import { RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { UserBadge } from '../../../components/user-badge';
import { useAdminUsersTranslation } from '../../../i18n';
import { formatLastLogin } from '../../../utils/format-date';

export interface UserRowProps {
  user: AdminUser;
  /** Only for rows the viewer may manage (spec 6); absent means no actions. */
  actions?: {
    editTo: string;
    /** The list's query, so the edit page can return to the same page of the list. */
    editState: unknown;
    busy: boolean;
    onToggleActive: () => void;
  };
}

/** Spec 2.5 reading B's badges with reading A's facts. */
export function UserRow({ user, actions }: UserRowProps) {
  const { t } = useAdminUsersTranslation();
  const facts = [
    t('users.row.id', { id: user.id }),
    t('users.row.created', { date: formatDate(user.created_at) }),
    t('users.row.lastLogin', { date: formatLastLogin(user.last_login, t('editUser.never')) }),
    t('users.row.logins', { logins: formatNumber(user.login_count) }),
  ];
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {user.username}
          </Typography>
          <UserBadge user={user} />
          {!user.is_active && isStaffRole(user.role) && (
            <Chip label={t('badges.inactive')} size="small" variant="outlined" />
          )}
          {user.is_verified && <Chip label={t('badges.verified')} color="success" size="small" />}
        </>
      }
      details={
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
      }
      actions={actions && <UserRowActions user={user} {...actions} />}
    />
  );
}

function UserRowActions({
  user,
  ...actions
}: { user: AdminUser } & NonNullable<UserRowProps['actions']>) {
  const { t } = useAdminUsersTranslation();
  const { username } = user;
  const toggleLabel = user.is_active ? t('users.row.deactivate') : t('users.row.activate');
  const toggleName = user.is_active
    ? t('users.row.deactivateUser', { username })
    : t('users.row.activateUser', { username });
  return (
    <>
      <IconButton
        component={Link}
        to={actions.editTo}
        state={actions.editState}
        aria-label={t('list.editUser', { username })}
        title={t('list.edit')}
      >
        <EditIcon />
      </IconButton>
      <IconButton
        onClick={actions.onToggleActive}
        disabled={actions.busy}
        aria-label={toggleName}
        title={toggleLabel}
        color={user.is_active ? 'warning' : 'success'}
      >
        {user.is_active ? <BlockIcon /> : <CheckCircleIcon />}
      </IconButton>
    </>
  );
}
