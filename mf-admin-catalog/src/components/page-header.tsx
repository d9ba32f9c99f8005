import { Stack, Typography } from '@storefront/shared/mui/core';
import { PageHeaderBar, TotalBadge } from '@storefront/shared/ui/admin/page-header';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** A small line above the title (the districts page names its section there). */
  overline?: string;
  /** The total count badge; undefined while it is not known. */
  total?: number;
  actions?: ReactNode;
}

/** The back-office header with a small line above the title, which may be a long city name. */
export function PageHeader({ title, overline, total, actions }: PageHeaderProps) {
  return (
    <PageHeaderBar actions={actions}>
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
          {total !== undefined && <TotalBadge total={total} />}
        </Stack>
      </Stack>
    </PageHeaderBar>
  );
}
