import { Paper, Stack, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';

/** One titled block of an overview tab ('Последние купоны'). */
export function OverviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: 2, flex: '1 1 360px' }}
    >
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** The overview's blocks side by side on a desk, one under the other on a phone. */
export function OverviewGrid({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {children}
    </Stack>
  );
}
