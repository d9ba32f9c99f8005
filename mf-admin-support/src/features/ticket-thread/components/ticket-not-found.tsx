import { Link, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { useSupportTranslation } from '../../../i18n';

/** A ticket the server does not know (404): said plainly, with the way back to the list. */
export function TicketNotFound({ backTo }: { backTo: string }) {
  const { t } = useSupportTranslation();
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h5" component="h1">
          {t('thread.notFound')}
        </Typography>
        <Link component={RouterLink} to={backTo}>
          {t('thread.toList')}
        </Link>
      </Stack>
    </Paper>
  );
}
