import type { ReferralListQuery, ReferralsPage } from '@storefront/shared/contract/referrals';
import { listCall } from '@storefront/shared/data/list-call';

/**
 * GET /referrals/referrals?page&size&search&status: search matches referrer, referee and the
 * referee's e-mail, case-insensitive (spec 2.11).
 */
const referrals = listCall<ReferralListQuery, ReferralsPage>('/referrals/referrals');

export const getReferrals = referrals.get;
export const useReferrals = referrals.use;
