/** A payment as the calls answer it, and the top-up limits (shop-spec 1.3, 4). */

import type { Payment } from '@storefront/shared/contract/finance';
import { TOPUP_LIMITS } from '@storefront/shared/limits';
import type { PaymentRow } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { invalidField } from '../../../lib/http-errors.ts';
import { kopecksOf, ROUBLE } from '../../../lib/money-input.ts';

export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  user_id: row.userId,
  amount: row.amount,
  provider: row.provider,
  status: row.status,
  confirmation_url: row.confirmationUrl,
  created_at: row.createdAt.toISOString(),
  paid_at: row.paidAt?.toISOString() ?? null,
});

/** Kopecks; the shop's settings may narrow the spec's 100 to 100 000 ₽ (issue 15). */
export function topupAmount(
  text: string,
  limits = { min: TOPUP_LIMITS.min * ROUBLE, max: TOPUP_LIMITS.max * ROUBLE },
): number {
  const kopecks = kopecksOf(text, 'amount', MESSAGES.amountFormat);
  if (kopecks < limits.min) throw invalidField(['body', 'amount'], MESSAGES.topupMinOf(limits.min));
  if (kopecks > limits.max) throw invalidField(['body', 'amount'], MESSAGES.topupMaxOf(limits.max));
  return kopecks;
}

/** Where a settled payment ends. */
export type Outcome = 'succeeded' | 'canceled';
