import { apiRequest } from '@storefront/shared/api-client';
import type { ReferralProgram, ReferralProgramPayload } from '@storefront/shared/dto/marketing';

/** POST /referrals/programs with name, description, reward_amount, is_public. */
export function createProgram(payload: ReferralProgramPayload): Promise<ReferralProgram> {
  return apiRequest<ReferralProgram>('/referrals/programs', { method: 'POST', json: payload });
}
