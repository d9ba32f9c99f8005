import type { AdminUser } from '@storefront/shared/dto/admin';
import { formatDateTime } from '@storefront/shared/format/date';
import { Box, Card, CardContent, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';
import { activeLabel, RoleBadge } from '../../../components/user-badge';
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
          <Fact label="Логин">{user.username}</Fact>
          <Fact label="Роль">
            <RoleBadge user={user} />
          </Fact>
          <Fact label="ID">{user.id}</Fact>
          <Fact label="Статус">{activeLabel(active)}</Fact>
          <Fact label="Дата регистрации">{formatDateTime(user.created_at)}</Fact>
          <Fact label="Последний вход">{formatLastLogin(user.last_login)}</Fact>
        </Box>
      </CardContent>
    </Card>
  );
}
