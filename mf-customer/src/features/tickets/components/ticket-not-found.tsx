import { Link, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { useCustomerTranslation } from '../../../i18n';

/** Someone else's ticket or an unknown one (the server answers both with 404): nothing of it. */
export function TicketNotFound({ listPath }: { listPath: string }) {
  const { t } = useCustomerTranslation();
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h5" component="h1">
          {t('tickets.notFound.title')}
        </Typography>
        <Typography color="text.secondary">{t('tickets.notFound.text')}</Typography>
        <Link component={RouterLink} to={listPath}>
          {t('tickets.back')}
        </Link>
      </Stack>
    </Paper>
  );
}
