import type { LedgerType } from '@storefront/shared/contract/values';
import { chipLooks } from '@storefront/shared/ui/admin/status-chip';

/** Shop-spec 1.3's labels, as message keys (`ledger.types.*`). */
export const ledgerType = chipLooks((type: LedgerType) => `ledger.types.${type}`, {
  topup: 'success',
  purchase: 'default',
  refund: 'info',
  referral_reward: 'secondary',
  adjustment: 'warning',
});
