import { Link, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogPaths } from '../paths';

/** An unknown address below a section this remote owns. */
export function NotFoundRoute({ paths }: { paths: CatalogPaths }) {
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h5" component="h1">
          Страница не найдена
        </Typography>
        <Link component={RouterLink} to={paths.cities}>
          К списку городов
        </Link>
        <Link component={RouterLink} to={paths.products}>
          К списку товаров
        </Link>
      </Stack>
    </Paper>
  );
}
