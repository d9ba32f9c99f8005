import { CircularProgress, Stack, Typography } from '@storefront/shared/mui/core';
import { useAuthTranslation } from '../../../i18n';

export function RegistrationSuccess() {
  const { t } = useAuthTranslation();
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h6" component="p" color="success.main">
        {t('registration.success')}
      </Typography>
      <Typography color="text.secondary">{t('registration.redirecting')}</Typography>
      <CircularProgress size={28} aria-hidden />
    </Stack>
  );
}
