import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { useMarketingTranslation } from '../../../i18n';
import { useCoupons } from '../api/get-coupons';
import { useCouponStatus } from '../hooks/use-coupon-status';
import { CouponRow } from './coupon-row';

/** Spec 2.12 'Купоны' tab: search over code, name and description; status toggles; paging. */
export function CouponList() {
  const { t } = useMarketingTranslation();
  const list = useListQuery(NO_FILTERS);
  const result = useCoupons(list.pageQuery);
  const status = useCouponStatus();
  return (
    <>
      <FilterBar
        query={list}
        search={{ label: t('coupons.searchLabel'), placeholder: t('coupons.searchPlaceholder') }}
        controls={{}}
      />
      <ListFrame
        query={list}
        result={result}
        items={result.data?.coupons ?? []}
        texts={{
          rows: t('coupons.rows'),
          none: t('coupons.none'),
          notFound: t('coupons.notFound'),
          error: t('common.loadError'),
        }}
        row={(coupon) => (
          <CouponRow
            key={coupon.id}
            coupon={coupon}
            toggle={{
              busy: status.busyId === coupon.id,
              onToggle: () => void status.toggle(coupon),
            }}
          />
        )}
      />
    </>
  );
}
