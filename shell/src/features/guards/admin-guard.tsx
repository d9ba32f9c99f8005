import { useAuthStore } from '@storefront/shared/auth-store';
import type { CurrentUser } from '@storefront/shared/contract/users';
import { Typography } from '@storefront/shared/mui/core';
import { isAdmin } from '@storefront/shared/permissions';
import { Navigate } from '@storefront/shared/router';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { useShellTranslation } from '../../i18n';
import { AccessDenied } from './access-denied';

export interface AdminGuardProps {
  children: ReactNode;
  /** Who may pass; admins by default. The users and staff screens also admit staff. */
  allow?: (user: CurrentUser | null) => boolean;
}

/** Spec 2.3: loading text, guests to '/', other roles see a refusal. */
export function AdminGuard({ children, allow = isAdmin }: AdminGuardProps) {
  const { t } = useShellTranslation();
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  if (status === 'loading') return <Typography sx={{ p: 2 }}>{t('guards.loading')}</Typography>;
  if (status === 'anonymous') return <Navigate to={paths.home} replace />;
  if (!allow(user)) {
    return <AccessDenied reason="guards.noAdminRights" to={paths.home} action="common.toHome" />;
  }
  return children;
}
