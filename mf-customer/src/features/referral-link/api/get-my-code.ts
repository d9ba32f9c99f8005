import { apiRequest } from '@storefront/shared/api-client';
import type { MyReferralCode } from '@storefront/shared/contract/referrals';
import useSWR from 'swr';

const PATH = '/referrals/my-code';

/**
 * POST /referrals/my-code: the caller's own code, created on the first call (201) and the same
 * one ever after (200), with what an invitation earns now (`reward_amount`, null while no
 * program runs). GET answers 404 until it exists, so the page would need two calls and a second
 * path for a customer who never asked; the POST is idempotent and is the one call.
 */
export function getMyCode(): Promise<MyReferralCode> {
  return apiRequest<MyReferralCode>(PATH, { method: 'POST' });
}

/** Asked once per visit: a code does not change under the customer's eyes. */
export function useMyCode() {
  return useSWR(PATH, getMyCode, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}
