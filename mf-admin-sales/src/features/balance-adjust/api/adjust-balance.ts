import { apiRequest } from '@storefront/shared/api-client';
import type { LedgerAdjustBody, LedgerEntry } from '@storefront/shared/contract/finance';

/**
 * POST /admin/ledger/adjust: credits (amount above 0) or debits (below 0) a customer's balance
 * with a reason; answers the new ledger row. A debit below 0 or an unknown login is refused
 * with its detail ('Недостаточно средств на балансе').
 */
export function adjustBalance(payload: LedgerAdjustBody): Promise<LedgerEntry> {
  return apiRequest<LedgerEntry>('/admin/ledger/adjust', { method: 'POST', json: payload });
}
