import { apiRequest } from '@storefront/shared/api-client';
import type { MarketingListQuery, ReferralCodesPage } from '@storefront/shared/dto/marketing';
import useSWR from 'swr';

const PATH = '/referrals/codes';

/** GET /referrals/codes?page&size&search: search by code or owner's username. */
export function getCodes(query: MarketingListQuery): Promise<ReferralCodesPage> {
  return apiRequest<ReferralCodesPage>(PATH, { query: { ...query } });
}

export function useCodes(query: MarketingListQuery) {
  return useSWR([PATH, query] as const, ([, q]) => getCodes(q), { keepPreviousData: true });
}
