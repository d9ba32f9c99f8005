import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { useMarketingTranslation } from '../../../i18n';
import { useCouponUsages } from '../api/get-coupon-usages';
import { UsageRow } from './usage-row';

/** Spec 2.12 'Использования' tab: every usage, searched by username or coupon id. */
export function UsageList() {
  const { t } = useMarketingTranslation();
  const list = useListQuery(NO_FILTERS);
  const result = useCouponUsages(list.pageQuery);
  return (
    <>
      <FilterBar
        query={list}
        search={{ label: t('usages.searchLabel'), placeholder: t('usages.searchPlaceholder') }}
        controls={{}}
      />
      <ListFrame
        query={list}
        result={result}
        items={result.data?.usages ?? []}
        texts={{
          rows: t('usages.rows'),
          none: t('usages.none'),
          notFound: t('usages.notFound'),
          error: t('common.loadError'),
        }}
        row={(usage) => <UsageRow key={usage.id} usage={usage} />}
      />
    </>
  );
}
