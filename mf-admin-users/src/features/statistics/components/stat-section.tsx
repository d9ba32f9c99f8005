import { Alert, Stack, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';
import { useAdminUsersTranslation } from '../../../i18n';

export interface StatSectionProps {
  title: string;
  error?: unknown;
  children: ReactNode;
}

/** A titled row of counters; a failed load keeps the dashes and says why. */
export function StatSection({ title, error, children }: StatSectionProps) {
  const { t } = useAdminUsersTranslation();
  return (
    <Stack component="section" spacing={1.5} aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {children}
      </Stack>
      {error ? <Alert severity="warning">{t('statistics.loadError')}</Alert> : null}
    </Stack>
  );
}
