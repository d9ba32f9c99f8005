import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import type { ReactNode } from 'react';
import { useMarketingTranslation } from '../i18n';
import { OverviewSection } from './overview-section';
import type { GroupResult, ListGroup } from './paged-list';

interface LatestListProps<G extends ListGroup, T> {
  /** Its texts: `lists.<group>.latest` (the title, also the rows' name) and `.none`. */
  group: G;
  result: GroupResult<G, T> & { error?: unknown };
  row: (item: T) => ReactNode;
  /** Shown instead of the load error (the usages' 'unavailable' notice). */
  failure?: ReactNode;
}

/** An overview tab's short list (spec 2.11, 2.12): the newest few, or why there are none. */
export function LatestList<G extends ListGroup, T>({
  group,
  result,
  row,
  failure,
}: LatestListProps<G, T>) {
  const { t } = useMarketingTranslation();
  const title = t(`lists.${group}.latest`);
  const items = result.data?.[group] ?? [];
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
          noneText={t(`lists.${group}.none`)}
        />
      )}
      {items.length > 0 && <Rows label={title}>{items.map(row)}</Rows>}
    </OverviewSection>
  );
}
