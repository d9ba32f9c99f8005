import type { ReferralNotRewardedReason, ReferralStatus } from '@storefront/shared/contract/values';
import type { ChipLook } from '@storefront/shared/ui/admin/status-chip';

const STATUS_KEYS: Record<ReferralStatus, string> = {
  active: 'referrals.statuses.active',
  pending: 'referrals.statuses.pending',
  inactive: 'referrals.statuses.inactive',
};

/**
 * Spec 4: active 'Активен', pending 'Ожидает', anything else 'Неактивен'. `label` is a message
 * key, translated where it is shown.
 */
export function referralStatusLabel(status: string): ChipLook {
  if (status === 'active') return { label: STATUS_KEYS.active, color: 'success' };
  if (status === 'pending') return { label: STATUS_KEYS.pending, color: 'warning' };
  return { label: STATUS_KEYS.inactive, color: 'default' };
}

/**
 * Why a referral earned nothing (issue 20), as a message key (`referrals.notRewarded.*`): a
 * referee's order of 0 ₽, a deactivated referrer, no program at the referee's registration.
 */
export function notRewardedKey(reason: ReferralNotRewardedReason): string {
  return `referrals.notRewarded.${reason}`;
}
