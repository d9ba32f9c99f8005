import type { AdminUser } from '@storefront/shared/contract/admin-users';
import { formatDateTime } from '@storefront/shared/format/date';
import { Box, Card, CardContent, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';
import { activeLabel, RoleBadge } from '../../../components/user-badge';
import { useAdminUsersTranslation } from '../../../i18n';
import { formatLastLogin } from '../../../utils/format-date';
import type { EditVariant } from '../utils/edit-variants';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Spec 2.7: login, badge, ID, status, registration date, last login. */
export function UserFacts({ user, variant }: { user: AdminUser; variant: EditVariant }) {
  // The staff page shows every member as active (spec 2.7): deactivation demotes staff.
  const { t } = useAdminUsersTranslation();
  const active = variant === 'staff' ? true : user.is_active;
  return (
    <Card>
      <CardContent>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 3,
            rowGap: 1,
            m: 0,
          }}
        >
          <Fact label={t('editUser.facts.login')}>{user.username}</Fact>
          <Fact label={t('editUser.facts.role')}>
            <RoleBadge user={user} />
          </Fact>
          <Fact label={t('editUser.facts.id')}>{user.id}</Fact>
          <Fact label={t('editUser.facts.status')}>{activeLabel(active, t)}</Fact>
          <Fact label={t('editUser.facts.registered')}>{formatDateTime(user.created_at)}</Fact>
          <Fact label={t('editUser.facts.lastLogin')}>
            {formatLastLogin(user.last_login, t('editUser.never'))}
          </Fact>
        </Box>
      </CardContent>
    </Card>
  );
}
