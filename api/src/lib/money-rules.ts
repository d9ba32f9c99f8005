/**
 * Amounts arrive as JSON numbers in roubles. A kopeck is the smallest unit the database keeps
 * (numeric(12,2)); a third decimal would be silently rounded there, so it is refused here.
 */
import { roundKopecks } from '@storefront/shared/pricing';
import { MESSAGES } from '../i18n/messages.ts';
import type { FieldIssue } from './http-errors.ts';

export function hasKopecksOnly(amount: number): boolean {
  return Math.abs(roundKopecks(amount) - amount) < 1e-9;
}

/** A 422 item for each amount with more than two decimals. */
export function kopecksIssues(amounts: Record<string, number | null | undefined>): FieldIssue[] {
  return Object.entries(amounts)
    .filter(([, value]) => typeof value === 'number' && !hasKopecksOnly(value))
    .map(([field]) => ({ loc: ['body', field], msg: MESSAGES.kopecks, type: 'value_error' }));
}
