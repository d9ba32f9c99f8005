import type { AdminUser } from '@storefront/shared/dto/admin';
import { Chip, type ChipProps } from '@storefront/shared/mui/core';
import { isStaffRole, normalizeRole, ROLE_LABELS } from '@storefront/shared/permissions';

type BadgeUser = Pick<AdminUser, 'role' | 'is_superuser' | 'is_active'>;

export const SUPERUSER_LABEL = 'Суперадмин';

export function roleLabel(role: string): string {
  const known = normalizeRole(role);
  return known ? ROLE_LABELS[known] : role;
}

export function activeLabel(active: boolean): string {
  return active ? 'Активный' : 'Неактивный';
}

/** Spec 2.5: the superuser badge, else the role for staff roles, else the customer's state. */
export function mainBadge(user: BadgeUser): { label: string; color: ChipProps['color'] } {
  if (user.is_superuser) return { label: SUPERUSER_LABEL, color: 'error' };
  if (isStaffRole(user.role)) return { label: roleLabel(user.role), color: 'primary' };
  return { label: activeLabel(user.is_active), color: user.is_active ? 'success' : 'default' };
}

export function UserBadge({ user }: { user: BadgeUser }) {
  const { label, color } = mainBadge(user);
  return <Chip label={label} color={color} size="small" variant="outlined" />;
}

/**
 * Spec 2.6: staff rows show 'Суперадмин' or the role name; the edit pages' 'Роль' too, for a
 * customer as well (their state has its own line, 'Статус').
 */
export function RoleBadge({ user }: { user: Pick<AdminUser, 'role' | 'is_superuser'> }) {
  const label = user.is_superuser ? SUPERUSER_LABEL : roleLabel(user.role);
  return (
    <Chip
      label={label}
      color={user.is_superuser ? 'error' : 'primary'}
      size="small"
      variant="outlined"
    />
  );
}
