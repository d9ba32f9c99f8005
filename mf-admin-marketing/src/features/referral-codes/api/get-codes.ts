import { apiRequest } from '@storefront/shared/api-client';
import type { MarketingListQuery } from '@storefront/shared/contract/marketing';
import type { ReferralCodesPage } from '@storefront/shared/contract/referrals';
import useSWR from 'swr';

const PATH = '/referrals/codes';

/** GET /referrals/codes?page&size&search: search by code or owner's username. */
export function getCodes(query: MarketingListQuery): Promise<ReferralCodesPage> {
  return apiRequest<ReferralCodesPage>(PATH, { query: { ...query } });
}

export function useCodes(query: MarketingListQuery) {
  return useSWR([PATH, query] as const, ([, q]) => getCodes(q), { keepPreviousData: true });
}
