import { apiRequest } from '@storefront/shared/api-client';
import type { CouponStats } from '@storefront/shared/contract/coupons';
import useSWR from 'swr';

const PATH = '/coupons/stats';

/** GET /coupons/stats: the four summary cards of spec 2.12. */
export function getCouponStats(): Promise<CouponStats> {
  return apiRequest<CouponStats>(PATH);
}

export function useCouponStats() {
  return useSWR(PATH, getCouponStats);
}
