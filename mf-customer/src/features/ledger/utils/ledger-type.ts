import type { LedgerType } from '@storefront/shared/contract/values';

/** Shop-spec 1.3's labels, as message keys (the family `ledger.types.*`). */
export function ledgerTypeKey(type: LedgerType): string {
  return `ledger.types.${type}`;
}
