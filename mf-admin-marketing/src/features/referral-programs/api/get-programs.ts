import type { MarketingListQuery } from '@storefront/shared/contract/marketing';
import type { ReferralProgramsPage } from '@storefront/shared/contract/referrals';
import { listCall } from '@storefront/shared/data/list-call';

/** GET /referrals/programs?page&size: newest first. */
const programs = listCall<MarketingListQuery, ReferralProgramsPage>('/referrals/programs');

export const getPrograms = programs.get;
export const usePrograms = programs.use;
