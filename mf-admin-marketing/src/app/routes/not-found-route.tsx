import { Link, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from 'react-router-dom';

export interface NotFoundRouteProps {
  homePath: string;
  homeLabel: string;
}

/** An unknown address below a section this remote owns. */
export function NotFoundRoute({ homePath, homeLabel }: NotFoundRouteProps) {
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h5" component="h1">
          Страница не найдена
        </Typography>
        <Link component={RouterLink} to={homePath}>
          {homeLabel}
        </Link>
      </Stack>
    </Paper>
  );
}
