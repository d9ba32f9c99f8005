import { Link, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { useCustomerTranslation } from '../../i18n';

/** An unknown address inside the customer area; the side menu stays usable around it. */
export function NotFoundRoute({ homePath }: { homePath: string }) {
  const { t } = useCustomerTranslation();
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h5" component="h1">
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary">{t('notFound.text')}</Typography>
        <Link component={RouterLink} to={homePath}>
          {t('notFound.back')}
        </Link>
      </Stack>
    </Paper>
  );
}
