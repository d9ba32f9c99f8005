import { Button, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** A path no shell route and no remote prefix owns. */
export function NotFoundPage() {
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          Страница не найдена
        </Typography>
        <Typography color="text.secondary">
          Такой страницы нет. Проверьте адрес или вернитесь на главную.
        </Typography>
        <Button component={Link} to={paths.home} variant="contained">
          На главную
        </Button>
      </Stack>
    </Paper>
  );
}
