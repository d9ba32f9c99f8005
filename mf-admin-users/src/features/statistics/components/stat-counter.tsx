import { formatNumber } from '@storefront/shared/format/number';
import { Paper, Typography } from '@storefront/shared/mui/core';

/** Spec 2.10: a dash while the figure is not known yet. */
export const UNKNOWN = '—';

export function StatCounter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 160px' }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {value === undefined ? UNKNOWN : formatNumber(value)}
      </Typography>
    </Paper>
  );
}
