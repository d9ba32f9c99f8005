import { Chip, Stack, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** The total count badge; undefined while it is not known. */
  total?: number;
  actions?: ReactNode;
}

export function PageHeader({ title, total, actions }: PageHeaderProps) {
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
        {total !== undefined && (
          <Chip
            label={total.toLocaleString('ru-RU')}
            color="primary"
            size="small"
            aria-label={`Всего: ${total}`}
            data-testid="total-badge"
          />
        )}
      </Stack>
      {actions && (
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
