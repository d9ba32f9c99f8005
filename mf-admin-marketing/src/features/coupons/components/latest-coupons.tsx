import { LatestList } from '../../../components/latest-list';
import { OVERVIEW_PAGE } from '../../../utils/overview';
import { useCoupons } from '../api/get-coupons';
import { CouponRow } from './coupon-row';

/** Spec 2.12 overview: the five newest coupons. */
export function LatestCoupons() {
  return (
    <LatestList
      group="coupons"
      result={useCoupons(OVERVIEW_PAGE)}
      row={(coupon) => <CouponRow key={coupon.id} coupon={coupon} />}
    />
  );
}
