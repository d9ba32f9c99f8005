import { formatNumber } from '@storefront/shared/format/number';
import { Paper, Typography } from '@storefront/shared/mui/core';

/** Spec 2.10: a dash while the figure is not known yet. */
export const UNKNOWN = '—';

export interface StatCounterProps {
  label: string;
  /** A count, or a figure already written (an amount); undefined while not known. */
  value: number | string | undefined;
  /** A line under the figure (the sales: what it was before). */
  note?: string;
}

/** One figure of the statistics page, named for a screen reader by its label. */
export function StatCounter({ label, value, note }: StatCounterProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 160px' }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {value === undefined ? UNKNOWN : typeof value === 'number' ? formatNumber(value) : value}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}
