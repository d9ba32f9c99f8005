import { CircularProgress, Stack, Typography } from '@storefront/shared/mui/core';

export function RegistrationSuccess() {
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h6" component="p" color="success.main">
        Регистрация успешна!
      </Typography>
      <Typography color="text.secondary">Перенаправление на страницу входа...</Typography>
      <CircularProgress size={28} aria-hidden />
    </Stack>
  );
}
