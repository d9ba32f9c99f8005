import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import type { ReactNode } from 'react';
import { useMarketingTranslation } from '../i18n';
import { OverviewSection } from './overview-section';

interface LatestListProps<T> {
  /** The section's title, also the rows' accessible name ('Последние купоны'). */
  title: string;
  /** What the section says while there is nothing yet. */
  none: string;
  result: { data?: unknown; error?: unknown; isLoading: boolean };
  items: T[];
  row: (item: T) => ReactNode;
  /** Shown instead of the load error (the usages' 'unavailable' notice). */
  failure?: ReactNode;
}

/** An overview tab's short list (spec 2.11, 2.12): the newest few, or why there are none. */
export function LatestList<T>({ title, none, result, items, row, failure }: LatestListProps<T>) {
  const { t } = useMarketingTranslation();
  const failed = Boolean(result.error) && !result.data;
  return (
    <OverviewSection title={title}>
      {failed && failure ? (
        failure
      ) : (
        <ListState
          loading={result.isLoading && !result.data}
          error={result.data ? null : result.error}
          errorText={t('common.loadError')}
          empty={items.length === 0}
          noneText={none}
        />
      )}
      {items.length > 0 && <Rows label={title}>{items.map(row)}</Rows>}
    </OverviewSection>
  );
}
