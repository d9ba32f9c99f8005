import {
  REFERRAL_STATUSES,
  type ReferralNotRewardedReason,
  type ReferralStatus,
} from '@storefront/shared/contract/values';
import type { ChipProps } from '@storefront/shared/mui/core';
import type { SelectOption } from '@storefront/shared/ui/admin/select-field';

const STATUS_KEYS: Record<ReferralStatus, string> = {
  active: 'referrals.statuses.active',
  pending: 'referrals.statuses.pending',
  inactive: 'referrals.statuses.inactive',
};

/**
 * Spec 4: active 'Активен', pending 'Ожидает', anything else 'Неактивен'. `label` is a message
 * key, translated where it is shown.
 */
export function referralStatusLabel(status: string): { label: string; color: ChipProps['color'] } {
  if (status === 'active') return { label: STATUS_KEYS.active, color: 'success' };
  if (status === 'pending') return { label: STATUS_KEYS.pending, color: 'warning' };
  return { label: STATUS_KEYS.inactive, color: 'default' };
}

/** The status filter: all, or one of the three; labels are message keys. */
export const STATUS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'referrals.all' },
  ...REFERRAL_STATUSES.map((status) => ({ value: status, label: STATUS_KEYS[status] })),
];

export function readStatus(value: string | null): ReferralStatus | '' {
  return (REFERRAL_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ReferralStatus)
    : '';
}

/**
 * Why a referral earned nothing (issue 20), as a message key (`referrals.notRewarded.*`): a
 * referee's order of 0 ₽, a deactivated referrer, no program at the referee's registration.
 */
export function notRewardedKey(reason: ReferralNotRewardedReason): string {
  return `referrals.notRewarded.${reason}`;
}
