import { REFERRAL_STATUSES, type ReferralStatus } from '@storefront/shared/dto/marketing';
import type { ChipProps } from '@storefront/shared/mui/core';
import type { SelectOption } from '@storefront/shared/ui/admin/select-field';

/** Spec 4: active 'Активен', pending 'Ожидает', anything else 'Неактивен'. */
export function referralStatusLabel(status: string): { label: string; color: ChipProps['color'] } {
  if (status === 'active') return { label: 'Активен', color: 'success' };
  if (status === 'pending') return { label: 'Ожидает', color: 'warning' };
  return { label: 'Неактивен', color: 'default' };
}

/** The status filter: all, or one of the three. */
export const STATUS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Все' },
  ...REFERRAL_STATUSES.map((status) => ({
    value: status,
    label: referralStatusLabel(status).label,
  })),
];

export function readStatus(value: string | null): ReferralStatus | '' {
  return (REFERRAL_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ReferralStatus)
    : '';
}
