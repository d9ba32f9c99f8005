import { Paper, Stack } from '@storefront/shared/mui/core';
import { RowText } from '@storefront/shared/ui/admin/row-layout';
import type { ReactNode } from 'react';

export interface CardRowProps {
  title: ReactNode;
  details: ReactNode;
  /** The amounts: right of the text on a desk, a line of their own under it on a phone. */
  aside?: ReactNode;
  /** A line under everything (an order's review), at every width. */
  footer?: ReactNode;
}

/**
 * A row of the customer's lists (ledger, orders, tickets) as a card. Unlike the back-office's
 * `RowLayout`, whose actions stay beside the title, the amounts move under the text below the
 * 'sm' breakpoint: at 375 px a column beside them left the facts a third of the width.
 */
export function CardRow({ title, details, aside, footer }: CardRowProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', px: 2, py: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.75, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <RowText title={title} details={details} />
        {aside && (
          <Stack
            direction={{ xs: 'row', sm: 'column' }}
            spacing={{ xs: 1, sm: 0 }}
            sx={{
              flexShrink: 0,
              alignItems: { xs: 'baseline', sm: 'flex-end' },
              justifyContent: 'space-between',
              textAlign: { sm: 'right' },
            }}
          >
            {aside}
          </Stack>
        )}
      </Stack>
      {footer}
    </Paper>
  );
}
