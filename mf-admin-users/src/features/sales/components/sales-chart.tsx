import { BarChart } from '@mui/x-charts/BarChart';
import type { SalesReport } from '@storefront/shared/contract/sales';
import { formatDate } from '@storefront/shared/format/date';
import { formatRoubles } from '@storefront/shared/format/number';
import { Paper } from '@storefront/shared/mui/core';
import { useAdminUsersTranslation } from '../../../i18n';

/**
 * Revenue by day (or week) as bars, MUI X Charts (the UI kit's own charts: its theme, its dark
 * mode). The chart takes the focus and walks its bars with the arrow keys, saying each value
 * (the library's keyboard navigation); the same numbers are the table beside it
 * (sales-numbers.tsx) for whoever reads tables.
 */
export default function SalesChart({ report }: { report: SalesReport }) {
  const { t } = useAdminUsersTranslation();
  const days = report.series.map((point) => formatDate(point.start));
  const title = t(`statistics.sales.numbers.${report.granularity}`);
  return (
    <Paper variant="outlined" sx={{ p: 1 }} role="figure" aria-label={title}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ valueFormatter: (value: number) => formatRoubles(value, true), width: 90 }]}
        series={[
          {
            data: report.series.map((point) => Number(point.revenue)),
            label: t('statistics.sales.figures.revenue'),
            valueFormatter: (value) => (value === null ? '' : formatRoubles(value)),
          },
        ]}
        hideLegend
      />
    </Paper>
  );
}
