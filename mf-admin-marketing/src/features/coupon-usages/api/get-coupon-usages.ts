import { apiRequest } from '@storefront/shared/api-client';
import type { CouponUsagesPage } from '@storefront/shared/contract/coupons';
import type { MarketingListQuery } from '@storefront/shared/contract/marketing';
import useSWR from 'swr';

const PATH = '/coupons/usage';

/** GET /coupons/usage?page&size&search: everyone's usages; search by username or coupon id. */
export function getCouponUsages(query: MarketingListQuery): Promise<CouponUsagesPage> {
  return apiRequest<CouponUsagesPage>(PATH, { query: { ...query } });
}

export function useCouponUsages(query: MarketingListQuery) {
  return useSWR([PATH, query] as const, ([, q]) => getCouponUsages(q), { keepPreviousData: true });
}
