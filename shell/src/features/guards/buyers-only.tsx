import { Button, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useShellTranslation } from '../../i18n';

/**
 * What an admin sees on the customer's money pages (issue 20), in the shape of the admin
 * guard's refusal, with the way to where admins work instead of the home page (which would only
 * send them on to the admin area).
 */
export function BuyersOnly() {
  const { t } = useShellTranslation();
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {t('guards.accessDenied')}
        </Typography>
        <Typography color="text.secondary">{t('guards.buyersOnly')}</Typography>
        <Button component={Link} to={paths.adminHome} variant="contained">
          {t('guards.toAdmin')}
        </Button>
      </Stack>
    </Paper>
  );
}
