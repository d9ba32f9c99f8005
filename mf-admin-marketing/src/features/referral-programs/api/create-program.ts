import { apiRequest } from '@storefront/shared/api-client';
import type { ReferralProgram, ReferralProgramBody } from '@storefront/shared/contract/referrals';

/** POST /referrals/programs with name, description, reward_amount, is_public. */
export function createProgram(payload: ReferralProgramBody): Promise<ReferralProgram> {
  return apiRequest<ReferralProgram>('/referrals/programs', { method: 'POST', json: payload });
}
