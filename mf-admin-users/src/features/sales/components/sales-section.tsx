import { refusalDetail } from '@storefront/shared/api-client';
import { useUrlQuery } from '@storefront/shared/hooks/use-url-query';
import { Alert, Stack, Typography } from '@storefront/shared/mui/core';
import { lazy, Suspense, useId } from 'react';
import { useAdminUsersTranslation } from '../../../i18n';
import { useSales } from '../api/get-sales';
import { type PeriodChoice, salesQueryOf } from '../utils/sales-period';
import { PeriodPicker } from './period-picker';
import { SalesFigures } from './sales-figures';
import { SalesNumbers } from './sales-numbers';
import { TopLists } from './top-lists';

// The chart library is this screen's alone: its chunk loads when the chart first shows.
const SalesChart = lazy(() => import('./sales-chart'));

/**
 * 'Продажи' on the statistics page (issue 23): the period (in the address, so Back and a
 * reload keep it), its figures beside the period before it, revenue by day or week as a chart
 * and as a table, the best products and cities, and what each figure means.
 */
export function SalesSection() {
  const { t } = useAdminUsersTranslation();
  const titleId = useId();
  const { params, update } = useUrlQuery();
  const { choice, query, from, to } = salesQueryOf(params);
  const { data, error } = useSales(query);
  const keep = { replace: true, keepPage: true };
  // A quick period drops the dates; 'Свой период' keeps the ones typed before.
  const choose = (next: PeriodChoice) =>
    update(next === 'custom' ? { period: next } : { period: next, from: null, to: null }, keep);
  const setDates = (dates: { from: string; to: string }) =>
    update({ period: 'custom', ...dates }, keep);
  const report = query ? data : undefined;
  return (
    <Stack component="section" spacing={2} aria-labelledby={titleId}>
      <Typography variant="h6" component="h2" id={titleId}>
        {t('statistics.sales.title')}
      </Typography>
      <PeriodPicker choice={choice} from={from} to={to} onChoose={choose} onDates={setDates} />
      {error && (
        <Alert severity="error" role="alert">
          {refusalDetail(error) ?? t('statistics.loadError')}
        </Alert>
      )}
      <SalesFigures report={report} />
      {report && (
        <Suspense fallback={<Typography>{t('statistics.sales.chartLoading')}</Typography>}>
          <SalesChart report={report} />
        </Suspense>
      )}
      {report && <SalesNumbers report={report} />}
      {report && <TopLists report={report} />}
      <Typography variant="body2" color="text.secondary">
        {t('statistics.sales.help', { zone: report?.time_zone ?? '—' })}
      </Typography>
    </Stack>
  );
}
