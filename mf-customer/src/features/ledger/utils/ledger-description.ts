import type { LedgerEntry } from '@storefront/shared/contract/finance';
import type { CustomerT } from '../../../i18n';

/** The row's facts after its date: the order's number and what the row says about itself. */
export function ledgerFacts(entry: LedgerEntry, t: CustomerT): string[] {
  const order =
    entry.order_number === null ? [] : [t('ledger.order', { number: entry.order_number })];
  // What a person wrote (an adjustment's reason), or an older row's stored sentence: as is.
  if (entry.comment.trim()) return [...order, entry.comment];
  const worded = systemWording(entry, t);
  // The worded sentence names the order itself: no bare '№ N' beside it.
  return worded ? [worded] : order;
}

/**
 * Rows the system writes carry no comment (issue 20): they are worded here, in the reader's
 * language, from what happened. A top-up and a purchase say what their type label and the
 * order's number already say, as they always have, so they get no sentence of their own.
 */
function systemWording(entry: LedgerEntry, t: CustomerT): string | null {
  if (entry.order_number === null) return null;
  if (entry.type === 'refund') return t('ledger.refundFor', { number: entry.order_number });
  if (entry.type === 'referral_reward') {
    return t('ledger.rewardFor', { number: entry.order_number });
  }
  return null;
}
