import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { OverviewSection } from '../../../components/overview-section';
import { useMarketingTranslation } from '../../../i18n';
import { OVERVIEW_LIST_SIZE } from '../../../utils/overview';
import { useCoupons } from '../api/get-coupons';
import { CouponRow } from './coupon-row';

/** Spec 2.12 overview: the five newest coupons. */
export function LatestCoupons() {
  const { t } = useMarketingTranslation();
  const { data, error, isLoading } = useCoupons({ page: 1, size: OVERVIEW_LIST_SIZE });
  const coupons = data?.coupons ?? [];
  return (
    <OverviewSection title={t('coupons.latest')}>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        empty={coupons.length === 0}
        noneText={t('coupons.none')}
      />
      {coupons.length > 0 && (
        <Rows label={t('coupons.latest')}>
          {coupons.map((coupon) => (
            <CouponRow key={coupon.id} coupon={coupon} />
          ))}
        </Rows>
      )}
    </OverviewSection>
  );
}
