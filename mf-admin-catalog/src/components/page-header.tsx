import { Chip, Stack, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** A small line above the title (the districts page names its section there). */
  overline?: string;
  /** The total count badge; undefined while it is not known. */
  total?: number;
  actions?: ReactNode;
}

export function PageHeader({ title, overline, total, actions }: PageHeaderProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
    >
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        {overline && (
          <Typography variant="overline" color="text.secondary">
            {overline}
          </Typography>
        )}
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
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
      </Stack>
      {actions && (
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
