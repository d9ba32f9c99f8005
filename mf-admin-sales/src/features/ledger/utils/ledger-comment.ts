import type { LedgerEntry } from '@storefront/shared/contract/finance';
import type { SalesT } from '../../../i18n';

/**
 * The row's comment in the reader's language (issue 20). A person's words (an adjustment's
 * reason) are shown as stored; a row the system wrote carries '' and is worded here from what
 * happened, so an English reader never meets a stored Russian sentence. A top-up or a purchase
 * says nothing more than its type and order; null when there is nothing to say.
 */
export function ledgerComment(t: SalesT, entry: LedgerEntry): string | null {
  if (entry.comment) return entry.comment;
  if (entry.order_number === null) return null;
  if (entry.type === 'refund') return t('ledger.system.refund', { number: entry.order_number });
  if (entry.type === 'referral_reward') {
    return t('ledger.system.referralReward', { number: entry.order_number });
  }
  return null;
}
