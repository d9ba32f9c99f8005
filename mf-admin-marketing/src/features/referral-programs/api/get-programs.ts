import { apiRequest } from '@storefront/shared/api-client';
import type { MarketingListQuery } from '@storefront/shared/contract/marketing';
import type { ReferralProgramsPage } from '@storefront/shared/contract/referrals';
import useSWR from 'swr';

const PATH = '/referrals/programs';

/** GET /referrals/programs?page&size: newest first. */
export function getPrograms(query: MarketingListQuery): Promise<ReferralProgramsPage> {
  return apiRequest<ReferralProgramsPage>(PATH, { query: { ...query } });
}

export function usePrograms(query: MarketingListQuery) {
  return useSWR([PATH, query] as const, ([, q]) => getPrograms(q), { keepPreviousData: true });
}
