import type { LedgerType } from '@storefront/shared/contract/values';
import type { ChipProps } from '@storefront/shared/mui/core';

/** Shop-spec 1.3's labels, as message keys (`ledger.types.*`). */
export function ledgerTypeKey(type: LedgerType): string {
  return `ledger.types.${type}`;
}

const COLORS: Record<LedgerType, ChipProps['color']> = {
  topup: 'success',
  purchase: 'default',
  refund: 'info',
  referral_reward: 'secondary',
  adjustment: 'warning',
};

export function ledgerTypeColor(type: LedgerType): ChipProps['color'] {
  return COLORS[type];
}
