import type { AdminUser } from '@storefront/shared/contract/admin-users';
import { Chip, type ChipProps } from '@storefront/shared/mui/core';
import { isStaffRole, normalizeRole } from '@storefront/shared/permissions';
import { type Translate, useAdminUsersTranslation } from '../i18n';

type BadgeUser = Pick<AdminUser, 'role' | 'is_superuser' | 'is_active'>;

/** A role's name; a role this remote does not know (a newer API) as the API wrote it. */
export function roleLabel(role: string, t: Translate): string {
  const known = normalizeRole(role);
  return known ? t(`roles.${known}`) : role;
}

export function activeLabel(active: boolean, t: Translate): string {
  return active ? t('badges.active') : t('badges.inactive');
}

/** Spec 2.5: the superuser badge, else the role for staff roles, else the customer's state. */
export function mainBadge(
  user: BadgeUser,
  t: Translate,
): { label: string; color: ChipProps['color'] } {
  if (user.is_superuser) return { label: t('badges.superuser'), color: 'error' };
  if (isStaffRole(user.role)) return { label: roleLabel(user.role, t), color: 'primary' };
  return { label: activeLabel(user.is_active, t), color: user.is_active ? 'success' : 'default' };
}

export function UserBadge({ user }: { user: BadgeUser }) {
  const { t } = useAdminUsersTranslation();
  const { label, color } = mainBadge(user, t);
  return <Chip label={label} color={color} size="small" variant="outlined" />;
}

/**
 * Spec 2.6: staff rows show 'Суперадмин' or the role name; the edit pages' 'Роль' too, for a
 * customer as well (their state has its own line, 'Статус').
 */
export function RoleBadge({ user }: { user: Pick<AdminUser, 'role' | 'is_superuser'> }) {
  const { t } = useAdminUsersTranslation();
  const label = user.is_superuser ? t('badges.superuser') : roleLabel(user.role, t);
  return (
    <Chip
      label={label}
      color={user.is_superuser ? 'error' : 'primary'}
      size="small"
      variant="outlined"
    />
  );
}
