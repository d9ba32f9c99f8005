import { Paper, Typography } from '@storefront/shared/mui/core';
import { type ReactNode, useId } from 'react';

/** A card of the order's page named by its h2 (the page's h1 is the order's number). */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
