import { Stack, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  actions?: ReactNode;
}

export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
      </Stack>
      {actions && (
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
