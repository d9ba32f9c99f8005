import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { PagedList } from '../../../components/paged-list';
import { useCoupons } from '../api/get-coupons';
import { useCouponStatus } from '../hooks/use-coupon-status';
import { CouponRow } from './coupon-row';

/** Spec 2.12 'Купоны' tab: search over code, name and description; status toggles; paging. */
export function CouponList() {
  const list = useListQuery(NO_FILTERS);
  const status = useCouponStatus();
  return (
    <PagedList
      group="coupons"
      list={list}
      result={useCoupons(list.pageQuery)}
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
  );
}
