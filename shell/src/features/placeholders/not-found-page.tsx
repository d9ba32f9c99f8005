import { Button, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { paths } from '../../config/paths';
import { useShellTranslation } from '../../i18n';

/** A path no shell route and no remote prefix owns. */
export function NotFoundPage() {
  const { t } = useShellTranslation();
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary">{t('notFound.text')}</Typography>
        <Button component={Link} to={paths.home} variant="contained">
          {t('common.toHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
