import { LatestList } from '../../../components/latest-list';
import { useMarketingTranslation } from '../../../i18n';
import { OVERVIEW_LIST_SIZE } from '../../../utils/overview';
import { useCoupons } from '../api/get-coupons';
import { CouponRow } from './coupon-row';

/** Spec 2.12 overview: the five newest coupons. */
export function LatestCoupons() {
  const { t } = useMarketingTranslation();
  const result = useCoupons({ page: 1, size: OVERVIEW_LIST_SIZE });
  return (
    <LatestList
      title={t('coupons.latest')}
      none={t('coupons.none')}
      result={result}
      items={result.data?.coupons ?? []}
      row={(coupon) => <CouponRow key={coupon.id} coupon={coupon} />}
    />
  );
}
