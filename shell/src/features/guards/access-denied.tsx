import { Button, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { paths } from '../../config/paths';
import { useShellTranslation } from '../../i18n';

export interface AccessDeniedProps {
  /** Why this user may not pass (a key of the shell's `guards` messages). */
  reason: 'guards.noAdminRights' | 'guards.buyersOnly';
  /** Where this user belongs instead, and the button's text. */
  to: string;
  action: 'common.toHome' | 'guards.toAdmin';
}

/** 'Доступ запрещен' (spec 2.3), the reason and the way to where this user works. */
export function AccessDenied({ reason, to, action }: AccessDeniedProps) {
  const { t } = useShellTranslation();
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {t('guards.accessDenied')}
        </Typography>
        <Typography color="text.secondary">{t(reason)}</Typography>
        <Button component={Link} to={to} variant="contained">
          {t(action)}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * What an admin sees on the customer's money pages (issue 20): the way to where admins work,
 * not the home page (which would only send them on to the admin area).
 */
export function BuyersOnly() {
  return <AccessDenied reason="guards.buyersOnly" to={paths.adminHome} action="guards.toAdmin" />;
}
