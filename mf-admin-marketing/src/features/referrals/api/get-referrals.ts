import { apiRequest } from '@storefront/shared/api-client';
import type { ReferralListQuery, ReferralsPage } from '@storefront/shared/contract/referrals';
import useSWR from 'swr';

const PATH = '/referrals/referrals';

/**
 * GET /referrals/referrals?page&size&search&status: search matches referrer, referee and the
 * referee's e-mail, case-insensitive (spec 2.11).
 */
export function getReferrals(query: ReferralListQuery): Promise<ReferralsPage> {
  return apiRequest<ReferralsPage>(PATH, { query: { ...query } });
}

export function useReferrals(query: ReferralListQuery) {
  return useSWR([PATH, query] as const, ([, q]) => getReferrals(q), { keepPreviousData: true });
}
