import { Alert, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';
import { useMarketingTranslation } from '../i18n';

/** A dash while the figure is not known yet. */
export const UNKNOWN = '—';

export interface SummaryCardProps {
  title: string;
  value: string | undefined;
  /** The second figure under the main one ('Активных: 3'). */
  caption?: string;
}

/** One of the four summary cards above a dashboard's tabs (spec 2.11, 2.12). */
export function SummaryCard({ title, value, caption }: SummaryCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, flex: '1 1 150px', minWidth: 0 }}
      role="group"
      aria-label={title}
    >
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.15rem', sm: '1.5rem' } }}
      >
        {value ?? UNKNOWN}
      </Typography>
      {caption && (
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Paper>
  );
}

export interface SummaryCardsProps {
  label: string;
  /** The figures' call failed and nothing is known: the cards keep their dashes. */
  failed: boolean;
  children: ReactNode;
}

/** The row of cards; a failed load keeps the dashes and says so (spec 8). */
export function SummaryCards({ label, failed, children }: SummaryCardsProps) {
  const { t } = useMarketingTranslation();
  return (
    <Stack
      component="section"
      aria-label={label}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {children}
      {failed && (
        <Alert severity="error" sx={{ flex: '1 1 100%' }}>
          {t('common.loadError')}
        </Alert>
      )}
    </Stack>
  );
}
