import { apiRequest } from '@storefront/shared/api-client';
import type { ReferralCode, ReferralCodeToggleBody } from '@storefront/shared/contract/referrals';

/** PATCH /referral/codes/{id}/toggle: singular 'referral', as spec 7's client calls it. */
export function toggleCode(id: number, payload: ReferralCodeToggleBody): Promise<ReferralCode> {
  return apiRequest<ReferralCode>(`/referral/codes/${id}/toggle`, {
    method: 'PATCH',
    json: payload,
  });
}
