import type { SalesReport } from '@storefront/shared/contract/sales';
import { formatDate } from '@storefront/shared/format/date';
import { formatAmount } from '@storefront/shared/format/money';
import { formatNumber } from '@storefront/shared/format/number';
import { Typography } from '@storefront/shared/mui/core';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@storefront/shared/mui/data';
import { useAdminUsersTranslation } from '../../../i18n';

/** The chart's numbers as a table: what a screen reader and the keyboard read instead of it. */
export function SalesNumbers({ report }: { report: SalesReport }) {
  const { t } = useAdminUsersTranslation();
  const title = t(`statistics.sales.numbers.${report.granularity}`);
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary>
        <Typography>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t(`statistics.sales.numbers.start.${report.granularity}`)}</TableCell>
              <TableCell align="right">{t('statistics.sales.figures.revenue')}</TableCell>
              <TableCell align="right">{t('statistics.sales.figures.orders')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.series.map((point) => (
              <TableRow key={point.start}>
                <TableCell>{formatDate(point.start)}</TableCell>
                <TableCell align="right">{formatAmount(point.revenue)}</TableCell>
                <TableCell align="right">{formatNumber(point.orders)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}
