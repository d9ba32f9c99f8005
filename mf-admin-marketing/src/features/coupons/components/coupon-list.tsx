import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { useMarketingTranslation } from '../../../i18n';
import { useCoupons } from '../api/get-coupons';
import { useCouponStatus } from '../hooks/use-coupon-status';
import { CouponRow } from './coupon-row';

/** Spec 2.12 'Купоны' tab: search over code, name and description; status toggles; paging. */
export function CouponList() {
  const { t } = useMarketingTranslation();
  const list = useListParams();
  const { data, error, isLoading } = useCoupons({
    page: list.page,
    size: PAGE_SIZE,
    search: list.searchQuery || undefined,
  });
  useClampPage(list, data?.pages);
  const status = useCouponStatus();
  const coupons = data?.coupons ?? [];
  return (
    <>
      <ListToolbar>
        <SearchField
          value={list.search}
          onSearch={list.setSearch}
          placeholder={t('coupons.searchPlaceholder')}
          label={t('coupons.searchLabel')}
        />
      </ListToolbar>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        empty={coupons.length === 0}
        searching={Boolean(list.searchQuery)}
        notFoundText={t('coupons.notFound')}
        noneText={t('coupons.none')}
      />
      {coupons.length > 0 && (
        <Rows label={t('coupons.rows')} pending={isPending({ isLoading, data })}>
          {coupons.map((coupon) => (
            <CouponRow
              key={coupon.id}
              coupon={coupon}
              toggle={{
                busy: status.busyId === coupon.id,
                onToggle: () => void status.toggle(coupon),
              }}
            />
          ))}
        </Rows>
      )}
      {data && <Pager page={list.page} pages={data.pages} onPage={list.setPage} />}
    </>
  );
}
