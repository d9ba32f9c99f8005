import { OVERVIEW_LIST_SIZE } from '@storefront/shared/dto/marketing';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { OverviewSection } from '../../../components/overview-section';
import { LOAD_ERROR } from '../../../utils/load-error';
import { useCoupons } from '../api/get-coupons';
import { CouponRow } from './coupon-row';

/** Spec 2.12 overview: the five newest coupons. */
export function LatestCoupons() {
  const { data, error, isLoading } = useCoupons({ page: 1, size: OVERVIEW_LIST_SIZE });
  const coupons = data?.coupons ?? [];
  return (
    <OverviewSection title="Последние купоны">
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={LOAD_ERROR}
        empty={coupons.length === 0}
        noneText="Купоны не добавлены"
      />
      {coupons.length > 0 && (
        <Rows label="Последние купоны">
          {coupons.map((coupon) => (
            <CouponRow key={coupon.id} coupon={coupon} />
          ))}
        </Rows>
      )}
    </OverviewSection>
  );
}
