import { apiRequest } from '@storefront/shared/api-client';
import type { PublicCoupon } from '@storefront/shared/contract/shop';
import useSWR from 'swr';

const PATH = '/shop/coupons';

/** GET /shop/coupons (anyone): the public coupons, 'Доступные промокоды'. */
export function getPublicCoupons(): Promise<PublicCoupon[]> {
  return apiRequest<PublicCoupon[]>(PATH);
}

export function usePublicCoupons() {
  return useSWR(PATH, getPublicCoupons);
}
