import type { CouponsPage } from '@storefront/shared/contract/coupons';
import type { MarketingListQuery } from '@storefront/shared/contract/marketing';
import { listCall } from '@storefront/shared/data/list-call';

/** GET /coupons/coupons?page&size&search: search over code, name and description. */
const coupons = listCall<MarketingListQuery, CouponsPage>('/coupons/coupons');

export const getCoupons = coupons.get;
export const useCoupons = coupons.use;
