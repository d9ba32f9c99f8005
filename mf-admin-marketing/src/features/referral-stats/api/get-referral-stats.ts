import { apiRequest } from '@storefront/shared/api-client';
import type { ReferralStats } from '@storefront/shared/contract/referrals';
import useSWR from 'swr';

const PATH = '/referrals/stats';

/** GET /referrals/stats: the four summary cards of spec 2.11. */
export function getReferralStats(): Promise<ReferralStats> {
  return apiRequest<ReferralStats>(PATH);
}

export function useReferralStats() {
  return useSWR(PATH, getReferralStats);
}
