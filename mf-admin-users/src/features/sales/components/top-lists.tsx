import type { SalesReport } from '@storefront/shared/contract/sales';
import { formatAmount } from '@storefront/shared/format/money';
import { formatNumber } from '@storefront/shared/format/number';
import { Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@storefront/shared/mui/data';
import { useAdminUsersTranslation } from '../../../i18n';

interface Ranked {
  key: number;
  name: string;
  revenue: string;
  count: number;
}

function TopTable({
  title,
  countLabel,
  rows,
}: {
  title: string;
  countLabel: string;
  rows: Ranked[];
}) {
  const { t } = useAdminUsersTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 320px', overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('statistics.sales.top.none')}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('statistics.sales.top.name')}</TableCell>
              <TableCell align="right">{t('statistics.sales.figures.revenue')}</TableCell>
              <TableCell align="right">{countLabel}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.name}</TableCell>
                <TableCell align="right">{formatAmount(row.revenue)}</TableCell>
                <TableCell align="right">{formatNumber(row.count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/** The best products (units sold) and cities (orders) of the period by revenue. */
export function TopLists({ report }: { report: SalesReport }) {
  const { t } = useAdminUsersTranslation();
  const products = report.top_products.map((p) => ({ ...p, key: p.product_id, count: p.quantity }));
  const cities = report.top_cities.map((c) => ({ ...c, key: c.city_id, count: c.orders }));
  const lists = [
    {
      title: 'statistics.sales.top.products',
      count: 'statistics.sales.top.quantity',
      rows: products,
    },
    {
      title: 'statistics.sales.top.cities',
      count: 'statistics.sales.figures.orders',
      rows: cities,
    },
  ];
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {lists.map((list) => (
        <TopTable
          key={list.title}
          title={t(list.title)}
          countLabel={t(list.count)}
          rows={list.rows}
        />
      ))}
    </Stack>
  );
}
