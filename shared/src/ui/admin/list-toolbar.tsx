import { Stack } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';

/** The search and filters above a list, in one row that wraps on a phone. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {children}
    </Stack>
  );
}
