import { apiRequest } from '@storefront/shared/api-client';
import type { MarketingListQuery, ReferralProgramsPage } from '@storefront/shared/dto/marketing';
import useSWR from 'swr';

const PATH = '/referrals/programs';

/** GET /referrals/programs?page&size: newest first. */
export function getPrograms(query: MarketingListQuery): Promise<ReferralProgramsPage> {
  return apiRequest<ReferralProgramsPage>(PATH, { query: { ...query } });
}

export function usePrograms(query: MarketingListQuery) {
  return useSWR([PATH, query] as const, ([, q]) => getPrograms(q), { keepPreviousData: true });
}
