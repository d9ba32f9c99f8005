import { formatNumber } from '@storefront/shared/format/number';
import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { Chip, Stack, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';

/** A list's total beside its title, read out as 'Всего: N'. */
export function TotalBadge({ total }: { total: number }) {
  const { t } = useSharedTranslation();
  const shown = formatNumber(total);
  return (
    <Chip
      label={shown}
      color="primary"
      size="small"
      aria-label={t('list.total', { total: shown })}
      data-testid="total-badge"
    />
  );
}

/**
 * A page header's row: the title block `children`, then the `actions` ('Создать', 'Добавить'),
 * which wrap under the title on a phone. For a header with its own title block (an overline).
 */
export function PageHeaderBar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
    >
      {children}
      {actions && (
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

export interface PageHeaderProps {
  title: string;
  /** A small line above the title (the districts page names its section there). */
  overline?: string;
  /** The total count badge; undefined while it is not known (or on pages without one). */
  total?: number;
  actions?: ReactNode;
}

/** A back-office page's h1 (which may be a long city name) with its total and actions. */
export function PageHeader({ title, overline, total, actions }: PageHeaderProps) {
  return (
    <PageHeaderBar actions={actions}>
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        {overline && (
          <Typography variant="overline" color="text.secondary">
            {overline}
          </Typography>
        )}
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {total !== undefined && <TotalBadge total={total} />}
        </Stack>
      </Stack>
    </PageHeaderBar>
  );
}
