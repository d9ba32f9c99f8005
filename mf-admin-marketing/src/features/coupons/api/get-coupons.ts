import { apiRequest } from '@storefront/shared/api-client';
import type { CouponsPage } from '@storefront/shared/contract/coupons';
import type { MarketingListQuery } from '@storefront/shared/contract/marketing';
import useSWR from 'swr';

const PATH = '/coupons/coupons';

/** GET /coupons/coupons?page&size&search: search over code, name and description. */
export function getCoupons(query: MarketingListQuery): Promise<CouponsPage> {
  return apiRequest<CouponsPage>(PATH, { query: { ...query } });
}

export function useCoupons(query: MarketingListQuery) {
  // The previous page stays on screen while the next loads, so the list does not flicker.
  return useSWR([PATH, query] as const, ([, q]) => getCoupons(q), { keepPreviousData: true });
}
