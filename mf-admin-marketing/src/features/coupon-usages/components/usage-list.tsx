import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { useMarketingTranslation } from '../../../i18n';
import { useCouponUsages } from '../api/get-coupon-usages';
import { UsageRow } from './usage-row';

/** Spec 2.12 'Использования' tab: every usage, searched by username or coupon id. */
export function UsageList() {
  const { t } = useMarketingTranslation();
  const list = useListParams();
  const { data, error, isLoading } = useCouponUsages({
    page: list.page,
    size: PAGE_SIZE,
    search: list.searchQuery || undefined,
  });
  useClampPage(list, data?.pages);
  const usages = data?.usages ?? [];
  return (
    <>
      <ListToolbar>
        <SearchField
          value={list.search}
          onSearch={list.setSearch}
          placeholder={t('usages.searchPlaceholder')}
          label={t('usages.searchLabel')}
        />
      </ListToolbar>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        empty={usages.length === 0}
        searching={Boolean(list.searchQuery)}
        notFoundText={t('usages.notFound')}
        noneText={t('usages.none')}
      />
      {usages.length > 0 && (
        <Rows label={t('usages.rows')} pending={isPending({ isLoading, data })}>
          {usages.map((usage) => (
            <UsageRow key={usage.id} usage={usage} />
          ))}
        </Rows>
      )}
      {data && <Pager page={list.page} pages={data.pages} onPage={list.setPage} />}
    </>
  );
}
