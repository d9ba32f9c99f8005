import type { MarketingListQuery } from '@storefront/shared/contract/marketing';
import type { ReferralCodesPage } from '@storefront/shared/contract/referrals';
import { listCall } from '@storefront/shared/data/list-call';

/** GET /referrals/codes?page&size&search: search by code or owner's username. */
const codes = listCall<MarketingListQuery, ReferralCodesPage>('/referrals/codes');

export const getCodes = codes.get;
export const useCodes = codes.use;
