import { type Kopecks, tryParseMoney } from '@storefront/shared/money';

export interface AdjustForm {
  username: string;
  amount: string;
  reason: string;
}

/** The reason's limit in the contract (`LedgerAdjustPayload`). */
export const REASON_MAX = 500;

/** Message keys of what is wrong, per field; empty when the form can be sent. */
export type AdjustErrors = Partial<Record<keyof AdjustForm, string>>;

export function validateAdjust(form: AdjustForm): {
  errors: AdjustErrors;
  kopecks: Kopecks | null;
} {
  const errors: AdjustErrors = {};
  if (!form.username.trim()) errors.username = 'adjust.errors.username';
  const kopecks = tryParseMoney(form.amount);
  if (!form.amount.trim()) errors.amount = 'adjust.errors.amountRequired';
  else if (kopecks === null) errors.amount = 'adjust.errors.amountFormat';
  else if (kopecks === 0) errors.amount = 'adjust.errors.amountZero';
  const reason = form.reason.trim();
  if (!reason) errors.reason = 'adjust.errors.reason';
  else if (reason.length > REASON_MAX) errors.reason = 'adjust.errors.reasonLength';
  return { errors, kopecks };
}
