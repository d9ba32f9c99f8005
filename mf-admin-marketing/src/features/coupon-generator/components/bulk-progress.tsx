import { Stack, Typography } from '@storefront/shared/mui/core';
import { LinearProgress } from '@storefront/shared/mui/data';
import { useMarketingTranslation } from '../../../i18n';
import type { BulkProgress as Progress } from '../hooks/use-bulk-generator';

/** How far a bulk run is: 'Обработано 3 из 10' and a bar. */
export function BulkProgress({ done, total }: Progress) {
  const { t } = useMarketingTranslation();
  const progress = t('generator.processed', { n: done, count: total });
  return (
    <Stack spacing={1} role="status">
      <Typography>{t('generator.running', { progress })}</Typography>
      <LinearProgress
        variant="determinate"
        value={total ? (done / total) * 100 : 0}
        aria-label={t('generator.progressLabel')}
      />
    </Stack>
  );
}
