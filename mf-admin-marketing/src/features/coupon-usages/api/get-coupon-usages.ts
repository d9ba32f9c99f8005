import type { CouponUsagesPage } from '@storefront/shared/contract/coupons';
import type { MarketingListQuery } from '@storefront/shared/contract/marketing';
import { listCall } from '@storefront/shared/data/list-call';

/** GET /coupons/usage?page&size&search: everyone's usages; search by username or coupon id. */
const couponUsages = listCall<MarketingListQuery, CouponUsagesPage>('/coupons/usage');

export const getCouponUsages = couponUsages.get;
export const useCouponUsages = couponUsages.use;
