import { Link, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from 'react-router-dom';

/** An unknown address inside the customer area; the side menu stays usable around it. */
export function NotFoundRoute({ homePath }: { homePath: string }) {
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h5" component="h1">
          Страница не найдена
        </Typography>
        <Typography color="text.secondary">
          В личном кабинете нет такой страницы. Проверьте адрес или выберите раздел в меню.
        </Typography>
        <Link component={RouterLink} to={homePath}>
          Перейти к финансам
        </Link>
      </Stack>
    </Paper>
  );
}
